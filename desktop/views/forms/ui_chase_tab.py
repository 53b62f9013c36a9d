# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'chase_tab.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSpacerItem, QSplitter, QTableView, QVBoxLayout, QWidget

from desktop.views.common.numbers import StrictSpinBox

class Ui_ChaseTab(object):
    def setupUi(self, ChaseTab):
        if not ChaseTab.objectName():
            ChaseTab.setObjectName(u"ChaseTab")
        self.chaseLayout = QVBoxLayout(ChaseTab)
        self.chaseLayout.setObjectName(u"chaseLayout")
        self.headerRow = QHBoxLayout()
        self.headerRow.setObjectName(u"headerRow")
        self.titleLabel = QLabel(ChaseTab)
        self.titleLabel.setObjectName(u"titleLabel")

        self.headerRow.addWidget(self.titleLabel)

        self.chaseCombo = QComboBox(ChaseTab)
        self.chaseCombo.setObjectName(u"chaseCombo")

        self.headerRow.addWidget(self.chaseCombo)

        self.headerSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.headerRow.addItem(self.headerSpacer)

        self.newChaseButton = QPushButton(ChaseTab)
        self.newChaseButton.setObjectName(u"newChaseButton")

        self.headerRow.addWidget(self.newChaseButton)

        self.passButton = QPushButton(ChaseTab)
        self.passButton.setObjectName(u"passButton")

        self.headerRow.addWidget(self.passButton)

        self.nextRoundButton = QPushButton(ChaseTab)
        self.nextRoundButton.setObjectName(u"nextRoundButton")

        self.headerRow.addWidget(self.nextRoundButton)

        self.suddenButton = QPushButton(ChaseTab)
        self.suddenButton.setObjectName(u"suddenButton")

        self.headerRow.addWidget(self.suddenButton)

        self.endButton = QPushButton(ChaseTab)
        self.endButton.setObjectName(u"endButton")

        self.headerRow.addWidget(self.endButton)


        self.chaseLayout.addLayout(self.headerRow)

        self.bodySplitter = QSplitter(ChaseTab)
        self.bodySplitter.setObjectName(u"bodySplitter")
        self.bodySplitter.setOrientation(Qt.Orientation.Horizontal)
        self.bodySplitter.setChildrenCollapsible(False)
        self.leftPane = QWidget(self.bodySplitter)
        self.leftPane.setObjectName(u"leftPane")
        self.leftColumn = QVBoxLayout(self.leftPane)
        self.leftColumn.setObjectName(u"leftColumn")
        self.leftColumn.setContentsMargins(0, 0, 0, 0)
        self.setupGroup = QGroupBox(self.leftPane)
        self.setupGroup.setObjectName(u"setupGroup")
        self.setupGrid = QGridLayout(self.setupGroup)
        self.setupGrid.setObjectName(u"setupGrid")
        self.whoCombo = QComboBox(self.setupGroup)
        self.whoCombo.setObjectName(u"whoCombo")

        self.setupGrid.addWidget(self.whoCombo, 0, 0, 1, 2)

        self.sideCombo = QComboBox(self.setupGroup)
        self.sideCombo.setObjectName(u"sideCombo")

        self.setupGrid.addWidget(self.sideCombo, 1, 0, 1, 1)

        self.vehicleCombo = QComboBox(self.setupGroup)
        self.vehicleCombo.setObjectName(u"vehicleCombo")

        self.setupGrid.addWidget(self.vehicleCombo, 1, 1, 1, 1)

        self.aptitudeCombo = QComboBox(self.setupGroup)
        self.aptitudeCombo.setObjectName(u"aptitudeCombo")

        self.setupGrid.addWidget(self.aptitudeCombo, 2, 0, 1, 1)

        self.twentiesCheck = QCheckBox(self.setupGroup)
        self.twentiesCheck.setObjectName(u"twentiesCheck")

        self.setupGrid.addWidget(self.twentiesCheck, 2, 1, 1, 1)

        self.copiesSpin = StrictSpinBox(self.setupGroup)
        self.copiesSpin.setObjectName(u"copiesSpin")
        self.copiesSpin.setMinimum(1)
        self.copiesSpin.setMaximum(20)
        self.copiesSpin.setValue(1)

        self.setupGrid.addWidget(self.copiesSpin, 3, 1, 1, 1)

        self.addButton = QPushButton(self.setupGroup)
        self.addButton.setObjectName(u"addButton")

        self.setupGrid.addWidget(self.addButton, 3, 0, 1, 1)

        self.speedButton = QPushButton(self.setupGroup)
        self.speedButton.setObjectName(u"speedButton")

        self.setupGrid.addWidget(self.speedButton, 4, 0, 1, 1)

        self.cutButton = QPushButton(self.setupGroup)
        self.cutButton.setObjectName(u"cutButton")

        self.setupGrid.addWidget(self.cutButton, 4, 1, 1, 1)


        self.leftColumn.addWidget(self.setupGroup)

        self.trackGroup = QGroupBox(self.leftPane)
        self.trackGroup.setObjectName(u"trackGroup")
        self.trackGrid = QGridLayout(self.trackGroup)
        self.trackGrid.setObjectName(u"trackGrid")
        self.countSpin = StrictSpinBox(self.trackGroup)
        self.countSpin.setObjectName(u"countSpin")
        self.countSpin.setMinimum(1)
        self.countSpin.setMaximum(100)
        self.countSpin.setValue(5)

        self.trackGrid.addWidget(self.countSpin, 0, 0, 1, 1)

        self.environmentCombo = QComboBox(self.trackGroup)
        self.environmentCombo.setObjectName(u"environmentCombo")

        self.trackGrid.addWidget(self.environmentCombo, 0, 1, 1, 1)

        self.hiddenCheck = QCheckBox(self.trackGroup)
        self.hiddenCheck.setObjectName(u"hiddenCheck")

        self.trackGrid.addWidget(self.hiddenCheck, 1, 0, 1, 2)

        self.randomButton = QPushButton(self.trackGroup)
        self.randomButton.setObjectName(u"randomButton")

        self.trackGrid.addWidget(self.randomButton, 2, 0, 1, 2)

        self.trackHint = QLabel(self.trackGroup)
        self.trackHint.setObjectName(u"trackHint")
        self.trackHint.setWordWrap(True)

        self.trackGrid.addWidget(self.trackHint, 3, 0, 1, 2)


        self.leftColumn.addWidget(self.trackGroup)

        self.actGroup = QGroupBox(self.leftPane)
        self.actGroup.setObjectName(u"actGroup")
        self.actGrid = QGridLayout(self.actGroup)
        self.actGrid.setObjectName(u"actGrid")
        self.locationsSpin = StrictSpinBox(self.actGroup)
        self.locationsSpin.setObjectName(u"locationsSpin")
        self.locationsSpin.setMinimum(1)
        self.locationsSpin.setMaximum(5)
        self.locationsSpin.setValue(1)

        self.actGrid.addWidget(self.locationsSpin, 0, 0, 1, 1)

        self.cautiousSpin = StrictSpinBox(self.actGroup)
        self.cautiousSpin.setObjectName(u"cautiousSpin")
        self.cautiousSpin.setMinimum(0)
        self.cautiousSpin.setMaximum(2)
        self.cautiousSpin.setValue(0)

        self.actGrid.addWidget(self.cautiousSpin, 0, 1, 1, 1)

        self.moveButton = QPushButton(self.actGroup)
        self.moveButton.setObjectName(u"moveButton")

        self.actGrid.addWidget(self.moveButton, 0, 2, 1, 1)

        self.targetCombo = QComboBox(self.actGroup)
        self.targetCombo.setObjectName(u"targetCombo")

        self.actGrid.addWidget(self.targetCombo, 1, 0, 1, 2)

        self.weaponCombo = QComboBox(self.actGroup)
        self.weaponCombo.setObjectName(u"weaponCombo")

        self.actGrid.addWidget(self.weaponCombo, 2, 0, 1, 2)

        self.distanceSpin = StrictSpinBox(self.actGroup)
        self.distanceSpin.setObjectName(u"distanceSpin")
        self.distanceSpin.setMinimum(1)
        self.distanceSpin.setMaximum(5000)
        self.distanceSpin.setValue(10)

        self.actGrid.addWidget(self.distanceSpin, 1, 2, 1, 1)

        self.shotsSpin = StrictSpinBox(self.actGroup)
        self.shotsSpin.setObjectName(u"shotsSpin")
        self.shotsSpin.setMinimum(1)
        self.shotsSpin.setMaximum(3)
        self.shotsSpin.setValue(1)

        self.actGrid.addWidget(self.shotsSpin, 2, 2, 1, 1)

        self.responseCombo = QComboBox(self.actGroup)
        self.responseCombo.setObjectName(u"responseCombo")

        self.actGrid.addWidget(self.responseCombo, 3, 0, 1, 1)

        self.defenderWeaponCombo = QComboBox(self.actGroup)
        self.defenderWeaponCombo.setObjectName(u"defenderWeaponCombo")

        self.actGrid.addWidget(self.defenderWeaponCombo, 3, 1, 1, 1)

        self.steadyCheck = QCheckBox(self.actGroup)
        self.steadyCheck.setObjectName(u"steadyCheck")

        self.actGrid.addWidget(self.steadyCheck, 3, 2, 1, 1)

        self.attackButton = QPushButton(self.actGroup)
        self.attackButton.setObjectName(u"attackButton")

        self.actGrid.addWidget(self.attackButton, 4, 0, 1, 1)

        self.ramButton = QPushButton(self.actGroup)
        self.ramButton.setObjectName(u"ramButton")

        self.actGrid.addWidget(self.ramButton, 4, 1, 1, 1)

        self.moreButton = QPushButton(self.actGroup)
        self.moreButton.setObjectName(u"moreButton")

        self.actGrid.addWidget(self.moreButton, 4, 2, 1, 1)


        self.leftColumn.addWidget(self.actGroup)

        self.messageLabel = QLabel(self.leftPane)
        self.messageLabel.setObjectName(u"messageLabel")
        self.messageLabel.setWordWrap(True)

        self.leftColumn.addWidget(self.messageLabel)

        self.storyLabel = QLabel(self.leftPane)
        self.storyLabel.setObjectName(u"storyLabel")
        self.storyLabel.setWordWrap(True)

        self.leftColumn.addWidget(self.storyLabel)

        self.leftSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.leftColumn.addItem(self.leftSpacer)

        self.leftColumn.setStretch(5, 1)
        self.bodySplitter.addWidget(self.leftPane)
        self.rightPane = QWidget(self.bodySplitter)
        self.rightPane.setObjectName(u"rightPane")
        self.rightColumn = QVBoxLayout(self.rightPane)
        self.rightColumn.setObjectName(u"rightColumn")
        self.rightColumn.setContentsMargins(0, 0, 0, 0)
        self.mapSplitter = QSplitter(self.rightPane)
        self.mapSplitter.setObjectName(u"mapSplitter")
        self.mapSplitter.setOrientation(Qt.Orientation.Vertical)
        self.mapSplitter.setChildrenCollapsible(False)
        self.mapPane = QWidget(self.mapSplitter)
        self.mapPane.setObjectName(u"mapPane")
        self.mapPaneLayout = QVBoxLayout(self.mapPane)
        self.mapPaneLayout.setObjectName(u"mapPaneLayout")
        self.mapPaneLayout.setContentsMargins(0, 0, 0, 0)
        self.mapRow = QHBoxLayout()
        self.mapRow.setObjectName(u"mapRow")
        self.mapLabel = QLabel(self.mapPane)
        self.mapLabel.setObjectName(u"mapLabel")

        self.mapRow.addWidget(self.mapLabel)

        self.zoomOutButton = QPushButton(self.mapPane)
        self.zoomOutButton.setObjectName(u"zoomOutButton")

        self.mapRow.addWidget(self.zoomOutButton)

        self.zoomInButton = QPushButton(self.mapPane)
        self.zoomInButton.setObjectName(u"zoomInButton")

        self.mapRow.addWidget(self.zoomInButton)

        self.fitButton = QPushButton(self.mapPane)
        self.fitButton.setObjectName(u"fitButton")

        self.mapRow.addWidget(self.fitButton)

        self.mapRow.setStretch(0, 1)

        self.mapPaneLayout.addLayout(self.mapRow)

        self.mapHolder = QWidget(self.mapPane)
        self.mapHolder.setObjectName(u"mapHolder")

        self.mapPaneLayout.addWidget(self.mapHolder)

        self.mapSplitter.addWidget(self.mapPane)
        self.tablesPane = QWidget(self.mapSplitter)
        self.tablesPane.setObjectName(u"tablesPane")
        self.tablesRow = QHBoxLayout(self.tablesPane)
        self.tablesRow.setObjectName(u"tablesRow")
        self.tablesRow.setContentsMargins(0, 0, 0, 0)
        self.tablesSplitter = QSplitter(self.tablesPane)
        self.tablesSplitter.setObjectName(u"tablesSplitter")
        self.tablesSplitter.setOrientation(Qt.Orientation.Vertical)
        self.tablesSplitter.setChildrenCollapsible(False)
        self.runnersView = QTableView(self.tablesSplitter)
        self.runnersView.setObjectName(u"runnersView")
        self.tablesSplitter.addWidget(self.runnersView)
        self.logView = QTableView(self.tablesSplitter)
        self.logView.setObjectName(u"logView")
        self.tablesSplitter.addWidget(self.logView)

        self.tablesRow.addWidget(self.tablesSplitter)

        self.mapSplitter.addWidget(self.tablesPane)

        self.rightColumn.addWidget(self.mapSplitter)

        self.bodySplitter.addWidget(self.rightPane)

        self.chaseLayout.addWidget(self.bodySplitter)

        self.chaseLayout.setStretch(1, 1)

        self.retranslateUi(ChaseTab)
    # setupUi

    def retranslateUi(self, ChaseTab):
