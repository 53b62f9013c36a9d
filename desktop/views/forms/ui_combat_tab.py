# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'combat_tab.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QCheckBox, QComboBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QProgressBar, QPushButton, QSizePolicy, QSpacerItem, QSplitter, QTabWidget, QTableView, QTableWidget, QVBoxLayout, QWidget

from desktop.views.common.numbers import StrictSpinBox

class Ui_CombatTab(object):
    def setupUi(self, CombatTab):
        if not CombatTab.objectName():
            CombatTab.setObjectName(u"CombatTab")
        self.combatLayout = QVBoxLayout(CombatTab)
        self.combatLayout.setObjectName(u"combatLayout")
        self.headerRow = QHBoxLayout()
        self.headerRow.setObjectName(u"headerRow")
        self.titleLabel = QLabel(CombatTab)
        self.titleLabel.setObjectName(u"titleLabel")

        self.headerRow.addWidget(self.titleLabel)

        self.headerSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.headerRow.addItem(self.headerSpacer)

        self.newButton = QPushButton(CombatTab)
        self.newButton.setObjectName(u"newButton")

        self.headerRow.addWidget(self.newButton)

        self.initiativeButton = QPushButton(CombatTab)
        self.initiativeButton.setObjectName(u"initiativeButton")

        self.headerRow.addWidget(self.initiativeButton)

        self.nextTurnButton = QPushButton(CombatTab)
        self.nextTurnButton.setObjectName(u"nextTurnButton")

        self.headerRow.addWidget(self.nextTurnButton)

        self.nextRoundButton = QPushButton(CombatTab)
        self.nextRoundButton.setObjectName(u"nextRoundButton")

        self.headerRow.addWidget(self.nextRoundButton)

        self.endButton = QPushButton(CombatTab)
        self.endButton.setObjectName(u"endButton")

        self.headerRow.addWidget(self.endButton)


        self.combatLayout.addLayout(self.headerRow)

        self.bodySplitter = QSplitter(CombatTab)
        self.bodySplitter.setObjectName(u"bodySplitter")
        self.bodySplitter.setOrientation(Qt.Orientation.Horizontal)
        self.bodySplitter.setChildrenCollapsible(False)
        self.leftPane = QWidget(self.bodySplitter)
        self.leftPane.setObjectName(u"leftPane")
        self.leftColumn = QVBoxLayout(self.leftPane)
        self.leftColumn.setObjectName(u"leftColumn")
        self.leftColumn.setContentsMargins(0, 0, 0, 0)
        self.initiativeView = QTableView(self.leftPane)
        self.initiativeView.setObjectName(u"initiativeView")
        self.initiativeView.setAlternatingRowColors(True)
        self.initiativeView.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.initiativeView.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)

        self.leftColumn.addWidget(self.initiativeView)

        self.orderRow = QHBoxLayout()
        self.orderRow.setObjectName(u"orderRow")
        self.upButton = QPushButton(self.leftPane)
        self.upButton.setObjectName(u"upButton")

        self.orderRow.addWidget(self.upButton)

        self.downButton = QPushButton(self.leftPane)
        self.downButton.setObjectName(u"downButton")

        self.orderRow.addWidget(self.downButton)

        self.removeButton = QPushButton(self.leftPane)
        self.removeButton.setObjectName(u"removeButton")

        self.orderRow.addWidget(self.removeButton)

        self.orderSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.orderRow.addItem(self.orderSpacer)


        self.leftColumn.addLayout(self.orderRow)

        self.combatantRow = QHBoxLayout()
        self.combatantRow.setObjectName(u"combatantRow")
        self.readiedCheck = QCheckBox(self.leftPane)
        self.readiedCheck.setObjectName(u"readiedCheck")

        self.combatantRow.addWidget(self.readiedCheck)

        self.armourCombo = QComboBox(self.leftPane)
        self.armourCombo.setObjectName(u"armourCombo")

        self.combatantRow.addWidget(self.armourCombo)

        self.sideCombo = QComboBox(self.leftPane)
        self.sideCombo.setObjectName(u"sideCombo")

        self.combatantRow.addWidget(self.sideCombo)

        self.outnumberedCheck = QCheckBox(self.leftPane)
        self.outnumberedCheck.setObjectName(u"outnumberedCheck")

        self.combatantRow.addWidget(self.outnumberedCheck)

        self.combatantSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.combatantRow.addItem(self.combatantSpacer)


        self.leftColumn.addLayout(self.combatantRow)

        self.addGroup = QGroupBox(self.leftPane)
        self.addGroup.setObjectName(u"addGroup")
        self.addRow = QHBoxLayout(self.addGroup)
        self.addRow.setObjectName(u"addRow")
        self.rosterCombo = QComboBox(self.addGroup)
        self.rosterCombo.setObjectName(u"rosterCombo")

        self.addRow.addWidget(self.rosterCombo)

        self.copiesLabel = QLabel(self.addGroup)
        self.copiesLabel.setObjectName(u"copiesLabel")

        self.addRow.addWidget(self.copiesLabel)

        self.copiesSpin = StrictSpinBox(self.addGroup)
        self.copiesSpin.setObjectName(u"copiesSpin")
        self.copiesSpin.setMinimum(1)
        self.copiesSpin.setMaximum(20)
        self.copiesSpin.setValue(1)

        self.addRow.addWidget(self.copiesSpin)

        self.rolledCheck = QCheckBox(self.addGroup)
        self.rolledCheck.setObjectName(u"rolledCheck")

        self.addRow.addWidget(self.rolledCheck)

        self.addSideCombo = QComboBox(self.addGroup)
        self.addSideCombo.setObjectName(u"addSideCombo")

        self.addRow.addWidget(self.addSideCombo)

        self.addButton = QPushButton(self.addGroup)
        self.addButton.setObjectName(u"addButton")

        self.addRow.addWidget(self.addButton)

        self.addSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.addRow.addItem(self.addSpacer)

        self.addRow.setStretch(0, 3)
        self.addRow.setStretch(4, 1)
        self.addRow.setStretch(6, 1)

        self.leftColumn.addWidget(self.addGroup)

        self.forecastGroup = QGroupBox(self.leftPane)
        self.forecastGroup.setObjectName(u"forecastGroup")
        self.forecastLayout = QVBoxLayout(self.forecastGroup)
        self.forecastLayout.setObjectName(u"forecastLayout")
        self.forecastRow = QHBoxLayout()
        self.forecastRow.setObjectName(u"forecastRow")
        self.fightsLabel = QLabel(self.forecastGroup)
        self.fightsLabel.setObjectName(u"fightsLabel")

        self.forecastRow.addWidget(self.fightsLabel)

        self.fightsSpin = StrictSpinBox(self.forecastGroup)
        self.fightsSpin.setObjectName(u"fightsSpin")
        self.fightsSpin.setMinimum(100)
        self.fightsSpin.setMaximum(100000)
        self.fightsSpin.setValue(10000)

        self.forecastRow.addWidget(self.fightsSpin)

        self.forecastButton = QPushButton(self.forecastGroup)
        self.forecastButton.setObjectName(u"forecastButton")

        self.forecastRow.addWidget(self.forecastButton)

        self.forecastProgress = QProgressBar(self.forecastGroup)
        self.forecastProgress.setObjectName(u"forecastProgress")

        self.forecastRow.addWidget(self.forecastProgress)

        self.cancelForecastButton = QPushButton(self.forecastGroup)
        self.cancelForecastButton.setObjectName(u"cancelForecastButton")

        self.forecastRow.addWidget(self.cancelForecastButton)


        self.forecastLayout.addLayout(self.forecastRow)

        self.forecastLabel = QLabel(self.forecastGroup)
        self.forecastLabel.setObjectName(u"forecastLabel")
        self.forecastLabel.setWordWrap(True)

        self.forecastLayout.addWidget(self.forecastLabel)


        self.leftColumn.addWidget(self.forecastGroup)

        self.leftColumn.setStretch(0, 1)
        self.bodySplitter.addWidget(self.leftPane)
        self.rightPane = QWidget(self.bodySplitter)
        self.rightPane.setObjectName(u"rightPane")
        self.rightColumn = QVBoxLayout(self.rightPane)
        self.rightColumn.setObjectName(u"rightColumn")
        self.rightColumn.setContentsMargins(0, 0, 0, 0)
        self.actionSplitter = QSplitter(self.rightPane)
        self.actionSplitter.setObjectName(u"actionSplitter")
        self.actionSplitter.setOrientation(Qt.Orientation.Vertical)
        self.actionSplitter.setChildrenCollapsible(False)
        self.actionPane = QWidget(self.actionSplitter)
        self.actionPane.setObjectName(u"actionPane")
        self.actionPaneLayout = QVBoxLayout(self.actionPane)
        self.actionPaneLayout.setObjectName(u"actionPaneLayout")
        self.actionPaneLayout.setContentsMargins(0, 0, 0, 0)
        self.actorLabel = QLabel(self.actionPane)
        self.actorLabel.setObjectName(u"actorLabel")
        self.actorLabel.setWordWrap(True)

        self.actionPaneLayout.addWidget(self.actorLabel)

        self.actionTabs = QTabWidget(self.actionPane)
        self.actionTabs.setObjectName(u"actionTabs")
        self.meleePage = QWidget()
        self.meleePage.setObjectName(u"meleePage")
        self.meleeForm = QFormLayout(self.meleePage)
        self.meleeForm.setObjectName(u"meleeForm")
        self.meleeTargetLabel = QLabel(self.meleePage)
        self.meleeTargetLabel.setObjectName(u"meleeTargetLabel")

        self.meleeForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.meleeTargetLabel)

        self.meleeTarget = QComboBox(self.meleePage)
        self.meleeTarget.setObjectName(u"meleeTarget")

        self.meleeForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.meleeTarget)

        self.meleeWeaponLabel = QLabel(self.meleePage)
        self.meleeWeaponLabel.setObjectName(u"meleeWeaponLabel")

        self.meleeForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.meleeWeaponLabel)

        self.meleeWeapon = QComboBox(self.meleePage)
        self.meleeWeapon.setObjectName(u"meleeWeapon")

        self.meleeForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.meleeWeapon)

        self.responseLabel = QLabel(self.meleePage)
        self.responseLabel.setObjectName(u"responseLabel")

        self.meleeForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.responseLabel)

        self.responseRow = QHBoxLayout()
        self.responseRow.setObjectName(u"responseRow")
        self.responseCombo = QComboBox(self.meleePage)
        self.responseCombo.setObjectName(u"responseCombo")

        self.responseRow.addWidget(self.responseCombo)

        self.defenderWeaponLabel = QLabel(self.meleePage)
        self.defenderWeaponLabel.setObjectName(u"defenderWeaponLabel")

        self.responseRow.addWidget(self.defenderWeaponLabel)

        self.defenderWeapon = QComboBox(self.meleePage)
        self.defenderWeapon.setObjectName(u"defenderWeapon")

        self.responseRow.addWidget(self.defenderWeapon)

        self.responseRow.setStretch(0, 1)
        self.responseRow.setStretch(2, 1)

        self.meleeForm.setLayout(2, QFormLayout.ItemRole.FieldRole, self.responseRow)

        self.maneuverLabel = QLabel(self.meleePage)
        self.maneuverLabel.setObjectName(u"maneuverLabel")

        self.meleeForm.setWidget(3, QFormLayout.ItemRole.LabelRole, self.maneuverLabel)

        self.maneuverRow = QHBoxLayout()
        self.maneuverRow.setObjectName(u"maneuverRow")
        self.maneuverCheck = QCheckBox(self.meleePage)
        self.maneuverCheck.setObjectName(u"maneuverCheck")

        self.maneuverRow.addWidget(self.maneuverCheck)

        self.goalCombo = QComboBox(self.meleePage)
        self.goalCombo.setObjectName(u"goalCombo")

        self.maneuverRow.addWidget(self.goalCombo)

        self.goalNote = QLineEdit(self.meleePage)
        self.goalNote.setObjectName(u"goalNote")

        self.maneuverRow.addWidget(self.goalNote)


        self.meleeForm.setLayout(3, QFormLayout.ItemRole.FieldRole, self.maneuverRow)

        self.defenderGoalLabel = QLabel(self.meleePage)
        self.defenderGoalLabel.setObjectName(u"defenderGoalLabel")

        self.meleeForm.setWidget(4, QFormLayout.ItemRole.LabelRole, self.defenderGoalLabel)

        self.defenderGoalCombo = QComboBox(self.meleePage)
        self.defenderGoalCombo.setObjectName(u"defenderGoalCombo")

        self.meleeForm.setWidget(4, QFormLayout.ItemRole.FieldRole, self.defenderGoalCombo)

        self.surpriseLabel = QLabel(self.meleePage)
        self.surpriseLabel.setObjectName(u"surpriseLabel")

        self.meleeForm.setWidget(5, QFormLayout.ItemRole.LabelRole, self.surpriseLabel)

        self.surpriseCombo = QComboBox(self.meleePage)
        self.surpriseCombo.setObjectName(u"surpriseCombo")

        self.meleeForm.setWidget(5, QFormLayout.ItemRole.FieldRole, self.surpriseCombo)

        self.meleeDiceLabel = QLabel(self.meleePage)
        self.meleeDiceLabel.setObjectName(u"meleeDiceLabel")

        self.meleeForm.setWidget(6, QFormLayout.ItemRole.LabelRole, self.meleeDiceLabel)

        self.meleeDiceRow = QHBoxLayout()
        self.meleeDiceRow.setObjectName(u"meleeDiceRow")
        self.meleeBonusLabel = QLabel(self.meleePage)
        self.meleeBonusLabel.setObjectName(u"meleeBonusLabel")

        self.meleeDiceRow.addWidget(self.meleeBonusLabel)

        self.meleeBonusSpin = StrictSpinBox(self.meleePage)
        self.meleeBonusSpin.setObjectName(u"meleeBonusSpin")
        self.meleeBonusSpin.setMinimum(0)
        self.meleeBonusSpin.setMaximum(2)
        self.meleeBonusSpin.setValue(0)

        self.meleeDiceRow.addWidget(self.meleeBonusSpin)

        self.meleePenaltyLabel = QLabel(self.meleePage)
        self.meleePenaltyLabel.setObjectName(u"meleePenaltyLabel")

        self.meleeDiceRow.addWidget(self.meleePenaltyLabel)

        self.meleePenaltySpin = StrictSpinBox(self.meleePage)
        self.meleePenaltySpin.setObjectName(u"meleePenaltySpin")
        self.meleePenaltySpin.setMinimum(0)
        self.meleePenaltySpin.setMaximum(2)
        self.meleePenaltySpin.setValue(0)

        self.meleeDiceRow.addWidget(self.meleePenaltySpin)

        self.meleeDiceSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.meleeDiceRow.addItem(self.meleeDiceSpacer)


        self.meleeForm.setLayout(6, QFormLayout.ItemRole.FieldRole, self.meleeDiceRow)

        self.attackButton = QPushButton(self.meleePage)
        self.attackButton.setObjectName(u"attackButton")

        self.meleeForm.setWidget(7, QFormLayout.ItemRole.SpanningRole, self.attackButton)

        self.actionTabs.addTab(self.meleePage, "")
        self.shootPage = QWidget()
        self.shootPage.setObjectName(u"shootPage")
        self.shootForm = QFormLayout(self.shootPage)
        self.shootForm.setObjectName(u"shootForm")
        self.shootTargetLabel = QLabel(self.shootPage)
        self.shootTargetLabel.setObjectName(u"shootTargetLabel")

        self.shootForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.shootTargetLabel)

        self.shootTarget = QComboBox(self.shootPage)
        self.shootTarget.setObjectName(u"shootTarget")

        self.shootForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.shootTarget)

        self.shootWeaponLabel = QLabel(self.shootPage)
        self.shootWeaponLabel.setObjectName(u"shootWeaponLabel")

        self.shootForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.shootWeaponLabel)

        self.shootWeapon = QComboBox(self.shootPage)
        self.shootWeapon.setObjectName(u"shootWeapon")

        self.shootForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.shootWeapon)

        self.distanceLabel = QLabel(self.shootPage)
        self.distanceLabel.setObjectName(u"distanceLabel")

        self.shootForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.distanceLabel)

        self.distanceRow = QHBoxLayout()
        self.distanceRow.setObjectName(u"distanceRow")
        self.distanceSpin = StrictSpinBox(self.shootPage)
        self.distanceSpin.setObjectName(u"distanceSpin")
        self.distanceSpin.setMinimum(0)
        self.distanceSpin.setMaximum(5000)
        self.distanceSpin.setValue(10)

        self.distanceRow.addWidget(self.distanceSpin)

        self.rangeLabel = QLabel(self.shootPage)
        self.rangeLabel.setObjectName(u"rangeLabel")
        self.rangeLabel.setWordWrap(True)

        self.distanceRow.addWidget(self.rangeLabel)

        self.distanceRow.setStretch(1, 1)

        self.shootForm.setLayout(2, QFormLayout.ItemRole.FieldRole, self.distanceRow)

        self.shotsLabel = QLabel(self.shootPage)
        self.shotsLabel.setObjectName(u"shotsLabel")

        self.shootForm.setWidget(3, QFormLayout.ItemRole.LabelRole, self.shotsLabel)

        self.shotsRow = QHBoxLayout()
        self.shotsRow.setObjectName(u"shotsRow")
        self.shotsSpin = StrictSpinBox(self.shootPage)
        self.shotsSpin.setObjectName(u"shotsSpin")
        self.shotsSpin.setMinimum(1)
        self.shotsSpin.setMaximum(3)
        self.shotsSpin.setValue(1)

        self.shotsRow.addWidget(self.shotsSpin)

        self.dodgeThrownCheck = QCheckBox(self.shootPage)
        self.dodgeThrownCheck.setObjectName(u"dodgeThrownCheck")

        self.shotsRow.addWidget(self.dodgeThrownCheck)

        self.shotsRow.setStretch(1, 1)

        self.shootForm.setLayout(3, QFormLayout.ItemRole.FieldRole, self.shotsRow)

        self.modifierGroup = QGroupBox(self.shootPage)
        self.modifierGroup.setObjectName(u"modifierGroup")
        self.modifierGrid = QGridLayout(self.modifierGroup)
        self.modifierGrid.setObjectName(u"modifierGrid")
        self.aimingCheck = QCheckBox(self.modifierGroup)
        self.aimingCheck.setObjectName(u"aimingCheck")

        self.modifierGrid.addWidget(self.aimingCheck, 0, 0, 1, 1)

        self.pointBlankCheck = QCheckBox(self.modifierGroup)
        self.pointBlankCheck.setObjectName(u"pointBlankCheck")

        self.modifierGrid.addWidget(self.pointBlankCheck, 0, 1, 1, 1)

        self.largeCheck = QCheckBox(self.modifierGroup)
        self.largeCheck.setObjectName(u"largeCheck")

        self.modifierGrid.addWidget(self.largeCheck, 1, 0, 1, 1)

        self.coverCheck = QCheckBox(self.modifierGroup)
        self.coverCheck.setObjectName(u"coverCheck")

        self.modifierGrid.addWidget(self.coverCheck, 1, 1, 1, 1)

        self.concealedCheck = QCheckBox(self.modifierGroup)
        self.concealedCheck.setObjectName(u"concealedCheck")

        self.modifierGrid.addWidget(self.concealedCheck, 2, 0, 1, 1)

        self.fastCheck = QCheckBox(self.modifierGroup)
        self.fastCheck.setObjectName(u"fastCheck")

        self.modifierGrid.addWidget(self.fastCheck, 2, 1, 1, 1)

        self.smallCheck = QCheckBox(self.modifierGroup)
        self.smallCheck.setObjectName(u"smallCheck")

        self.modifierGrid.addWidget(self.smallCheck, 3, 0, 1, 1)

        self.loadingCheck = QCheckBox(self.modifierGroup)
        self.loadingCheck.setObjectName(u"loadingCheck")

        self.modifierGrid.addWidget(self.loadingCheck, 3, 1, 1, 1)

        self.severalCheck = QCheckBox(self.modifierGroup)
        self.severalCheck.setObjectName(u"severalCheck")

        self.modifierGrid.addWidget(self.severalCheck, 4, 0, 1, 1)

        self.intoMeleeCheck = QCheckBox(self.modifierGroup)
        self.intoMeleeCheck.setObjectName(u"intoMeleeCheck")

        self.modifierGrid.addWidget(self.intoMeleeCheck, 4, 1, 1, 1)


        self.shootForm.setWidget(4, QFormLayout.ItemRole.SpanningRole, self.modifierGroup)

        self.fireButton = QPushButton(self.shootPage)
        self.fireButton.setObjectName(u"fireButton")

        self.shootForm.setWidget(5, QFormLayout.ItemRole.SpanningRole, self.fireButton)

        self.actionTabs.addTab(self.shootPage, "")
        self.autoPage = QWidget()
        self.autoPage.setObjectName(u"autoPage")
        self.autoLayout = QVBoxLayout(self.autoPage)
        self.autoLayout.setObjectName(u"autoLayout")
        self.autoForm = QFormLayout()
        self.autoForm.setObjectName(u"autoForm")
        self.autoWeaponLabel = QLabel(self.autoPage)
        self.autoWeaponLabel.setObjectName(u"autoWeaponLabel")

        self.autoForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.autoWeaponLabel)

        self.autoWeapon = QComboBox(self.autoPage)
        self.autoWeapon.setObjectName(u"autoWeapon")

        self.autoForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.autoWeapon)


        self.autoLayout.addLayout(self.autoForm)

        self.burstTable = QTableWidget(self.autoPage)
        self.burstTable.setObjectName(u"burstTable")

        self.autoLayout.addWidget(self.burstTable)

        self.burstButtons = QHBoxLayout()
        self.burstButtons.setObjectName(u"burstButtons")
        self.addBurstButton = QPushButton(self.autoPage)
        self.addBurstButton.setObjectName(u"addBurstButton")

        self.burstButtons.addWidget(self.addBurstButton)

        self.removeBurstButton = QPushButton(self.autoPage)
        self.removeBurstButton.setObjectName(u"removeBurstButton")

        self.burstButtons.addWidget(self.removeBurstButton)

        self.burstSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.burstButtons.addItem(self.burstSpacer)

        self.burstButton = QPushButton(self.autoPage)
        self.burstButton.setObjectName(u"burstButton")

        self.burstButtons.addWidget(self.burstButton)

        self.autoFireButton = QPushButton(self.autoPage)
        self.autoFireButton.setObjectName(u"autoFireButton")

        self.burstButtons.addWidget(self.autoFireButton)


        self.autoLayout.addLayout(self.burstButtons)

        self.autoNote = QLabel(self.autoPage)
        self.autoNote.setObjectName(u"autoNote")
        self.autoNote.setWordWrap(True)

        self.autoLayout.addWidget(self.autoNote)

        self.actionTabs.addTab(self.autoPage, "")
        self.otherPage = QWidget()
        self.otherPage.setObjectName(u"otherPage")
        self.otherLayout = QVBoxLayout(self.otherPage)
        self.otherLayout.setObjectName(u"otherLayout")
        self.otherGrid = QGridLayout()
        self.otherGrid.setObjectName(u"otherGrid")
        self.otherRowLabel0 = QLabel(self.otherPage)
        self.otherRowLabel0.setObjectName(u"otherRowLabel0")

        self.otherGrid.addWidget(self.otherRowLabel0, 0, 0, 1, 1)

        self.otherRowLabel1 = QLabel(self.otherPage)
        self.otherRowLabel1.setObjectName(u"otherRowLabel1")

        self.otherGrid.addWidget(self.otherRowLabel1, 1, 0, 1, 1)

        self.otherRowLabel2 = QLabel(self.otherPage)
        self.otherRowLabel2.setObjectName(u"otherRowLabel2")

        self.otherGrid.addWidget(self.otherRowLabel2, 2, 0, 1, 1)

        self.otherRowLabel3 = QLabel(self.otherPage)
        self.otherRowLabel3.setObjectName(u"otherRowLabel3")

        self.otherGrid.addWidget(self.otherRowLabel3, 3, 0, 1, 1)

        self.otherRowLabel5 = QLabel(self.otherPage)
        self.otherRowLabel5.setObjectName(u"otherRowLabel5")

        self.otherGrid.addWidget(self.otherRowLabel5, 5, 0, 1, 1)

        self.otherRowLabel7 = QLabel(self.otherPage)
        self.otherRowLabel7.setObjectName(u"otherRowLabel7")

        self.otherGrid.addWidget(self.otherRowLabel7, 7, 0, 1, 1)

        self.spellCombo = QComboBox(self.otherPage)
        self.spellCombo.setObjectName(u"spellCombo")

        self.otherGrid.addWidget(self.spellCombo, 7, 1, 1, 1)

        self.castButton = QPushButton(self.otherPage)
        self.castButton.setObjectName(u"castButton")

        self.otherGrid.addWidget(self.castButton, 7, 2, 1, 1)

        self.otherRowLabel6 = QLabel(self.otherPage)
        self.otherRowLabel6.setObjectName(u"otherRowLabel6")

        self.otherGrid.addWidget(self.otherRowLabel6, 6, 0, 1, 1)

        self.diveButton = QPushButton(self.otherPage)
        self.diveButton.setObjectName(u"diveButton")

        self.otherGrid.addWidget(self.diveButton, 0, 1, 1, 1)

        self.aimButton = QPushButton(self.otherPage)
        self.aimButton.setObjectName(u"aimButton")

        self.otherGrid.addWidget(self.aimButton, 0, 2, 1, 1)

        self.clearJamButton = QPushButton(self.otherPage)
        self.clearJamButton.setObjectName(u"clearJamButton")

        self.otherGrid.addWidget(self.clearJamButton, 0, 3, 1, 1)

        self.reloadWeapon = QComboBox(self.otherPage)
        self.reloadWeapon.setObjectName(u"reloadWeapon")

        self.otherGrid.addWidget(self.reloadWeapon, 1, 1, 1, 1)

        self.reloadButton = QPushButton(self.otherPage)
        self.reloadButton.setObjectName(u"reloadButton")

        self.otherGrid.addWidget(self.reloadButton, 1, 2, 1, 1)

        self.escapeCheck = QCheckBox(self.otherPage)
        self.escapeCheck.setObjectName(u"escapeCheck")

        self.otherGrid.addWidget(self.escapeCheck, 2, 1, 1, 1)

        self.fleeButton = QPushButton(self.otherPage)
        self.fleeButton.setObjectName(u"fleeButton")

        self.otherGrid.addWidget(self.fleeButton, 2, 2, 1, 1)

        self.patientCombo = QComboBox(self.otherPage)
        self.patientCombo.setObjectName(u"patientCombo")

        self.otherGrid.addWidget(self.patientCombo, 3, 1, 1, 1)

        self.firstAidButton = QPushButton(self.otherPage)
        self.firstAidButton.setObjectName(u"firstAidButton")

        self.otherGrid.addWidget(self.firstAidButton, 3, 2, 1, 1)

        self.medicineButton = QPushButton(self.otherPage)
        self.medicineButton.setObjectName(u"medicineButton")

        self.otherGrid.addWidget(self.medicineButton, 3, 3, 1, 1)

        self.sameDayCheck = QCheckBox(self.otherPage)
        self.sameDayCheck.setObjectName(u"sameDayCheck")

        self.otherGrid.addWidget(self.sameDayCheck, 4, 2, 1, 1)

        self.surpriseSkill = QComboBox(self.otherPage)
        self.surpriseSkill.setObjectName(u"surpriseSkill")

        self.otherGrid.addWidget(self.surpriseSkill, 5, 1, 1, 1)

        self.surpriseButton = QPushButton(self.otherPage)
        self.surpriseButton.setObjectName(u"surpriseButton")

        self.otherGrid.addWidget(self.surpriseButton, 5, 2, 1, 1)

        self.otherEdit = QLineEdit(self.otherPage)
        self.otherEdit.setObjectName(u"otherEdit")

        self.otherGrid.addWidget(self.otherEdit, 6, 1, 1, 1)

        self.otherButton = QPushButton(self.otherPage)
        self.otherButton.setObjectName(u"otherButton")

        self.otherGrid.addWidget(self.otherButton, 6, 2, 1, 1)


        self.otherLayout.addLayout(self.otherGrid)

        self.otherSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.otherLayout.addItem(self.otherSpacer)

        self.actionTabs.addTab(self.otherPage, "")

        self.actionPaneLayout.addWidget(self.actionTabs)

        self.messageLabel = QLabel(self.actionPane)
        self.messageLabel.setObjectName(u"messageLabel")
        self.messageLabel.setWordWrap(True)

        self.actionPaneLayout.addWidget(self.messageLabel)

        self.storyLabel = QLabel(self.actionPane)
        self.storyLabel.setObjectName(u"storyLabel")
        self.storyLabel.setWordWrap(True)

        self.actionPaneLayout.addWidget(self.storyLabel)

        self.actionSplitter.addWidget(self.actionPane)
        self.logPane = QWidget(self.actionSplitter)
        self.logPane.setObjectName(u"logPane")
        self.logPaneLayout = QVBoxLayout(self.logPane)
        self.logPaneLayout.setObjectName(u"logPaneLayout")
        self.logPaneLayout.setContentsMargins(0, 0, 0, 0)
        self.logView = QTableView(self.logPane)
        self.logView.setObjectName(u"logView")
        self.logView.setAlternatingRowColors(True)
        self.logView.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.logView.setWordWrap(False)

        self.logPaneLayout.addWidget(self.logView)

        self.actionSplitter.addWidget(self.logPane)

        self.rightColumn.addWidget(self.actionSplitter)

        self.bodySplitter.addWidget(self.rightPane)

        self.combatLayout.addWidget(self.bodySplitter)

        self.combatLayout.setStretch(1, 1)
