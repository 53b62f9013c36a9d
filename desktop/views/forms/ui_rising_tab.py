# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'rising_tab.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSpacerItem, QTableView, QVBoxLayout

from desktop.views.common.numbers import StrictSpinBox

class Ui_RisingTab(object):
    def setupUi(self, RisingTab):
        if not RisingTab.objectName():
            RisingTab.setObjectName(u"RisingTab")
        self.risingLayout = QVBoxLayout(RisingTab)
        self.risingLayout.setObjectName(u"risingLayout")
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
        self.trackView.setMaximumSize(QSize(16777215, 92))

        self.risingLayout.addWidget(self.trackView)

        self.bodyLayout = QHBoxLayout()
        self.bodyLayout.setObjectName(u"bodyLayout")
        self.leftColumn = QVBoxLayout()
        self.leftColumn.setObjectName(u"leftColumn")
        self.fightersView = QTableView(RisingTab)
        self.fightersView.setObjectName(u"fightersView")

        self.leftColumn.addWidget(self.fightersView)

        self.addRow = QHBoxLayout()
        self.addRow.setObjectName(u"addRow")
        self.rosterCombo = QComboBox(RisingTab)
        self.rosterCombo.setObjectName(u"rosterCombo")

        self.addRow.addWidget(self.rosterCombo)

        self.addButton = QPushButton(RisingTab)
        self.addButton.setObjectName(u"addButton")

        self.addRow.addWidget(self.addButton)

        self.addRow.setStretch(0, 1)

        self.leftColumn.addLayout(self.addRow)

        self.srRow = QHBoxLayout()
        self.srRow.setObjectName(u"srRow")
        self.dexSrLabel = QLabel(RisingTab)
        self.dexSrLabel.setObjectName(u"dexSrLabel")

        self.srRow.addWidget(self.dexSrLabel)

        self.dexSrSpin = StrictSpinBox(RisingTab)
        self.dexSrSpin.setObjectName(u"dexSrSpin")
        self.dexSrSpin.setMinimum(1)
        self.dexSrSpin.setMaximum(10)
        self.dexSrSpin.setValue(3)

        self.srRow.addWidget(self.dexSrSpin)

        self.delayLabel = QLabel(RisingTab)
        self.delayLabel.setObjectName(u"delayLabel")

        self.srRow.addWidget(self.delayLabel)

        self.delaySpin = StrictSpinBox(RisingTab)
        self.delaySpin.setObjectName(u"delaySpin")
        self.delaySpin.setMinimum(0)
        self.delaySpin.setMaximum(9)
        self.delaySpin.setValue(0)

        self.srRow.addWidget(self.delaySpin)

        self.srButton = QPushButton(RisingTab)
        self.srButton.setObjectName(u"srButton")

        self.srRow.addWidget(self.srButton)


        self.leftColumn.addLayout(self.srRow)

        self.hintLabel = QLabel(RisingTab)
        self.hintLabel.setObjectName(u"hintLabel")
        self.hintLabel.setWordWrap(True)

        self.leftColumn.addWidget(self.hintLabel)

        self.leftColumn.setStretch(0, 1)

        self.bodyLayout.addLayout(self.leftColumn)

        self.rightColumn = QVBoxLayout()
        self.rightColumn.setObjectName(u"rightColumn")
        self.attackGroup = QGroupBox(RisingTab)
        self.attackGroup.setObjectName(u"attackGroup")
        self.attackGrid = QFormLayout(self.attackGroup)
        self.attackGrid.setObjectName(u"attackGrid")
        self.attackerLabel = QLabel(self.attackGroup)
        self.attackerLabel.setObjectName(u"attackerLabel")

        self.attackGrid.setWidget(0, QFormLayout.ItemRole.LabelRole, self.attackerLabel)

        self.attackerCombo = QComboBox(self.attackGroup)
        self.attackerCombo.setObjectName(u"attackerCombo")

        self.attackGrid.setWidget(0, QFormLayout.ItemRole.FieldRole, self.attackerCombo)

        self.targetLabel = QLabel(self.attackGroup)
        self.targetLabel.setObjectName(u"targetLabel")

        self.attackGrid.setWidget(1, QFormLayout.ItemRole.LabelRole, self.targetLabel)

        self.targetCombo = QComboBox(self.attackGroup)
        self.targetCombo.setObjectName(u"targetCombo")

        self.attackGrid.setWidget(1, QFormLayout.ItemRole.FieldRole, self.targetCombo)

        self.weaponLabel = QLabel(self.attackGroup)
        self.weaponLabel.setObjectName(u"weaponLabel")

        self.attackGrid.setWidget(2, QFormLayout.ItemRole.LabelRole, self.weaponLabel)

        self.weaponCombo = QComboBox(self.attackGroup)
        self.weaponCombo.setObjectName(u"weaponCombo")

        self.attackGrid.setWidget(2, QFormLayout.ItemRole.FieldRole, self.weaponCombo)

        self.modifierLabel = QLabel(self.attackGroup)
        self.modifierLabel.setObjectName(u"modifierLabel")

        self.attackGrid.setWidget(3, QFormLayout.ItemRole.LabelRole, self.modifierLabel)

        self.modifierSpin = StrictSpinBox(self.attackGroup)
        self.modifierSpin.setObjectName(u"modifierSpin")
        self.modifierSpin.setMinimum(-100)
        self.modifierSpin.setMaximum(100)
        self.modifierSpin.setValue(0)

        self.attackGrid.setWidget(3, QFormLayout.ItemRole.FieldRole, self.modifierSpin)

        self.shotsLabel = QLabel(self.attackGroup)
        self.shotsLabel.setObjectName(u"shotsLabel")

        self.attackGrid.setWidget(4, QFormLayout.ItemRole.LabelRole, self.shotsLabel)

        self.shotsSpin = StrictSpinBox(self.attackGroup)
        self.shotsSpin.setObjectName(u"shotsSpin")
        self.shotsSpin.setMinimum(1)
        self.shotsSpin.setMaximum(100)
        self.shotsSpin.setValue(1)

        self.attackGrid.setWidget(4, QFormLayout.ItemRole.FieldRole, self.shotsSpin)

        self.metresLabel = QLabel(self.attackGroup)
        self.metresLabel.setObjectName(u"metresLabel")

        self.attackGrid.setWidget(5, QFormLayout.ItemRole.LabelRole, self.metresLabel)

        self.metresSpin = StrictSpinBox(self.attackGroup)
        self.metresSpin.setObjectName(u"metresSpin")
        self.metresSpin.setMinimum(0)
        self.metresSpin.setMaximum(5000)
        self.metresSpin.setValue(10)

        self.attackGrid.setWidget(5, QFormLayout.ItemRole.FieldRole, self.metresSpin)

        self.classLabel = QLabel(self.attackGroup)
        self.classLabel.setObjectName(u"classLabel")

        self.attackGrid.setWidget(6, QFormLayout.ItemRole.LabelRole, self.classLabel)

        self.classCombo = QComboBox(self.attackGroup)
        self.classCombo.setObjectName(u"classCombo")

        self.attackGrid.setWidget(6, QFormLayout.ItemRole.FieldRole, self.classCombo)

        self.defenceLabel = QLabel(self.attackGroup)
        self.defenceLabel.setObjectName(u"defenceLabel")

        self.attackGrid.setWidget(7, QFormLayout.ItemRole.LabelRole, self.defenceLabel)

        self.defenceCombo = QComboBox(self.attackGroup)
        self.defenceCombo.setObjectName(u"defenceCombo")

        self.attackGrid.setWidget(7, QFormLayout.ItemRole.FieldRole, self.defenceCombo)

        self.aimLabel = QLabel(self.attackGroup)
        self.aimLabel.setObjectName(u"aimLabel")

        self.attackGrid.setWidget(8, QFormLayout.ItemRole.LabelRole, self.aimLabel)

        self.aimCombo = QComboBox(self.attackGroup)
        self.aimCombo.setObjectName(u"aimCombo")

        self.attackGrid.setWidget(8, QFormLayout.ItemRole.FieldRole, self.aimCombo)

        self.panicCheck = QCheckBox(self.attackGroup)
        self.panicCheck.setObjectName(u"panicCheck")

        self.attackGrid.setWidget(9, QFormLayout.ItemRole.SpanningRole, self.panicCheck)

        self.sniperCheck = QCheckBox(self.attackGroup)
        self.sniperCheck.setObjectName(u"sniperCheck")

        self.attackGrid.setWidget(10, QFormLayout.ItemRole.SpanningRole, self.sniperCheck)

        self.areaCheck = QCheckBox(self.attackGroup)
        self.areaCheck.setObjectName(u"areaCheck")

        self.attackGrid.setWidget(11, QFormLayout.ItemRole.SpanningRole, self.areaCheck)

        self.attackButton = QPushButton(self.attackGroup)
        self.attackButton.setObjectName(u"attackButton")

        self.attackGrid.setWidget(12, QFormLayout.ItemRole.SpanningRole, self.attackButton)


        self.rightColumn.addWidget(self.attackGroup)

        self.messageLabel = QLabel(RisingTab)
        self.messageLabel.setObjectName(u"messageLabel")
        self.messageLabel.setWordWrap(True)

        self.rightColumn.addWidget(self.messageLabel)

        self.storyLabel = QLabel(RisingTab)
        self.storyLabel.setObjectName(u"storyLabel")
        self.storyLabel.setWordWrap(True)

        self.rightColumn.addWidget(self.storyLabel)

        self.logView = QTableView(RisingTab)
        self.logView.setObjectName(u"logView")

        self.rightColumn.addWidget(self.logView)

        self.rightColumn.setStretch(3, 1)

        self.bodyLayout.addLayout(self.rightColumn)

        self.bodyLayout.setStretch(0, 3)
        self.bodyLayout.setStretch(1, 2)

        self.risingLayout.addLayout(self.bodyLayout)

        self.risingLayout.setStretch(2, 1)