#if QT_CONFIG(accessibility)
        self.chaseCombo.setAccessibleName(QCoreApplication.translate("ChaseTab", u"Chase in front", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.chaseCombo.setToolTip(QCoreApplication.translate("ChaseTab", u"A group that split off is a chase of its own: pick the one to show and run", None))
#endif // QT_CONFIG(tooltip)
        self.newChaseButton.setText(QCoreApplication.translate("ChaseTab", u"&New Chase\u2026", None))
#if QT_CONFIG(tooltip)
        self.newChaseButton.setToolTip(QCoreApplication.translate("ChaseTab", u"Start a new chase with a name (the one under way must end first)", None))
#endif // QT_CONFIG(tooltip)
        self.passButton.setText(QCoreApplication.translate("ChaseTab", u"&Pass the Move", None))
#if QT_CONFIG(tooltip)
        self.passButton.setToolTip(QCoreApplication.translate("ChaseTab", u"The one whose move it is (\u25b6) is done: their movement actions left go unused and the move goes to the next in DEX order", None))
#endif // QT_CONFIG(tooltip)
        self.nextRoundButton.setText(QCoreApplication.translate("ChaseTab", u"Next Ro&und", None))
#if QT_CONFIG(tooltip)
        self.nextRoundButton.setToolTip(QCoreApplication.translate("ChaseTab", u"Movement actions afresh for everyone, in DEX order", None))
#endif // QT_CONFIG(tooltip)
        self.suddenButton.setText(QCoreApplication.translate("ChaseTab", u"Sudden Ha&zard\u2026", None))
#if QT_CONFIG(tooltip)
        self.suddenButton.setToolTip(QCoreApplication.translate("ChaseTab", u"Once a round, Keeper and players in turn: a group Luck roll decides who places a Regular hazard", None))
#endif // QT_CONFIG(tooltip)
        self.endButton.setText(QCoreApplication.translate("ChaseTab", u"En&d Chase", None))
#if QT_CONFIG(tooltip)
        self.endButton.setToolTip(QCoreApplication.translate("ChaseTab", u"Close the chase; it stays in the journal, and Undo reopens it", None))
#endif // QT_CONFIG(tooltip)
        self.setupGroup.setTitle(QCoreApplication.translate("ChaseTab", u"1. Who is in it", None))
#if QT_CONFIG(accessibility)
        self.whoCombo.setAccessibleName(QCoreApplication.translate("ChaseTab", u"Participant from the roster, or typed in", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.whoCombo.setToolTip(QCoreApplication.translate("ChaseTab", u"Participant from the roster, or typed in", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.sideCombo.setAccessibleName(QCoreApplication.translate("ChaseTab", u"Fleeing or pursuing", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.sideCombo.setToolTip(QCoreApplication.translate("ChaseTab", u"Fleeing or pursuing", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.vehicleCombo.setAccessibleName(QCoreApplication.translate("ChaseTab", u"On foot, or the vehicle from the charts", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.vehicleCombo.setToolTip(QCoreApplication.translate("ChaseTab", u"On foot, or the vehicle from the charts", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.aptitudeCombo.setAccessibleName(QCoreApplication.translate("ChaseTab", u"A monster's aptitude for the chase's skills (DEX, half, a fifth)", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.aptitudeCombo.setToolTip(QCoreApplication.translate("ChaseTab", u"A monster's aptitude for the chase's skills (DEX, half, a fifth)", None))
#endif // QT_CONFIG(tooltip)
        self.twentiesCheck.setText(QCoreApplication.translate("ChaseTab", u"1920s vehicle (MOV \u221220%)", None))
#if QT_CONFIG(tooltip)
        self.twentiesCheck.setToolTip(QCoreApplication.translate("ChaseTab", u"Vehicles of the 1920s are about a fifth slower than the modern charts say", None))
#endif // QT_CONFIG(tooltip)
        self.copiesSpin.setPrefix(QCoreApplication.translate("ChaseTab", u"\u00d7 ", None))
#if QT_CONFIG(accessibility)
        self.copiesSpin.setAccessibleName(QCoreApplication.translate("ChaseTab", u"Copies", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.copiesSpin.setToolTip(QCoreApplication.translate("ChaseTab", u"How many: NPCs and creatures come as numbered copies, each with its own hit points", None))
#endif // QT_CONFIG(tooltip)
        self.addButton.setText(QCoreApplication.translate("ChaseTab", u"&Add to the Chase", None))
#if QT_CONFIG(tooltip)
        self.addButton.setToolTip(QCoreApplication.translate("ChaseTab", u"Before the chase: into the set-up. Once it runs: joins at the location of the lead pursuer, with a speed roll", None))
#endif // QT_CONFIG(tooltip)
        self.speedButton.setText(QCoreApplication.translate("ChaseTab", u"2. &Speed Rolls", None))
#if QT_CONFIG(tooltip)
        self.speedButton.setToolTip(QCoreApplication.translate("ChaseTab", u"CON on foot, the driving skill in a vehicle: Extreme +1 MOV, failure \u22121", None))
#endif // QT_CONFIG(tooltip)
        self.cutButton.setText(QCoreApplication.translate("ChaseTab", u"3. &Cut to the Chase", None))
#if QT_CONFIG(tooltip)
        self.cutButton.setToolTip(QCoreApplication.translate("ChaseTab", u"Escapes and drop-outs, placement, movement actions, DEX order", None))
#endif // QT_CONFIG(tooltip)
        self.trackGroup.setTitle(QCoreApplication.translate("ChaseTab", u"The track", None))
#if QT_CONFIG(accessibility)
        self.countSpin.setAccessibleName(QCoreApplication.translate("ChaseTab", u"Locations to add", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.countSpin.setToolTip(QCoreApplication.translate("ChaseTab", u"Locations to add", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.environmentCombo.setAccessibleName(QCoreApplication.translate("ChaseTab", u"How dangerous the surroundings are", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.environmentCombo.setToolTip(QCoreApplication.translate("ChaseTab", u"How dangerous the surroundings are", None))
#endif // QT_CONFIG(tooltip)
        self.hiddenCheck.setText(QCoreApplication.translate("ChaseTab", u"Hidden from the players until met", None))
#if QT_CONFIG(tooltip)
        self.hiddenCheck.setToolTip(QCoreApplication.translate("ChaseTab", u"The players' window shows these as open ground until someone reaches them or you reveal them", None))
#endif // QT_CONFIG(tooltip)
        self.randomButton.setText(QCoreApplication.translate("ChaseTab", u"Add Random &Locations", None))
#if QT_CONFIG(tooltip)
        self.randomButton.setToolTip(QCoreApplication.translate("ChaseTab", u"01\u201359 open, 60+ Regular, 85+ Hard, 96+ Extreme hazard", None))
#endif // QT_CONFIG(tooltip)
        self.trackHint.setText(QCoreApplication.translate("ChaseTab", u"Right-click a location to draw a hazard or barrier by hand.", None))
        self.actGroup.setTitle(QCoreApplication.translate("ChaseTab", u"The selected participant", None))
#if QT_CONFIG(accessibility)
        self.locationsSpin.setAccessibleName(QCoreApplication.translate("ChaseTab", u"Locations in one movement action (2\u20135: pedal to the metal, vehicles only)", None))
#endif // QT_CONFIG(accessibility)
        self.locationsSpin.setSuffix(QCoreApplication.translate("ChaseTab", u" loc.", None))
#if QT_CONFIG(tooltip)
        self.locationsSpin.setToolTip(QCoreApplication.translate("ChaseTab", u"Locations in one movement action (2\u20135: pedal to the metal, vehicles only)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.cautiousSpin.setAccessibleName(QCoreApplication.translate("ChaseTab", u"Movement actions spent on care: as many bonus dice on the first hazard", None))
#endif // QT_CONFIG(accessibility)
        self.cautiousSpin.setSuffix(QCoreApplication.translate("ChaseTab", u" care", None))
#if QT_CONFIG(tooltip)
        self.cautiousSpin.setToolTip(QCoreApplication.translate("ChaseTab", u"Movement actions spent on care: as many bonus dice on the first hazard", None))
#endif // QT_CONFIG(tooltip)
        self.moveButton.setText(QCoreApplication.translate("ChaseTab", u"&Move", None))
#if QT_CONFIG(tooltip)
        self.moveButton.setToolTip(QCoreApplication.translate("ChaseTab", u"One movement action forward; hazards on the way are rolled", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.targetCombo.setAccessibleName(QCoreApplication.translate("ChaseTab", u"Target", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.targetCombo.setToolTip(QCoreApplication.translate("ChaseTab", u"Target", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.weaponCombo.setAccessibleName(QCoreApplication.translate("ChaseTab", u"Weapon", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.weaponCombo.setToolTip(QCoreApplication.translate("ChaseTab", u"Weapon", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.distanceSpin.setAccessibleName(QCoreApplication.translate("ChaseTab", u"Distance to the target in yards (sets a firearm's difficulty)", None))
#endif // QT_CONFIG(accessibility)
        self.distanceSpin.setSuffix(QCoreApplication.translate("ChaseTab", u" yd", None))
#if QT_CONFIG(tooltip)
        self.distanceSpin.setToolTip(QCoreApplication.translate("ChaseTab", u"Distance to the target in yards (sets a firearm's difficulty)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.shotsSpin.setAccessibleName(QCoreApplication.translate("ChaseTab", u"Shots this round (as the weapon's rate of fire allows)", None))
#endif // QT_CONFIG(accessibility)
        self.shotsSpin.setSuffix(QCoreApplication.translate("ChaseTab", u" shot", None))
#if QT_CONFIG(tooltip)
        self.shotsSpin.setToolTip(QCoreApplication.translate("ChaseTab", u"Shots this round (as the weapon's rate of fire allows)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.responseCombo.setAccessibleName(QCoreApplication.translate("ChaseTab", u"What the target does against a blow", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.responseCombo.setToolTip(QCoreApplication.translate("ChaseTab", u"What the target does against a blow: dodges, fights back or does nothing (a thrown weapon may be dodged; bullets cannot)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.defenderWeaponCombo.setAccessibleName(QCoreApplication.translate("ChaseTab", u"The target's weapon for fighting back", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.defenderWeaponCombo.setToolTip(QCoreApplication.translate("ChaseTab", u"The target's weapon for fighting back: its best melee weapon unless you pick another", None))
#endif // QT_CONFIG(tooltip)
        self.steadyCheck.setText(QCoreApplication.translate("ChaseTab", u"Hold still", None))
#if QT_CONFIG(tooltip)
        self.steadyCheck.setToolTip(QCoreApplication.translate("ChaseTab", u"Spend a movement action holding still: no penalty die for firing from a moving vehicle", None))
#endif // QT_CONFIG(tooltip)
        self.attackButton.setText(QCoreApplication.translate("ChaseTab", u"A&ttack", None))
#if QT_CONFIG(tooltip)
        self.attackButton.setToolTip(QCoreApplication.translate("ChaseTab", u"Melee needs the target alongside and costs a movement action; shooting costs none", None))
#endif // QT_CONFIG(tooltip)
        self.ramButton.setText(QCoreApplication.translate("ChaseTab", u"&Ram", None))
#if QT_CONFIG(tooltip)
        self.ramButton.setToolTip(QCoreApplication.translate("ChaseTab", u"The vehicle as a weapon: 1D10 per point of Build, half back to the rammer", None))
#endif // QT_CONFIG(tooltip)
        self.moreButton.setText(QCoreApplication.translate("ChaseTab", u"More\u2026", None))
#if QT_CONFIG(tooltip)
        self.moreButton.setToolTip(QCoreApplication.translate("ChaseTab", u"Barriers, tyres, damage, collisions, navigating, leaving the chase", None))
#endif // QT_CONFIG(tooltip)
        self.mapLabel.setText(QCoreApplication.translate("ChaseTab", u"Drag a token forward to move it; right-click for more.", None))
        self.zoomOutButton.setText(QCoreApplication.translate("ChaseTab", u"\u2212", None))
#if QT_CONFIG(tooltip)
        self.zoomOutButton.setToolTip(QCoreApplication.translate("ChaseTab", u"Zoom out (Ctrl+wheel)", None))
#endif // QT_CONFIG(tooltip)
        self.zoomInButton.setText(QCoreApplication.translate("ChaseTab", u"+", None))
#if QT_CONFIG(tooltip)
        self.zoomInButton.setToolTip(QCoreApplication.translate("ChaseTab", u"Zoom in (Ctrl+wheel)", None))
#endif // QT_CONFIG(tooltip)
        self.fitButton.setText(QCoreApplication.translate("ChaseTab", u"Fit", None))
#if QT_CONFIG(tooltip)
        self.fitButton.setToolTip(QCoreApplication.translate("ChaseTab", u"The whole track in view", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.runnersView.setAccessibleName(QCoreApplication.translate("ChaseTab", u"Participants", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.logView.setAccessibleName(QCoreApplication.translate("ChaseTab", u"Chase log", None))
#endif // QT_CONFIG(accessibility)
        pass
    # retranslateUi