#if QT_CONFIG(shortcut)
        self.copiesLabel.setBuddy(self.copiesSpin)
        self.fightsLabel.setBuddy(self.fightsSpin)
        self.meleeTargetLabel.setBuddy(self.meleeTarget)
        self.meleeWeaponLabel.setBuddy(self.meleeWeapon)
        self.responseLabel.setBuddy(self.responseCombo)
        self.defenderWeaponLabel.setBuddy(self.defenderWeapon)
        self.maneuverLabel.setBuddy(self.goalCombo)
        self.defenderGoalLabel.setBuddy(self.defenderGoalCombo)
        self.surpriseLabel.setBuddy(self.surpriseCombo)
        self.meleeDiceLabel.setBuddy(self.meleeBonusSpin)
        self.shootTargetLabel.setBuddy(self.shootTarget)
        self.shootWeaponLabel.setBuddy(self.shootWeapon)
        self.distanceLabel.setBuddy(self.distanceSpin)
        self.shotsLabel.setBuddy(self.shotsSpin)
        self.autoWeaponLabel.setBuddy(self.autoWeapon)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(CombatTab)
    # setupUi

    def retranslateUi(self, CombatTab):
        self.newButton.setText(QCoreApplication.translate("CombatTab", u"&New Fight\u2026", None))