#if QT_CONFIG(shortcut)
        self.dexSrLabel.setBuddy(self.dexSrSpin)
        self.delayLabel.setBuddy(self.delaySpin)
        self.attackerLabel.setBuddy(self.attackerCombo)
        self.targetLabel.setBuddy(self.targetCombo)
        self.weaponLabel.setBuddy(self.weaponCombo)
        self.modifierLabel.setBuddy(self.modifierSpin)
        self.shotsLabel.setBuddy(self.shotsSpin)
        self.metresLabel.setBuddy(self.metresSpin)
        self.classLabel.setBuddy(self.classCombo)
        self.defenceLabel.setBuddy(self.defenceCombo)
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
#if QT_CONFIG(accessibility)
        self.rosterCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"Fighter from the roster", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.rosterCombo.setToolTip(QCoreApplication.translate("RisingTab", u"Fighter from the roster", None))
#endif // QT_CONFIG(tooltip)
        self.addButton.setText(QCoreApplication.translate("RisingTab", u"A&dd", None))
#if QT_CONFIG(tooltip)
        self.addButton.setToolTip(QCoreApplication.translate("RisingTab", u"Add them to the fight", None))
#endif // QT_CONFIG(tooltip)
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
        self.hintLabel.setText(QCoreApplication.translate("RisingTab", u"Double-click a location to set its hit points (the source does not give them).", None))
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
        self.modifierLabel.setText(QCoreApplication.translate("RisingTab", u"Attack &modifier", None))
