# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'rising_tab.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QFrame, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QSpacerItem, QSplitter, QTableView, QVBoxLayout, QWidget

from desktop.views.common.numbers import StrictSpinBox

class Ui_RisingTab(object):
    def setupUi(self, RisingTab):
        if not RisingTab.objectName():
            RisingTab.setObjectName(u"RisingTab")
        self.risingLayout = QVBoxLayout(RisingTab)
        self.risingLayout.setObjectName(u"risingLayout")
        self.risingLayout.setContentsMargins(6, 6, 6, 6)
        self.headerRow = QHBoxLayout()
        self.headerRow.setObjectName(u"headerRow")
        self.titleLabel = QLabel(RisingTab)
        self.titleLabel.setObjectName(u"titleLabel")

        self.headerRow.addWidget(self.titleLabel)

        self.headerSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.headerRow.addItem(self.headerSpacer)

        self.newButton = QPushButton(RisingTab)
        self.newButton.setObjectName(u"newButton")

        self.headerRow.addWidget(self.newButton)

        self.nextButton = QPushButton(RisingTab)
        self.nextButton.setObjectName(u"nextButton")

        self.headerRow.addWidget(self.nextButton)

        self.endButton = QPushButton(RisingTab)
        self.endButton.setObjectName(u"endButton")

        self.headerRow.addWidget(self.endButton)


        self.risingLayout.addLayout(self.headerRow)

        self.trackView = QTableView(RisingTab)
        self.trackView.setObjectName(u"trackView")

        self.risingLayout.addWidget(self.trackView)

        self.mainSplitter = QSplitter(RisingTab)
        self.mainSplitter.setObjectName(u"mainSplitter")
        self.mainSplitter.setOrientation(Qt.Orientation.Horizontal)
        self.mainSplitter.setChildrenCollapsible(False)
        self.leftPane = QWidget(self.mainSplitter)
        self.leftPane.setObjectName(u"leftPane")
        self.leftColumn = QVBoxLayout(self.leftPane)
        self.leftColumn.setObjectName(u"leftColumn")
        self.leftColumn.setContentsMargins(0, 0, 0, 0)
        self.fightersView = QTableView(self.leftPane)
        self.fightersView.setObjectName(u"fightersView")

        self.leftColumn.addWidget(self.fightersView)

        self.addRow = QHBoxLayout()
        self.addRow.setObjectName(u"addRow")
        self.rosterLabel = QLabel(self.leftPane)
        self.rosterLabel.setObjectName(u"rosterLabel")

        self.addRow.addWidget(self.rosterLabel)

        self.rosterCombo = QComboBox(self.leftPane)
        self.rosterCombo.setObjectName(u"rosterCombo")

        self.addRow.addWidget(self.rosterCombo)

        self.addButton = QPushButton(self.leftPane)
        self.addButton.setObjectName(u"addButton")

        self.addRow.addWidget(self.addButton)

        self.addRow.setStretch(1, 1)

        self.leftColumn.addLayout(self.addRow)

        self.fighterGroup = QGroupBox(self.leftPane)
        self.fighterGroup.setObjectName(u"fighterGroup")
        self.fighterLayout = QHBoxLayout(self.fighterGroup)
        self.fighterLayout.setObjectName(u"fighterLayout")
        self.fighterLayout.setContentsMargins(6, 6, 6, 6)
        self.bodyHolder = QWidget(self.fighterGroup)
        self.bodyHolder.setObjectName(u"bodyHolder")
        self.bodyLayout = QVBoxLayout(self.bodyHolder)
        self.bodyLayout.setObjectName(u"bodyLayout")
        self.bodyLayout.setContentsMargins(0, 0, 0, 0)

        self.fighterLayout.addWidget(self.bodyHolder)

        self.actionsGrid = QGridLayout()
        self.actionsGrid.setObjectName(u"actionsGrid")
        self.actionsGrid.setVerticalSpacing(3)
        self.dexSrLabel = QLabel(self.fighterGroup)
        self.dexSrLabel.setObjectName(u"dexSrLabel")

        self.actionsGrid.addWidget(self.dexSrLabel, 0, 0, 1, 1)

        self.dexSrSpin = StrictSpinBox(self.fighterGroup)
        self.dexSrSpin.setObjectName(u"dexSrSpin")
        self.dexSrSpin.setMinimum(1)
        self.dexSrSpin.setMaximum(10)
        self.dexSrSpin.setValue(3)

        self.actionsGrid.addWidget(self.dexSrSpin, 0, 1, 1, 1)

        self.delayLabel = QLabel(self.fighterGroup)
        self.delayLabel.setObjectName(u"delayLabel")

        self.actionsGrid.addWidget(self.delayLabel, 1, 0, 1, 1)

        self.delaySpin = StrictSpinBox(self.fighterGroup)
        self.delaySpin.setObjectName(u"delaySpin")
        self.delaySpin.setMinimum(0)
        self.delaySpin.setMaximum(9)
        self.delaySpin.setValue(0)

        self.actionsGrid.addWidget(self.delaySpin, 1, 1, 1, 1)

        self.srButton = QPushButton(self.fighterGroup)
        self.srButton.setObjectName(u"srButton")

        self.actionsGrid.addWidget(self.srButton, 2, 0, 1, 2)

        self.bleedButton = QPushButton(self.fighterGroup)
        self.bleedButton.setObjectName(u"bleedButton")

        self.actionsGrid.addWidget(self.bleedButton, 3, 0, 1, 1)

        self.suppressButton = QPushButton(self.fighterGroup)
        self.suppressButton.setObjectName(u"suppressButton")

        self.actionsGrid.addWidget(self.suppressButton, 3, 1, 1, 1)

        self.knockLabel = QLabel(self.fighterGroup)
        self.knockLabel.setObjectName(u"knockLabel")

        self.actionsGrid.addWidget(self.knockLabel, 4, 0, 1, 1)

        self.knockSpin = StrictSpinBox(self.fighterGroup)
        self.knockSpin.setObjectName(u"knockSpin")
        self.knockSpin.setMinimum(1)
        self.knockSpin.setMaximum(50)
        self.knockSpin.setValue(1)

        self.actionsGrid.addWidget(self.knockSpin, 4, 1, 1, 1)

        self.solidButton = QPushButton(self.fighterGroup)
        self.solidButton.setObjectName(u"solidButton")

        self.actionsGrid.addWidget(self.solidButton, 5, 0, 1, 1)

        self.objectButton = QPushButton(self.fighterGroup)
        self.objectButton.setObjectName(u"objectButton")

        self.actionsGrid.addWidget(self.objectButton, 5, 1, 1, 1)

        self.resistLabel = QLabel(self.fighterGroup)
        self.resistLabel.setObjectName(u"resistLabel")
        self.resistLabel.setWordWrap(True)

        self.actionsGrid.addWidget(self.resistLabel, 6, 0, 1, 2)

        self.grappleButton = QPushButton(self.fighterGroup)
        self.grappleButton.setObjectName(u"grappleButton")

        self.actionsGrid.addWidget(self.grappleButton, 7, 0, 1, 1)

        self.immobiliseButton = QPushButton(self.fighterGroup)
        self.immobiliseButton.setObjectName(u"immobiliseButton")

        self.actionsGrid.addWidget(self.immobiliseButton, 7, 1, 1, 1)

        self.throwButton = QPushButton(self.fighterGroup)
        self.throwButton.setObjectName(u"throwButton")

        self.actionsGrid.addWidget(self.throwButton, 8, 0, 1, 1)

        self.bargeButton = QPushButton(self.fighterGroup)
        self.bargeButton.setObjectName(u"bargeButton")

        self.actionsGrid.addWidget(self.bargeButton, 8, 1, 1, 1)

        self.fillHpButton = QPushButton(self.fighterGroup)
        self.fillHpButton.setObjectName(u"fillHpButton")

        self.actionsGrid.addWidget(self.fillHpButton, 9, 0, 1, 1)

        self.removeButton = QPushButton(self.fighterGroup)
        self.removeButton.setObjectName(u"removeButton")

        self.actionsGrid.addWidget(self.removeButton, 9, 1, 1, 1)

        self.hideButton = QPushButton(self.fighterGroup)
        self.hideButton.setObjectName(u"hideButton")

        self.actionsGrid.addWidget(self.hideButton, 10, 0, 1, 2)

        self.actionsSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.actionsGrid.addItem(self.actionsSpacer, 11, 0, 1, 2)

        self.actionsGrid.setRowStretch(10, 1)

        self.fighterLayout.addLayout(self.actionsGrid)

        self.fighterLayout.setStretch(0, 1)

        self.leftColumn.addWidget(self.fighterGroup)

        self.leftColumn.setStretch(0, 1)
        self.leftColumn.setStretch(2, 1)
        self.mainSplitter.addWidget(self.leftPane)
        self.rightPane = QWidget(self.mainSplitter)
        self.rightPane.setObjectName(u"rightPane")
        self.rightColumn = QVBoxLayout(self.rightPane)
        self.rightColumn.setObjectName(u"rightColumn")
        self.rightColumn.setContentsMargins(0, 0, 0, 0)
        self.attackGroup = QGroupBox(self.rightPane)
        self.attackGroup.setObjectName(u"attackGroup")
        self.attackGrid = QGridLayout(self.attackGroup)
        self.attackGrid.setObjectName(u"attackGrid")
        self.attackGrid.setVerticalSpacing(3)
        self.attackerLabel = QLabel(self.attackGroup)
        self.attackerLabel.setObjectName(u"attackerLabel")

        self.attackGrid.addWidget(self.attackerLabel, 0, 0, 1, 1)

        self.attackerCombo = QComboBox(self.attackGroup)
        self.attackerCombo.setObjectName(u"attackerCombo")

        self.attackGrid.addWidget(self.attackerCombo, 0, 1, 1, 1)

        self.targetLabel = QLabel(self.attackGroup)
        self.targetLabel.setObjectName(u"targetLabel")

        self.attackGrid.addWidget(self.targetLabel, 0, 2, 1, 1)

        self.targetCombo = QComboBox(self.attackGroup)
        self.targetCombo.setObjectName(u"targetCombo")

        self.attackGrid.addWidget(self.targetCombo, 0, 3, 1, 1)

        self.weaponLabel = QLabel(self.attackGroup)
        self.weaponLabel.setObjectName(u"weaponLabel")

        self.attackGrid.addWidget(self.weaponLabel, 1, 0, 1, 1)

        self.weaponCombo = QComboBox(self.attackGroup)
        self.weaponCombo.setObjectName(u"weaponCombo")

        self.attackGrid.addWidget(self.weaponCombo, 1, 1, 1, 1)

        self.defenceLabel = QLabel(self.attackGroup)
        self.defenceLabel.setObjectName(u"defenceLabel")

        self.attackGrid.addWidget(self.defenceLabel, 1, 2, 1, 1)

        self.defenceCombo = QComboBox(self.attackGroup)
        self.defenceCombo.setObjectName(u"defenceCombo")

        self.attackGrid.addWidget(self.defenceCombo, 1, 3, 1, 1)

        self.modifierLabel = QLabel(self.attackGroup)
        self.modifierLabel.setObjectName(u"modifierLabel")

        self.attackGrid.addWidget(self.modifierLabel, 2, 0, 1, 1)

        self.modifierSpin = StrictSpinBox(self.attackGroup)
        self.modifierSpin.setObjectName(u"modifierSpin")
        self.modifierSpin.setMinimum(-100)
        self.modifierSpin.setMaximum(100)
        self.modifierSpin.setValue(0)

        self.attackGrid.addWidget(self.modifierSpin, 2, 1, 1, 1)

        self.shotsLabel = QLabel(self.attackGroup)
        self.shotsLabel.setObjectName(u"shotsLabel")

        self.attackGrid.addWidget(self.shotsLabel, 2, 2, 1, 1)

        self.shotsSpin = StrictSpinBox(self.attackGroup)
        self.shotsSpin.setObjectName(u"shotsSpin")
        self.shotsSpin.setMinimum(1)
        self.shotsSpin.setMaximum(100)
        self.shotsSpin.setValue(1)

        self.attackGrid.addWidget(self.shotsSpin, 2, 3, 1, 1)

        self.metresLabel = QLabel(self.attackGroup)
        self.metresLabel.setObjectName(u"metresLabel")

        self.attackGrid.addWidget(self.metresLabel, 3, 0, 1, 1)

        self.metresSpin = StrictSpinBox(self.attackGroup)
        self.metresSpin.setObjectName(u"metresSpin")
        self.metresSpin.setMinimum(0)
        self.metresSpin.setMaximum(5000)
        self.metresSpin.setValue(10)

        self.attackGrid.addWidget(self.metresSpin, 3, 1, 1, 1)

        self.classLabel = QLabel(self.attackGroup)
        self.classLabel.setObjectName(u"classLabel")

        self.attackGrid.addWidget(self.classLabel, 3, 2, 1, 1)

        self.classCombo = QComboBox(self.attackGroup)
        self.classCombo.setObjectName(u"classCombo")

        self.attackGrid.addWidget(self.classCombo, 3, 3, 1, 1)

        self.aimLabel = QLabel(self.attackGroup)
        self.aimLabel.setObjectName(u"aimLabel")

        self.attackGrid.addWidget(self.aimLabel, 4, 0, 1, 1)

        self.aimCombo = QComboBox(self.attackGroup)
        self.aimCombo.setObjectName(u"aimCombo")

        self.attackGrid.addWidget(self.aimCombo, 4, 1, 1, 3)

        self.panicCheck = QCheckBox(self.attackGroup)
        self.panicCheck.setObjectName(u"panicCheck")

        self.attackGrid.addWidget(self.panicCheck, 5, 0, 1, 2)

        self.sniperCheck = QCheckBox(self.attackGroup)
        self.sniperCheck.setObjectName(u"sniperCheck")

        self.attackGrid.addWidget(self.sniperCheck, 5, 2, 1, 2)

        self.areaCheck = QCheckBox(self.attackGroup)
        self.areaCheck.setObjectName(u"areaCheck")

        self.attackGrid.addWidget(self.areaCheck, 6, 0, 1, 4)

        self.attackButton = QPushButton(self.attackGroup)
        self.attackButton.setObjectName(u"attackButton")

        self.attackGrid.addWidget(self.attackButton, 7, 0, 1, 4)


        self.rightColumn.addWidget(self.attackGroup)

        self.messageLabel = QLabel(self.rightPane)
        self.messageLabel.setObjectName(u"messageLabel")
        self.messageLabel.setWordWrap(True)

        self.rightColumn.addWidget(self.messageLabel)

        self.storyArea = QScrollArea(self.rightPane)
        self.storyArea.setObjectName(u"storyArea")
        self.storyArea.setWidgetResizable(True)
        self.storyArea.setFrameShape(QFrame.Shape.NoFrame)
        self.storyContents = QWidget()
        self.storyContents.setObjectName(u"storyContents")
        self.storyLayout = QVBoxLayout(self.storyContents)
        self.storyLayout.setObjectName(u"storyLayout")
        self.storyLayout.setContentsMargins(0, 0, 0, 0)
        self.storyLabel = QLabel(self.storyContents)
        self.storyLabel.setObjectName(u"storyLabel")
        self.storyLabel.setWordWrap(True)
        self.storyLabel.setAlignment(Qt.AlignmentFlag.AlignLeft|Qt.AlignmentFlag.AlignTop)

        self.storyLayout.addWidget(self.storyLabel)

        self.storyArea.setWidget(self.storyContents)

        self.rightColumn.addWidget(self.storyArea)

        self.logView = QTableView(self.rightPane)
        self.logView.setObjectName(u"logView")

        self.rightColumn.addWidget(self.logView)

        self.rightColumn.setStretch(3, 1)
        self.mainSplitter.addWidget(self.rightPane)

        self.risingLayout.addWidget(self.mainSplitter)

        self.risingLayout.setStretch(2, 1)