#if QT_CONFIG(tooltip)
        self.newButton.setToolTip(QCoreApplication.translate("CombatTab", u"Start a new encounter", None))
#endif // QT_CONFIG(tooltip)
        self.initiativeButton.setText(QCoreApplication.translate("CombatTab", u"Roll &Initiative", None))
#if QT_CONFIG(tooltip)
        self.initiativeButton.setToolTip(QCoreApplication.translate("CombatTab", u"Optional rule: everyone rolls DEX; order by success level", None))
#endif // QT_CONFIG(tooltip)
        self.nextTurnButton.setText(QCoreApplication.translate("CombatTab", u"Next &Turn", None))
#if QT_CONFIG(tooltip)
        self.nextTurnButton.setToolTip(QCoreApplication.translate("CombatTab", u"End this turn (Ctrl+Right)", None))
#endif // QT_CONFIG(tooltip)
        self.nextRoundButton.setText(QCoreApplication.translate("CombatTab", u"Next Ro&und", None))
#if QT_CONFIG(tooltip)
        self.nextRoundButton.setToolTip(QCoreApplication.translate("CombatTab", u"Start the next round (Ctrl+Shift+Right); the dying roll CON first", None))
#endif // QT_CONFIG(tooltip)
        self.endButton.setText(QCoreApplication.translate("CombatTab", u"End Fi&ght", None))
