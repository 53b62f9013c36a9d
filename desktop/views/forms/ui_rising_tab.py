# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'rising_tab.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QDate, QDateTime, QLocale,
    QMetaObject, QObject, QPoint, QRect,
    QSize, QTime, QUrl, Qt)
from PySide6.QtGui import (QBrush, QColor, QConicalGradient, QCursor,
    QFont, QFontDatabase, QGradient, QIcon,
    QImage, QKeySequence, QLinearGradient, QPainter,
    QPalette, QPixmap, QRadialGradient, QTransform)
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QGridLayout,
    QGroupBox, QHBoxLayout, QHeaderView, QLabel,
    QPushButton, QSizePolicy, QSpacerItem, QTableView,
    QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from desktop.views.numbers import StrictSpinBox

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

        self.trackTable = QTableWidget(RisingTab)
        self.trackTable.setObjectName(u"trackTable")
        self.trackTable.setMaximumSize(QSize(16777215, 92))

        self.risingLayout.addWidget(self.trackTable)

        self.bodyLayout = QHBoxLayout()
        self.bodyLayout.setObjectName(u"bodyLayout")
        self.leftColumn = QVBoxLayout()
        self.leftColumn.setObjectName(u"leftColumn")
        self.fightersTable = QTableWidget(RisingTab)
        self.fightersTable.setObjectName(u"fightersTable")

        self.leftColumn.addWidget(self.fightersTable)

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
        self.dexSrSpin = StrictSpinBox(RisingTab)
        self.dexSrSpin.setObjectName(u"dexSrSpin")
        self.dexSrSpin.setMinimum(1)
        self.dexSrSpin.setMaximum(10)
        self.dexSrSpin.setValue(3)

        self.srRow.addWidget(self.dexSrSpin)

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
        self.attackGrid = QGridLayout(self.attackGroup)
        self.attackGrid.setObjectName(u"attackGrid")
        self.attackerCombo = QComboBox(self.attackGroup)
        self.attackerCombo.setObjectName(u"attackerCombo")

        self.attackGrid.addWidget(self.attackerCombo, 0, 0, 1, 2)

        self.targetCombo = QComboBox(self.attackGroup)
        self.targetCombo.setObjectName(u"targetCombo")

        self.attackGrid.addWidget(self.targetCombo, 1, 0, 1, 2)

        self.weaponCombo = QComboBox(self.attackGroup)
        self.weaponCombo.setObjectName(u"weaponCombo")

        self.attackGrid.addWidget(self.weaponCombo, 2, 0, 1, 2)

        self.modifierSpin = StrictSpinBox(self.attackGroup)
        self.modifierSpin.setObjectName(u"modifierSpin")
        self.modifierSpin.setMinimum(-100)
        self.modifierSpin.setMaximum(100)
        self.modifierSpin.setValue(0)

        self.attackGrid.addWidget(self.modifierSpin, 3, 0, 1, 1)

        self.shotsSpin = StrictSpinBox(self.attackGroup)
        self.shotsSpin.setObjectName(u"shotsSpin")
        self.shotsSpin.setMinimum(1)
        self.shotsSpin.setMaximum(100)
        self.shotsSpin.setValue(1)

        self.attackGrid.addWidget(self.shotsSpin, 3, 1, 1, 1)

        self.metresSpin = StrictSpinBox(self.attackGroup)
        self.metresSpin.setObjectName(u"metresSpin")
        self.metresSpin.setMinimum(0)
        self.metresSpin.setMaximum(5000)
        self.metresSpin.setValue(10)

        self.attackGrid.addWidget(self.metresSpin, 4, 0, 1, 1)

        self.classCombo = QComboBox(self.attackGroup)
        self.classCombo.setObjectName(u"classCombo")

        self.attackGrid.addWidget(self.classCombo, 4, 1, 1, 1)

        self.defenceCombo = QComboBox(self.attackGroup)
        self.defenceCombo.setObjectName(u"defenceCombo")

        self.attackGrid.addWidget(self.defenceCombo, 5, 0, 1, 1)

        self.attackButton = QPushButton(self.attackGroup)
        self.attackButton.setObjectName(u"attackButton")

        self.attackGrid.addWidget(self.attackButton, 5, 1, 1, 1)

        self.aimCombo = QComboBox(self.attackGroup)
        self.aimCombo.setObjectName(u"aimCombo")

        self.attackGrid.addWidget(self.aimCombo, 6, 0, 1, 1)

        self.panicCheck = QCheckBox(self.attackGroup)
        self.panicCheck.setObjectName(u"panicCheck")

        self.attackGrid.addWidget(self.panicCheck, 6, 1, 1, 1)

        self.sniperCheck = QCheckBox(self.attackGroup)
        self.sniperCheck.setObjectName(u"sniperCheck")

        self.attackGrid.addWidget(self.sniperCheck, 7, 0, 1, 2)

        self.areaCheck = QCheckBox(self.attackGroup)
        self.areaCheck.setObjectName(u"areaCheck")

        self.attackGrid.addWidget(self.areaCheck, 8, 0, 1, 2)


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
        self.trackTable.setAccessibleName(QCoreApplication.translate("RisingTab", u"Strike ranks", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.fightersTable.setAccessibleName(QCoreApplication.translate("RisingTab", u"Fighters", None))
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
#if QT_CONFIG(accessibility)
        self.dexSrSpin.setAccessibleName(QCoreApplication.translate("RisingTab", u"DEX strike rank (the Keeper's: the source's table is lost)", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.dexSrSpin.setToolTip(QCoreApplication.translate("RisingTab", u"DEX strike rank (the Keeper's: the source's table is lost)", None))
#endif // QT_CONFIG(tooltip)
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
#if QT_CONFIG(accessibility)
        self.attackerCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"Attacker", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.attackerCombo.setToolTip(QCoreApplication.translate("RisingTab", u"Attacker", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.targetCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"Target", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.targetCombo.setToolTip(QCoreApplication.translate("RisingTab", u"Target", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.weaponCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"Weapon", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.weaponCombo.setToolTip(QCoreApplication.translate("RisingTab", u"Weapon", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.modifierSpin.setAccessibleName(QCoreApplication.translate("RisingTab", u"Attack modifiers in percent (never below 05%)", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.modifierSpin.setToolTip(QCoreApplication.translate("RisingTab", u"Attack modifiers in percent (never below 05%)", None))
#endif // QT_CONFIG(tooltip)
        self.modifierSpin.setSuffix(QCoreApplication.translate("RisingTab", u" %", None))
#if QT_CONFIG(accessibility)
        self.shotsSpin.setAccessibleName(QCoreApplication.translate("RisingTab", u"Shots in a burst (1: a single shot or blow)", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.shotsSpin.setToolTip(QCoreApplication.translate("RisingTab", u"Shots in a burst (1: a single shot or blow)", None))
#endif // QT_CONFIG(tooltip)
        self.shotsSpin.setSuffix(QCoreApplication.translate("RisingTab", u" shots", None))
#if QT_CONFIG(accessibility)
        self.metresSpin.setAccessibleName(QCoreApplication.translate("RisingTab", u"Range in metres (missile weapons)", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.metresSpin.setToolTip(QCoreApplication.translate("RisingTab", u"Range in metres (missile weapons)", None))
#endif // QT_CONFIG(tooltip)
        self.metresSpin.setSuffix(QCoreApplication.translate("RisingTab", u" m", None))
#if QT_CONFIG(accessibility)
        self.classCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"Range bands of weapon class", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.classCombo.setToolTip(QCoreApplication.translate("RisingTab", u"Range bands of weapon class", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.defenceCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"The target's defence", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.defenceCombo.setToolTip(QCoreApplication.translate("RisingTab", u"The target's defence", None))
#endif // QT_CONFIG(tooltip)
        self.attackButton.setText(QCoreApplication.translate("RisingTab", u"&Attack", None))
#if QT_CONFIG(tooltip)
        self.attackButton.setToolTip(QCoreApplication.translate("RisingTab", u"Roll the attack, the location, the damage and what follows", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.aimCombo.setAccessibleName(QCoreApplication.translate("RisingTab", u"Aimed shot at a location (fired on strike rank 10 at half the skill)", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.aimCombo.setToolTip(QCoreApplication.translate("RisingTab", u"Aimed shot at a location (fired on strike rank 10 at half the skill)", None))
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
#if QT_CONFIG(accessibility)
        self.logView.setAccessibleName(QCoreApplication.translate("RisingTab", u"Fight log", None))
#endif // QT_CONFIG(accessibility)
        pass
    # retranslateUi