#if QT_CONFIG(shortcut)
        self.rosterLabel.setBuddy(self.rosterCombo)
        self.dexSrLabel.setBuddy(self.dexSrSpin)
        self.delayLabel.setBuddy(self.delaySpin)
        self.knockLabel.setBuddy(self.knockSpin)
        self.attackerLabel.setBuddy(self.attackerCombo)
        self.targetLabel.setBuddy(self.targetCombo)
        self.weaponLabel.setBuddy(self.weaponCombo)
        self.defenceLabel.setBuddy(self.defenceCombo)
        self.modifierLabel.setBuddy(self.modifierSpin)
        self.shotsLabel.setBuddy(self.shotsSpin)
        self.metresLabel.setBuddy(self.metresSpin)
        self.classLabel.setBuddy(self.classCombo)
        self.aimLabel.setBuddy(self.aimCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(RisingTab)
    # setupUi

    def retranslateUi(self, RisingTab):
        self.newButton.setText(QCoreApplication.translate("RisingTab", u"&New Fight\u2026", None))
#if QT_CONFIG(tooltip)
        self.newButton.setToolTip(QCoreApplication.translate("RisingTab", u"Start a Cthulhu Rising fight by name", None))
#endif // QT_CONFIG(tooltip)
        self.nextButton.setText(QCoreApplication.translate("RisingTab", u"Next Strike &Rank", None))
#if QT_CONFIG(tooltip)
        self.nextButton.setToolTip(QCoreApplication.translate("RisingTab", u"On to the next of the round's ten strike ranks (Ctrl+Right)", None))
#endif // QT_CONFIG(tooltip)
        self.endButton.setText(QCoreApplication.translate("RisingTab", u"End Fi&ght", None))
#if QT_CONFIG(tooltip)
        self.endButton.setToolTip(QCoreApplication.translate("RisingTab", u"Close the fight; it stays in the journal and Undo reopens it", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.trackView.setAccessibleName(QCoreApplication.translate("RisingTab", u"Strike ranks", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.fightersView.setAccessibleName(QCoreApplication.translate("RisingTab", u"Fighters", None))
#endif // QT_CONFIG(accessibility)
        self.rosterLabel.setText(QCoreApplication.translate("RisingTab", u"Add from the r&oster", None))
#if QT_CONFIG(accessibility)
        self.rosterCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"Fighter from the roster", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.rosterCombo.setToolTip(QCoreApplication.translate("RisingTab", u"Type part of a name to find them among the roster", None))
#endif // QT_CONFIG(tooltip)
        self.addButton.setText(QCoreApplication.translate("RisingTab", u"A&dd", None))
#if QT_CONFIG(tooltip)
        self.addButton.setToolTip(QCoreApplication.translate("RisingTab", u"Add them to the fight", None))
#endif // QT_CONFIG(tooltip)
        self.fighterGroup.setTitle(QCoreApplication.translate("RisingTab", u"Selected fighter", None))
#if QT_CONFIG(accessibility)
        self.bodyHolder.setAccessibleName(QCoreApplication.translate("RisingTab", u"Hit locations", None))
#endif // QT_CONFIG(accessibility)
        self.dexSrLabel.setText(QCoreApplication.translate("RisingTab", u"DE&X strike rank", None))
#if QT_CONFIG(accessibility)
        self.dexSrSpin.setAccessibleName(QCoreApplication.translate("RisingTab", u"DEX strike rank (the Keeper's: the source's table is lost)", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.dexSrSpin.setToolTip(QCoreApplication.translate("RisingTab", u"DEX strike rank (the Keeper's: the source's table is lost)", None))
#endif // QT_CONFIG(tooltip)
        self.delayLabel.setText(QCoreApplication.translate("RisingTab", u"SR m&odifiers", None))
#if QT_CONFIG(accessibility)
        self.delaySpin.setAccessibleName(QCoreApplication.translate("RisingTab", u"Strike-rank modifiers this round (surprised, drawing, changing intent)", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.delaySpin.setToolTip(QCoreApplication.translate("RisingTab", u"Strike-rank modifiers this round (surprised, drawing, changing intent)", None))
#endif // QT_CONFIG(tooltip)
        self.srButton.setText(QCoreApplication.translate("RisingTab", u"Set &Strike Rank", None))
#if QT_CONFIG(tooltip)
        self.srButton.setToolTip(QCoreApplication.translate("RisingTab", u"The selected fighter's DEX strike rank and this round's modifiers", None))
#endif // QT_CONFIG(tooltip)
        self.bleedButton.setText(QCoreApplication.translate("RisingTab", u"&Bleeding Roll", None))
#if QT_CONFIG(tooltip)
        self.bleedButton.setToolTip(QCoreApplication.translate("RisingTab", u"CON\u00d75% or lose 1 HP; CON\u00d71% stops the bleeding", None))
#endif // QT_CONFIG(tooltip)
        self.suppressButton.setText(QCoreApplication.translate("RisingTab", u"Suppressing &Fire", None))
#if QT_CONFIG(tooltip)
        self.suppressButton.setToolTip(QCoreApplication.translate("RisingTab", u"Spend the round firing a full-automatic weapon into a zone", None))
#endif // QT_CONFIG(tooltip)
        self.knockLabel.setText(QCoreApplication.translate("RisingTab", u"Knoc&ked back", None))
#if QT_CONFIG(accessibility)
        self.knockSpin.setAccessibleName(QCoreApplication.translate("RisingTab", u"How many metres the fighter was knocked back", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.knockSpin.setToolTip(QCoreApplication.translate("RisingTab", u"How many metres the fighter was knocked back", None))
#endif // QT_CONFIG(tooltip)
        self.knockSpin.setSuffix(QCoreApplication.translate("RisingTab", u" m", None))
        self.solidButton.setText(QCoreApplication.translate("RisingTab", u"Into Something Sol&id", None))
#if QT_CONFIG(tooltip)
        self.solidButton.setToolTip(QCoreApplication.translate("RisingTab", u"Knocked back into something solid: 1D6 a metre", None))
#endif // QT_CONFIG(tooltip)
        self.objectButton.setText(QCoreApplication.translate("RisingTab", u"Into a &Person", None))
#if QT_CONFIG(tooltip)
        self.objectButton.setToolTip(QCoreApplication.translate("RisingTab", u"Knocked into a small object or a person: DEX\u00d75% or both go down", None))
#endif // QT_CONFIG(tooltip)
        self.resistLabel.setText(QCoreApplication.translate("RisingTab", u"Against the target (resistance table)", None))
        self.grappleButton.setText(QCoreApplication.translate("RisingTab", u"Gra&pple", None))
#if QT_CONFIG(tooltip)
        self.grappleButton.setToolTip(QCoreApplication.translate("RisingTab", u"STR+DEX against the target's STR+DEX", None))
#endif // QT_CONFIG(tooltip)
        self.immobiliseButton.setText(QCoreApplication.translate("RisingTab", u"I&mmobilise", None))
#if QT_CONFIG(tooltip)
        self.immobiliseButton.setToolTip(QCoreApplication.translate("RisingTab", u"STR against the target's STR", None))
#endif // QT_CONFIG(tooltip)
        self.throwButton.setText(QCoreApplication.translate("RisingTab", u"Thro&w", None))
#if QT_CONFIG(tooltip)
        self.throwButton.setToolTip(QCoreApplication.translate("RisingTab", u"STR+DEX against the target's SIZ+DEX", None))
#endif // QT_CONFIG(tooltip)
        self.bargeButton.setText(QCoreApplication.translate("RisingTab", u"Shoulder-&barge", None))
#if QT_CONFIG(tooltip)
        self.bargeButton.setToolTip(QCoreApplication.translate("RisingTab", u"STR+SIZ against the target's SIZ+DEX: knockback", None))
#endif // QT_CONFIG(tooltip)
        self.fillHpButton.setText(QCoreApplication.translate("RisingTab", u"Reset Location &HP", None))
#if QT_CONFIG(tooltip)
        self.fillHpButton.setToolTip(QCoreApplication.translate("RisingTab", u"Every location's hit points from the fighter's full total HP again", None))
#endif // QT_CONFIG(tooltip)
        self.removeButton.setText(QCoreApplication.translate("RisingTab", u"Remo&ve from Fight", None))
#if QT_CONFIG(tooltip)
        self.removeButton.setToolTip(QCoreApplication.translate("RisingTab", u"Take the fighter out of the fight; the Roster keeps what it did to them", None))
#endif // QT_CONFIG(tooltip)
        self.hideButton.setText(QCoreApplication.translate("RisingTab", u"Hide from the Players / Reveal", None))
#if QT_CONFIG(tooltip)
        self.hideButton.setToolTip(QCoreApplication.translate("RisingTab", u"Keep the fighter off the players' window until you reveal them (press again to reveal)", None))
#endif // QT_CONFIG(tooltip)
        self.attackGroup.setTitle(QCoreApplication.translate("RisingTab", u"Attack", None))
        self.attackerLabel.setText(QCoreApplication.translate("RisingTab", u"Attac&ker", None))
#if QT_CONFIG(accessibility)
        self.attackerCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"Attacker", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.attackerCombo.setToolTip(QCoreApplication.translate("RisingTab", u"Who attacks on this strike rank", None))
#endif // QT_CONFIG(tooltip)
        self.targetLabel.setText(QCoreApplication.translate("RisingTab", u"&Target", None))
#if QT_CONFIG(accessibility)
        self.targetCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"Target", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.targetCombo.setToolTip(QCoreApplication.translate("RisingTab", u"Whom the attack is at", None))
#endif // QT_CONFIG(tooltip)
        self.weaponLabel.setText(QCoreApplication.translate("RisingTab", u"&Weapon", None))
#if QT_CONFIG(accessibility)
        self.weaponCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"Weapon", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.weaponCombo.setToolTip(QCoreApplication.translate("RisingTab", u"The attacker's weapon", None))
#endif // QT_CONFIG(tooltip)
        self.defenceLabel.setText(QCoreApplication.translate("RisingTab", u"De&fence", None))
#if QT_CONFIG(accessibility)
        self.defenceCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"Target's defence", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.defenceCombo.setToolTip(QCoreApplication.translate("RisingTab", u"How the target defends", None))
#endif // QT_CONFIG(tooltip)
        self.modifierLabel.setText(QCoreApplication.translate("RisingTab", u"Attack &modifier", None))
#if QT_CONFIG(accessibility)
        self.modifierSpin.setAccessibleName(QCoreApplication.translate("RisingTab", u"Added to the attack chance in percent, plus or minus (the chance is never below 05%)", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.modifierSpin.setToolTip(QCoreApplication.translate("RisingTab", u"Added to the attack chance in percent, plus or minus (the chance is never below 05%)", None))
#endif // QT_CONFIG(tooltip)
        self.modifierSpin.setSuffix(QCoreApplication.translate("RisingTab", u" %", None))
        self.shotsLabel.setText(QCoreApplication.translate("RisingTab", u"S&hots in burst", None))
#if QT_CONFIG(accessibility)
        self.shotsSpin.setAccessibleName(QCoreApplication.translate("RisingTab", u"Shots in the burst: 1, a single shot or blow; more, a burst", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.shotsSpin.setToolTip(QCoreApplication.translate("RisingTab", u"Shots in the burst: 1, a single shot or blow; more, a burst", None))
#endif // QT_CONFIG(tooltip)
        self.shotsSpin.setSuffix(QCoreApplication.translate("RisingTab", u" shot", None))
        self.metresLabel.setText(QCoreApplication.translate("RisingTab", u"Rang&e", None))
#if QT_CONFIG(accessibility)
        self.metresSpin.setAccessibleName(QCoreApplication.translate("RisingTab", u"The distance to the target in metres, for missile weapons", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.metresSpin.setToolTip(QCoreApplication.translate("RisingTab", u"The distance to the target in metres, for missile weapons", None))
#endif // QT_CONFIG(tooltip)
        self.metresSpin.setSuffix(QCoreApplication.translate("RisingTab", u" m", None))
        self.classLabel.setText(QCoreApplication.translate("RisingTab", u"Range &bands", None))
#if QT_CONFIG(accessibility)
        self.classCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"Range bands", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.classCombo.setToolTip(QCoreApplication.translate("RisingTab", u"The weapon class whose range bands apply", None))
#endif // QT_CONFIG(tooltip)
        self.aimLabel.setText(QCoreApplication.translate("RisingTab", u"A&imed shot", None))
#if QT_CONFIG(accessibility)
        self.aimCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"Aimed shot", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.aimCombo.setToolTip(QCoreApplication.translate("RisingTab", u"Aimed at a location: fired on strike rank 10 at half the skill", None))
#endif // QT_CONFIG(tooltip)
        self.panicCheck.setText(QCoreApplication.translate("RisingTab", u"Panic fire", None))
#if QT_CONFIG(tooltip)
        self.panicCheck.setToolTip(QCoreApplication.translate("RisingTab", u"Half the chance, twice the malfunction range: after a failed Sanity roll in a fight, or chosen", None))
#endif // QT_CONFIG(tooltip)
        self.sniperCheck.setText(QCoreApplication.translate("RisingTab", u"Sniper: aimed a round first", None))
#if QT_CONFIG(tooltip)
        self.sniperCheck.setToolTip(QCoreApplication.translate("RisingTab", u"An aimed shot made after a round spent aiming, fired on the usual strike rank: the skill +10%, then halved (60 \u2192 35)", None))
#endif // QT_CONFIG(tooltip)
        self.areaCheck.setText(QCoreApplication.translate("RisingTab", u"Area effect (explosion or fire)", None))
#if QT_CONFIG(tooltip)
        self.areaCheck.setToolTip(QCoreApplication.translate("RisingTab", u"Explosive or burning damage: all to total HP, against armour", None))
#endif // QT_CONFIG(tooltip)
        self.attackButton.setText(QCoreApplication.translate("RisingTab", u"&Attack", None))
#if QT_CONFIG(tooltip)
        self.attackButton.setToolTip(QCoreApplication.translate("RisingTab", u"Roll the attack, the location, the damage and what follows", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.storyArea.setAccessibleName(QCoreApplication.translate("RisingTab", u"The last step", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.logView.setAccessibleName(QCoreApplication.translate("RisingTab", u"Fight log", None))
#endif // QT_CONFIG(accessibility)
        pass
    # retranslateUi