#if QT_CONFIG(tooltip)
        self.endButton.setToolTip(QCoreApplication.translate("CombatTab", u"Close this encounter (Edit > Undo reopens it)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.initiativeView.setAccessibleName(QCoreApplication.translate("CombatTab", u"Initiative order", None))
#endif // QT_CONFIG(accessibility)
        self.upButton.setText(QCoreApplication.translate("CombatTab", u"\u25b2", None))
#if QT_CONFIG(tooltip)
        self.upButton.setToolTip(QCoreApplication.translate("CombatTab", u"Move up in the order", None))
#endif // QT_CONFIG(tooltip)
        self.downButton.setText(QCoreApplication.translate("CombatTab", u"\u25bc", None))
#if QT_CONFIG(tooltip)
        self.downButton.setToolTip(QCoreApplication.translate("CombatTab", u"Move down in the order", None))
#endif // QT_CONFIG(tooltip)
        self.removeButton.setText(QCoreApplication.translate("CombatTab", u"Remove", None))
#if QT_CONFIG(tooltip)
        self.removeButton.setToolTip(QCoreApplication.translate("CombatTab", u"Take the selected combatant out of the fight", None))
#endif // QT_CONFIG(tooltip)
        self.readiedCheck.setText(QCoreApplication.translate("CombatTab", u"Firearm readied", None))
#if QT_CONFIG(tooltip)
        self.readiedCheck.setToolTip(QCoreApplication.translate("CombatTab", u"Acts at DEX + 50", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.armourCombo.setAccessibleName(QCoreApplication.translate("CombatTab", u"Armour", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.sideCombo.setAccessibleName(QCoreApplication.translate("CombatTab", u"Side", None))
#endif // QT_CONFIG(accessibility)
        self.outnumberedCheck.setText(QCoreApplication.translate("CombatTab", u"Never outnumbered", None))
#if QT_CONFIG(tooltip)
        self.outnumberedCheck.setToolTip(QCoreApplication.translate("CombatTab", u"Some Mythos entities are never outnumbered", None))
#endif // QT_CONFIG(tooltip)
        self.addGroup.setTitle(QCoreApplication.translate("CombatTab", u"Add to the fight", None))
#if QT_CONFIG(accessibility)
        self.rosterCombo.setAccessibleName(QCoreApplication.translate("CombatTab", u"Character to add", None))
#endif // QT_CONFIG(accessibility)
        self.copiesLabel.setText(QCoreApplication.translate("CombatTab", u"Copies", None))
#if QT_CONFIG(accessibility)
        self.copiesSpin.setAccessibleName(QCoreApplication.translate("CombatTab", u"Copies", None))
#endif // QT_CONFIG(accessibility)
        self.rolledCheck.setText(QCoreApplication.translate("CombatTab", u"Roll HP", None))
#if QT_CONFIG(tooltip)
        self.rolledCheck.setToolTip(QCoreApplication.translate("CombatTab", u"Bestiary creatures: each copy's hit points rolled rather than the average", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.addSideCombo.setAccessibleName(QCoreApplication.translate("CombatTab", u"Side of the newcomer", None))
#endif // QT_CONFIG(accessibility)
        self.addButton.setText(QCoreApplication.translate("CombatTab", u"&Add", None))
        self.forecastGroup.setTitle(QCoreApplication.translate("CombatTab", u"Fight forecast", None))
        self.fightsLabel.setText(QCoreApplication.translate("CombatTab", u"Fights", None))
#if QT_CONFIG(accessibility)
        self.fightsSpin.setAccessibleName(QCoreApplication.translate("CombatTab", u"Fights to simulate", None))
#endif // QT_CONFIG(accessibility)
        self.forecastButton.setText(QCoreApplication.translate("CombatTab", u"Fore&cast", None))
#if QT_CONFIG(tooltip)
        self.forecastButton.setToolTip(QCoreApplication.translate("CombatTab", u"Simulate the fight from here with plain tactics", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.forecastProgress.setAccessibleName(QCoreApplication.translate("CombatTab", u"Forecast progress", None))
#endif // QT_CONFIG(accessibility)
        self.cancelForecastButton.setText(QCoreApplication.translate("CombatTab", u"Cancel", None))
        self.meleeTargetLabel.setText(QCoreApplication.translate("CombatTab", u"Target", None))
#if QT_CONFIG(accessibility)
        self.meleeTarget.setAccessibleName(QCoreApplication.translate("CombatTab", u"Melee target", None))
#endif // QT_CONFIG(accessibility)
        self.meleeWeaponLabel.setText(QCoreApplication.translate("CombatTab", u"Weapon", None))
#if QT_CONFIG(accessibility)
        self.meleeWeapon.setAccessibleName(QCoreApplication.translate("CombatTab", u"Melee weapon", None))
#endif // QT_CONFIG(accessibility)
        self.responseLabel.setText(QCoreApplication.translate("CombatTab", u"Target responds", None))
#if QT_CONFIG(accessibility)
        self.responseCombo.setAccessibleName(QCoreApplication.translate("CombatTab", u"Target's response", None))
#endif // QT_CONFIG(accessibility)
        self.defenderWeaponLabel.setText(QCoreApplication.translate("CombatTab", u"with", None))
#if QT_CONFIG(accessibility)
        self.defenderWeapon.setAccessibleName(QCoreApplication.translate("CombatTab", u"Target's weapon for fighting back", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.defenderWeapon.setToolTip(QCoreApplication.translate("CombatTab", u"What the target fights back with; its best melee weapon unless you pick another", None))
#endif // QT_CONFIG(tooltip)
        self.maneuverLabel.setText(QCoreApplication.translate("CombatTab", u"Maneuver", None))
        self.maneuverCheck.setText(QCoreApplication.translate("CombatTab", u"Instead of damage:", None))
#if QT_CONFIG(accessibility)
        self.goalCombo.setAccessibleName(QCoreApplication.translate("CombatTab", u"Maneuver goal", None))
#endif // QT_CONFIG(accessibility)
        self.goalNote.setPlaceholderText(QCoreApplication.translate("CombatTab", u"effect, e.g. out of the window", None))
#if QT_CONFIG(accessibility)
        self.goalNote.setAccessibleName(QCoreApplication.translate("CombatTab", u"Maneuver effect", None))
#endif // QT_CONFIG(accessibility)
        self.defenderGoalLabel.setText(QCoreApplication.translate("CombatTab", u"Target's maneuver", None))
#if QT_CONFIG(accessibility)
        self.defenderGoalCombo.setAccessibleName(QCoreApplication.translate("CombatTab", u"Target's maneuver goal", None))
#endif // QT_CONFIG(accessibility)
        self.surpriseLabel.setText(QCoreApplication.translate("CombatTab", u"If surprised", None))
#if QT_CONFIG(accessibility)
        self.surpriseCombo.setAccessibleName(QCoreApplication.translate("CombatTab", u"Surprised target", None))
#endif // QT_CONFIG(accessibility)
        self.meleeDiceLabel.setText(QCoreApplication.translate("CombatTab", u"Extra dice", None))
        self.meleeBonusLabel.setText(QCoreApplication.translate("CombatTab", u"bonus", None))
#if QT_CONFIG(accessibility)
        self.meleeBonusSpin.setAccessibleName(QCoreApplication.translate("CombatTab", u"Extra bonus dice", None))
#endif // QT_CONFIG(accessibility)
        self.meleePenaltyLabel.setText(QCoreApplication.translate("CombatTab", u"penalty", None))
#if QT_CONFIG(accessibility)
        self.meleePenaltySpin.setAccessibleName(QCoreApplication.translate("CombatTab", u"Extra penalty dice", None))
#endif // QT_CONFIG(accessibility)
        self.attackButton.setText(QCoreApplication.translate("CombatTab", u"Attac&k", None))
        self.actionTabs.setTabText(self.actionTabs.indexOf(self.meleePage), QCoreApplication.translate("CombatTab", u"Melee", None))
        self.shootTargetLabel.setText(QCoreApplication.translate("CombatTab", u"Target", None))
#if QT_CONFIG(accessibility)
        self.shootTarget.setAccessibleName(QCoreApplication.translate("CombatTab", u"Shot target", None))
#endif // QT_CONFIG(accessibility)
        self.shootWeaponLabel.setText(QCoreApplication.translate("CombatTab", u"Weapon", None))
#if QT_CONFIG(accessibility)
        self.shootWeapon.setAccessibleName(QCoreApplication.translate("CombatTab", u"Firearm", None))
#endif // QT_CONFIG(accessibility)
        self.distanceLabel.setText(QCoreApplication.translate("CombatTab", u"Distance (yards)", None))
#if QT_CONFIG(accessibility)
        self.distanceSpin.setAccessibleName(QCoreApplication.translate("CombatTab", u"Distance in yards", None))
#endif // QT_CONFIG(accessibility)
        self.shotsLabel.setText(QCoreApplication.translate("CombatTab", u"Shots", None))
#if QT_CONFIG(accessibility)
        self.shotsSpin.setAccessibleName(QCoreApplication.translate("CombatTab", u"Shots this round", None))
#endif // QT_CONFIG(accessibility)
        self.dodgeThrownCheck.setText(QCoreApplication.translate("CombatTab", u"Target dodges (thrown weapons)", None))
#if QT_CONFIG(tooltip)
        self.dodgeThrownCheck.setToolTip(QCoreApplication.translate("CombatTab", u"A thrown weapon may be dodged as a blow is; bullets cannot (dive for cover instead)", None))
#endif // QT_CONFIG(tooltip)
        self.modifierGroup.setTitle(QCoreApplication.translate("CombatTab", u"Modifiers (each one die; at most two either way)", None))
        self.aimingCheck.setText(QCoreApplication.translate("CombatTab", u"Aiming (+)", None))
        self.pointBlankCheck.setText(QCoreApplication.translate("CombatTab", u"Point blank (+)", None))
        self.largeCheck.setText(QCoreApplication.translate("CombatTab", u"Large target, Build 4+ (+)", None))
        self.coverCheck.setText(QCoreApplication.translate("CombatTab", u"Target dived for cover (\u2212)", None))
        self.concealedCheck.setText(QCoreApplication.translate("CombatTab", u"Half hidden (\u2212)", None))
        self.fastCheck.setText(QCoreApplication.translate("CombatTab", u"Fast target, MOV 8+ (\u2212)", None))
        self.smallCheck.setText(QCoreApplication.translate("CombatTab", u"Small target, Build \u22122 (\u2212)", None))
        self.loadingCheck.setText(QCoreApplication.translate("CombatTab", u"Loaded and fired this round (\u2212)", None))
        self.severalCheck.setText(QCoreApplication.translate("CombatTab", u"Several handgun shots (\u2212)", None))
        self.intoMeleeCheck.setText(QCoreApplication.translate("CombatTab", u"Into melee (\u2212)", None))
        self.fireButton.setText(QCoreApplication.translate("CombatTab", u"Fi&re", None))
        self.actionTabs.setTabText(self.actionTabs.indexOf(self.shootPage), QCoreApplication.translate("CombatTab", u"Shoot", None))
        self.autoWeaponLabel.setText(QCoreApplication.translate("CombatTab", u"Weapon", None))
#if QT_CONFIG(accessibility)
        self.autoWeapon.setAccessibleName(QCoreApplication.translate("CombatTab", u"Automatic weapon", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.burstTable.setAccessibleName(QCoreApplication.translate("CombatTab", u"Targets of the burst", None))
#endif // QT_CONFIG(accessibility)
        self.addBurstButton.setText(QCoreApplication.translate("CombatTab", u"Add Target", None))
        self.removeBurstButton.setText(QCoreApplication.translate("CombatTab", u"Remove Target", None))
        self.burstButton.setText(QCoreApplication.translate("CombatTab", u"Fire &Burst", None))
#if QT_CONFIG(tooltip)
        self.burstButton.setToolTip(QCoreApplication.translate("CombatTab", u"One volley at the first target: a single roll", None))
#endif // QT_CONFIG(tooltip)
        self.autoFireButton.setText(QCoreApplication.translate("CombatTab", u"Fire Fu&ll Auto", None))
        self.actionTabs.setTabText(self.actionTabs.indexOf(self.autoPage), QCoreApplication.translate("CombatTab", u"Full Auto", None))
        self.otherRowLabel0.setText(QCoreApplication.translate("CombatTab", u"Take cover", None))
        self.otherRowLabel1.setText(QCoreApplication.translate("CombatTab", u"Reload", None))
        self.otherRowLabel2.setText(QCoreApplication.translate("CombatTab", u"Leave the fight", None))
        self.otherRowLabel3.setText(QCoreApplication.translate("CombatTab", u"Heal (patient)", None))
        self.otherRowLabel5.setText(QCoreApplication.translate("CombatTab", u"Ambush (skill)", None))
        self.otherRowLabel7.setText(QCoreApplication.translate("CombatTab", u"Cast a spell", None))
#if QT_CONFIG(accessibility)
        self.spellCombo.setAccessibleName(QCoreApplication.translate("CombatTab", u"Spell to cast", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.spellCombo.setToolTip(QCoreApplication.translate("CombatTab", u"The spells this investigator knows (the Tomes tab)", None))
#endif // QT_CONFIG(tooltip)
        self.castButton.setText(QCoreApplication.translate("CombatTab", u"Cast Spell", None))
#if QT_CONFIG(tooltip)
        self.castButton.setToolTip(QCoreApplication.translate("CombatTab", u"Instant spells act on DEX + 50; longer ones take effect on DEX a round or more later", None))
#endif // QT_CONFIG(tooltip)
        self.otherRowLabel6.setText(QCoreApplication.translate("CombatTab", u"Anything else", None))
        self.diveButton.setText(QCoreApplication.translate("CombatTab", u"&Dive for Cover", None))
#if QT_CONFIG(tooltip)
        self.diveButton.setToolTip(QCoreApplication.translate("CombatTab", u"A Dodge roll; the diver loses its next attack", None))
#endif // QT_CONFIG(tooltip)
        self.aimButton.setText(QCoreApplication.translate("CombatTab", u"Ai&m", None))
#if QT_CONFIG(tooltip)
        self.aimButton.setToolTip(QCoreApplication.translate("CombatTab", u"The next shot gets a bonus die", None))
#endif // QT_CONFIG(tooltip)
        self.clearJamButton.setText(QCoreApplication.translate("CombatTab", u"Clear Jam", None))
#if QT_CONFIG(accessibility)
        self.reloadWeapon.setAccessibleName(QCoreApplication.translate("CombatTab", u"Weapon to reload", None))
#endif // QT_CONFIG(accessibility)
        self.reloadButton.setText(QCoreApplication.translate("CombatTab", u"Re&load", None))
        self.escapeCheck.setText(QCoreApplication.translate("CombatTab", u"Has an escape route", None))
        self.fleeButton.setText(QCoreApplication.translate("CombatTab", u"Flee", None))
#if QT_CONFIG(accessibility)
        self.patientCombo.setAccessibleName(QCoreApplication.translate("CombatTab", u"Patient", None))
#endif // QT_CONFIG(accessibility)
        self.firstAidButton.setText(QCoreApplication.translate("CombatTab", u"First Aid", None))
        self.medicineButton.setText(QCoreApplication.translate("CombatTab", u"Medicine", None))
        self.sameDayCheck.setText(QCoreApplication.translate("CombatTab", u"Injured today", None))
#if QT_CONFIG(accessibility)
        self.surpriseSkill.setAccessibleName(QCoreApplication.translate("CombatTab", u"Skill that notices the ambush", None))
#endif // QT_CONFIG(accessibility)
        self.surpriseButton.setText(QCoreApplication.translate("CombatTab", u"Surprise Roll", None))
#if QT_CONFIG(tooltip)
        self.surpriseButton.setToolTip(QCoreApplication.translate("CombatTab", u"For the selected combatant: fail and it is surprised this round", None))
#endif // QT_CONFIG(tooltip)
        self.otherEdit.setPlaceholderText(QCoreApplication.translate("CombatTab", u"Anything else, e.g. casts a spell", None))
#if QT_CONFIG(accessibility)
        self.otherEdit.setAccessibleName(QCoreApplication.translate("CombatTab", u"Other action", None))
#endif // QT_CONFIG(accessibility)
        self.otherButton.setText(QCoreApplication.translate("CombatTab", u"Log Action", None))
        self.actionTabs.setTabText(self.actionTabs.indexOf(self.otherPage), QCoreApplication.translate("CombatTab", u"Other", None))
#if QT_CONFIG(accessibility)
        self.logView.setAccessibleName(QCoreApplication.translate("CombatTab", u"Combat log", None))
#endif // QT_CONFIG(accessibility)
        pass
    # retranslateUi