#if QT_CONFIG(accessibility)
        self.modifierSpin.setAccessibleName(QCoreApplication.translate("RisingTab", u"Attack modifier", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.modifierSpin.setToolTip(QCoreApplication.translate("RisingTab", u"Added to the attack chance in percent, plus or minus (the chance is never below 05%)", None))
#endif // QT_CONFIG(tooltip)
        self.modifierSpin.setSuffix(QCoreApplication.translate("RisingTab", u" %", None))
        self.shotsLabel.setText(QCoreApplication.translate("RisingTab", u"S&hots in the burst", None))
#if QT_CONFIG(accessibility)
        self.shotsSpin.setAccessibleName(QCoreApplication.translate("RisingTab", u"Shots in the burst", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.shotsSpin.setToolTip(QCoreApplication.translate("RisingTab", u"1: a single shot or blow; more: a burst", None))
#endif // QT_CONFIG(tooltip)
        self.shotsSpin.setSuffix(QCoreApplication.translate("RisingTab", u" shot", None))
        self.metresLabel.setText(QCoreApplication.translate("RisingTab", u"Range (m&etres)", None))
#if QT_CONFIG(accessibility)
        self.metresSpin.setAccessibleName(QCoreApplication.translate("RisingTab", u"Range in metres", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.metresSpin.setToolTip(QCoreApplication.translate("RisingTab", u"The distance to the target, for missile weapons", None))
#endif // QT_CONFIG(tooltip)
        self.metresSpin.setSuffix(QCoreApplication.translate("RisingTab", u" m", None))
        self.classLabel.setText(QCoreApplication.translate("RisingTab", u"Range &bands", None))
#if QT_CONFIG(accessibility)
        self.classCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"Range bands", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.classCombo.setToolTip(QCoreApplication.translate("RisingTab", u"The weapon class whose range bands apply", None))
#endif // QT_CONFIG(tooltip)
        self.defenceLabel.setText(QCoreApplication.translate("RisingTab", u"Target's de&fence", None))
#if QT_CONFIG(accessibility)
        self.defenceCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"Target's defence", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.defenceCombo.setToolTip(QCoreApplication.translate("RisingTab", u"How the target defends", None))
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
        self.sniperCheck.setText(QCoreApplication.translate("RisingTab", u"Sniper: aimed a round first (+10% before halving)", None))
#if QT_CONFIG(tooltip)
        self.sniperCheck.setToolTip(QCoreApplication.translate("RisingTab", u"An aimed shot made after a round spent aiming, fired on the usual strike rank: the skill +10%, then halved (60 \u2192 35)", None))
#endif // QT_CONFIG(tooltip)
        self.areaCheck.setText(QCoreApplication.translate("RisingTab", u"Area effect (explosion or fire: to total HP, against armour)", None))
        self.attackButton.setText(QCoreApplication.translate("RisingTab", u"&Attack", None))
#if QT_CONFIG(tooltip)
        self.attackButton.setToolTip(QCoreApplication.translate("RisingTab", u"Roll the attack, the location, the damage and what follows", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.logView.setAccessibleName(QCoreApplication.translate("RisingTab", u"Fight log", None))
#endif // QT_CONFIG(accessibility)
        pass
    # retranslateUi

