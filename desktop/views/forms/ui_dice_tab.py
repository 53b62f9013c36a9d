# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'dice_tab.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QCheckBox, QComboBox, QFormLayout, QFrame, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QSpacerItem, QSplitter, QTableView, QVBoxLayout, QWidget

from desktop.views.common.numbers import StrictSpinBox

class Ui_DiceTab(object):
    def setupUi(self, DiceTab):
        if not DiceTab.objectName():
            DiceTab.setObjectName(u"DiceTab")
        self.diceLayout = QHBoxLayout(DiceTab)
        self.diceLayout.setObjectName(u"diceLayout")
        self.diceSplitter = QSplitter(DiceTab)
        self.diceSplitter.setObjectName(u"diceSplitter")
        self.diceSplitter.setOrientation(Qt.Orientation.Horizontal)
        self.diceSplitter.setChildrenCollapsible(False)
        self.rollPane = QWidget(self.diceSplitter)
        self.rollPane.setObjectName(u"rollPane")
        self.rollColumn = QVBoxLayout(self.rollPane)
        self.rollColumn.setObjectName(u"rollColumn")
        self.rollColumn.setContentsMargins(0, 0, 0, 0)
        self.secretCheck = QCheckBox(self.rollPane)
        self.secretCheck.setObjectName(u"secretCheck")

        self.rollColumn.addWidget(self.secretCheck)

        self.checkGroup = QGroupBox(self.rollPane)
        self.checkGroup.setObjectName(u"checkGroup")
        self.checkLayout = QVBoxLayout(self.checkGroup)
        self.checkLayout.setObjectName(u"checkLayout")
        self.checkForm = QFormLayout()
        self.checkForm.setObjectName(u"checkForm")
        self.characterLabel = QLabel(self.checkGroup)
        self.characterLabel.setObjectName(u"characterLabel")

        self.checkForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.characterLabel)

        self.characterCombo = QComboBox(self.checkGroup)
        self.characterCombo.setObjectName(u"characterCombo")

        self.checkForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.characterCombo)

        self.targetLabel = QLabel(self.checkGroup)
        self.targetLabel.setObjectName(u"targetLabel")

        self.checkForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.targetLabel)

        self.targetCombo = QComboBox(self.checkGroup)
        self.targetCombo.setObjectName(u"targetCombo")
        self.targetCombo.setMaxVisibleItems(20)

        self.checkForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.targetCombo)

        self.valueLabel = QLabel(self.checkGroup)
        self.valueLabel.setObjectName(u"valueLabel")

        self.checkForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.valueLabel)

        self.valueSpin = StrictSpinBox(self.checkGroup)
        self.valueSpin.setObjectName(u"valueSpin")
        self.valueSpin.setMaximum(999)
        self.valueSpin.setValue(50)

        self.checkForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.valueSpin)

        self.difficultyLabel = QLabel(self.checkGroup)
        self.difficultyLabel.setObjectName(u"difficultyLabel")

        self.checkForm.setWidget(3, QFormLayout.ItemRole.LabelRole, self.difficultyLabel)

        self.difficultyCombo = QComboBox(self.checkGroup)
        self.difficultyCombo.setObjectName(u"difficultyCombo")

        self.checkForm.setWidget(3, QFormLayout.ItemRole.FieldRole, self.difficultyCombo)

        self.bonusLabel = QLabel(self.checkGroup)
        self.bonusLabel.setObjectName(u"bonusLabel")

        self.checkForm.setWidget(4, QFormLayout.ItemRole.LabelRole, self.bonusLabel)

        self.bonusSpin = StrictSpinBox(self.checkGroup)
        self.bonusSpin.setObjectName(u"bonusSpin")
        self.bonusSpin.setMaximum(2)

        self.checkForm.setWidget(4, QFormLayout.ItemRole.FieldRole, self.bonusSpin)

        self.penaltyLabel = QLabel(self.checkGroup)
        self.penaltyLabel.setObjectName(u"penaltyLabel")

        self.checkForm.setWidget(5, QFormLayout.ItemRole.LabelRole, self.penaltyLabel)

        self.penaltySpin = StrictSpinBox(self.checkGroup)
        self.penaltySpin.setObjectName(u"penaltySpin")
        self.penaltySpin.setMaximum(2)

        self.checkForm.setWidget(5, QFormLayout.ItemRole.FieldRole, self.penaltySpin)


        self.checkLayout.addLayout(self.checkForm)

        self.referenceLabel = QLabel(self.checkGroup)
        self.referenceLabel.setObjectName(u"referenceLabel")
        self.referenceLabel.setTextFormat(Qt.TextFormat.RichText)
        self.referenceLabel.setWordWrap(True)

        self.checkLayout.addWidget(self.referenceLabel)

        self.oddsLabel = QLabel(self.checkGroup)
        self.oddsLabel.setObjectName(u"oddsLabel")
        self.oddsLabel.setTextFormat(Qt.TextFormat.RichText)
        self.oddsLabel.setWordWrap(True)

        self.checkLayout.addWidget(self.oddsLabel)

        self.rollButton = QPushButton(self.checkGroup)
        self.rollButton.setObjectName(u"rollButton")

        self.checkLayout.addWidget(self.rollButton)

        self.resultFrame = QFrame(self.checkGroup)
        self.resultFrame.setObjectName(u"resultFrame")
        self.resultFrame.setFrameShape(QFrame.Shape.StyledPanel)
        self.resultLayout = QVBoxLayout(self.resultFrame)
        self.resultLayout.setObjectName(u"resultLayout")
        self.resultHeadline = QHBoxLayout()
        self.resultHeadline.setObjectName(u"resultHeadline")
        self.resultNumber = QLabel(self.resultFrame)
        self.resultNumber.setObjectName(u"resultNumber")

        self.resultHeadline.addWidget(self.resultNumber)

        self.resultLevel = QLabel(self.resultFrame)
        self.resultLevel.setObjectName(u"resultLevel")
        self.resultLevel.setWordWrap(True)

        self.resultHeadline.addWidget(self.resultLevel)

        self.resultHeadline.setStretch(1, 1)

        self.resultLayout.addLayout(self.resultHeadline)

        self.resultDice = QLabel(self.resultFrame)
        self.resultDice.setObjectName(u"resultDice")
        self.resultDice.setWordWrap(True)
        self.resultDice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.resultLayout.addWidget(self.resultDice)

        self.afterRollButtons = QHBoxLayout()
        self.afterRollButtons.setObjectName(u"afterRollButtons")
        self.pushButton = QPushButton(self.resultFrame)
        self.pushButton.setObjectName(u"pushButton")

        self.afterRollButtons.addWidget(self.pushButton)

        self.luckButton = QPushButton(self.resultFrame)
        self.luckButton.setObjectName(u"luckButton")

        self.afterRollButtons.addWidget(self.luckButton)


        self.resultLayout.addLayout(self.afterRollButtons)

        self.afterRollNote = QLabel(self.resultFrame)
        self.afterRollNote.setObjectName(u"afterRollNote")
        self.afterRollNote.setWordWrap(True)

        self.resultLayout.addWidget(self.afterRollNote)


        self.checkLayout.addWidget(self.resultFrame)


        self.rollColumn.addWidget(self.checkGroup)

        self.rollSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.rollColumn.addItem(self.rollSpacer)

        self.diceSplitter.addWidget(self.rollPane)
        self.sidePane = QWidget(self.diceSplitter)
        self.sidePane.setObjectName(u"sidePane")
        self.sidePaneLayout = QVBoxLayout(self.sidePane)
        self.sidePaneLayout.setObjectName(u"sidePaneLayout")
        self.sidePaneLayout.setContentsMargins(0, 0, 0, 0)
        self.expressionGroup = QGroupBox(self.sidePane)
        self.expressionGroup.setObjectName(u"expressionGroup")
        self.expressionLayout = QVBoxLayout(self.expressionGroup)
        self.expressionLayout.setObjectName(u"expressionLayout")
        self.expressionRow = QHBoxLayout()
        self.expressionRow.setObjectName(u"expressionRow")
        self.expressionEdit = QLineEdit(self.expressionGroup)
        self.expressionEdit.setObjectName(u"expressionEdit")

        self.expressionRow.addWidget(self.expressionEdit)

        self.expressionButton = QPushButton(self.expressionGroup)
        self.expressionButton.setObjectName(u"expressionButton")

        self.expressionRow.addWidget(self.expressionButton)


        self.expressionLayout.addLayout(self.expressionRow)

        self.expressionRange = QLabel(self.expressionGroup)
        self.expressionRange.setObjectName(u"expressionRange")
        self.expressionRange.setWordWrap(True)

        self.expressionLayout.addWidget(self.expressionRange)

        self.expressionResult = QLabel(self.expressionGroup)
        self.expressionResult.setObjectName(u"expressionResult")
        self.expressionResult.setWordWrap(True)
        self.expressionResult.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.expressionLayout.addWidget(self.expressionResult)


        self.sidePaneLayout.addWidget(self.expressionGroup)

        self.historyGroup = QGroupBox(self.sidePane)
        self.historyGroup.setObjectName(u"historyGroup")
        self.historyLayout = QVBoxLayout(self.historyGroup)
        self.historyLayout.setObjectName(u"historyLayout")
        self.historyFilterRow = QHBoxLayout()
        self.historyFilterRow.setObjectName(u"historyFilterRow")
        self.historyFilterLabel = QLabel(self.historyGroup)
        self.historyFilterLabel.setObjectName(u"historyFilterLabel")

        self.historyFilterRow.addWidget(self.historyFilterLabel)

        self.historyFilter = QComboBox(self.historyGroup)
        self.historyFilter.setObjectName(u"historyFilter")

        self.historyFilterRow.addWidget(self.historyFilter)

        self.historySpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.historyFilterRow.addItem(self.historySpacer)


        self.historyLayout.addLayout(self.historyFilterRow)

        self.historyView = QTableView(self.historyGroup)
        self.historyView.setObjectName(u"historyView")
        self.historyView.setAlternatingRowColors(True)
        self.historyView.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.historyView.setWordWrap(False)

        self.historyLayout.addWidget(self.historyView)


        self.sidePaneLayout.addWidget(self.historyGroup)

        self.diceSplitter.addWidget(self.sidePane)

        self.diceLayout.addWidget(self.diceSplitter)

#if QT_CONFIG(shortcut)
        self.characterLabel.setBuddy(self.characterCombo)
        self.targetLabel.setBuddy(self.targetCombo)
        self.valueLabel.setBuddy(self.valueSpin)
        self.difficultyLabel.setBuddy(self.difficultyCombo)
        self.bonusLabel.setBuddy(self.bonusSpin)
        self.penaltyLabel.setBuddy(self.penaltySpin)
        self.historyFilterLabel.setBuddy(self.historyFilter)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(DiceTab)

        self.rollButton.setDefault(True)

    # setupUi

    def retranslateUi(self, DiceTab):
        self.secretCheck.setText(QCoreApplication.translate("DiceTab", u"&Secret: every roll here is for the Keeper's eyes only", None))
#if QT_CONFIG(tooltip)
        self.secretCheck.setToolTip(QCoreApplication.translate("DiceTab", u"While ticked, the rolls made in this tab are kept off the players' window and marked Secret in the journal", None))
#endif // QT_CONFIG(tooltip)
        self.checkGroup.setTitle(QCoreApplication.translate("DiceTab", u"Percentile check", None))
        self.characterLabel.setText(QCoreApplication.translate("DiceTab", u"&Character", None))
#if QT_CONFIG(accessibility)
        self.characterCombo.setAccessibleName(QCoreApplication.translate("DiceTab", u"Character", None))
#endif // QT_CONFIG(accessibility)
        self.targetLabel.setText(QCoreApplication.translate("DiceTab", u"Roll &against", None))
#if QT_CONFIG(accessibility)
        self.targetCombo.setAccessibleName(QCoreApplication.translate("DiceTab", u"Skill or characteristic", None))
#endif // QT_CONFIG(accessibility)
        self.valueLabel.setText(QCoreApplication.translate("DiceTab", u"Va&lue", None))
#if QT_CONFIG(accessibility)
        self.valueSpin.setAccessibleName(QCoreApplication.translate("DiceTab", u"Value", None))
#endif // QT_CONFIG(accessibility)
        self.difficultyLabel.setText(QCoreApplication.translate("DiceTab", u"Difficult&y", None))
#if QT_CONFIG(accessibility)
        self.difficultyCombo.setAccessibleName(QCoreApplication.translate("DiceTab", u"Difficulty", None))
#endif // QT_CONFIG(accessibility)
        self.bonusLabel.setText(QCoreApplication.translate("DiceTab", u"&Bonus dice", None))
#if QT_CONFIG(accessibility)
        self.bonusSpin.setAccessibleName(QCoreApplication.translate("DiceTab", u"Bonus dice", None))
#endif // QT_CONFIG(accessibility)
        self.penaltyLabel.setText(QCoreApplication.translate("DiceTab", u"&Penalty dice", None))
#if QT_CONFIG(accessibility)
        self.penaltySpin.setAccessibleName(QCoreApplication.translate("DiceTab", u"Penalty dice", None))
#endif // QT_CONFIG(accessibility)
        self.rollButton.setText(QCoreApplication.translate("DiceTab", u"&Roll", None))
#if QT_CONFIG(accessibility)
        self.resultNumber.setAccessibleName(QCoreApplication.translate("DiceTab", u"Result", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.resultLevel.setAccessibleName(QCoreApplication.translate("DiceTab", u"Success level", None))
#endif // QT_CONFIG(accessibility)
        self.pushButton.setText(QCoreApplication.translate("DiceTab", u"P&ush the Roll", None))
        self.luckButton.setText(QCoreApplication.translate("DiceTab", u"Spend &Luck", None))
        self.expressionGroup.setTitle(QCoreApplication.translate("DiceTab", u"Any dice", None))
        self.expressionEdit.setPlaceholderText(QCoreApplication.translate("DiceTab", u"e.g. 1D6+1D4, 2D10, 1D10+20", None))
#if QT_CONFIG(accessibility)
        self.expressionEdit.setAccessibleName(QCoreApplication.translate("DiceTab", u"Dice expression", None))
#endif // QT_CONFIG(accessibility)
        self.expressionButton.setText(QCoreApplication.translate("DiceTab", u"Roll &Dice", None))
        self.historyGroup.setTitle(QCoreApplication.translate("DiceTab", u"Roll history", None))
        self.historyFilterLabel.setText(QCoreApplication.translate("DiceTab", u"Sho&w", None))
#if QT_CONFIG(accessibility)
        self.historyFilter.setAccessibleName(QCoreApplication.translate("DiceTab", u"Show rolls of", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.historyView.setAccessibleName(QCoreApplication.translate("DiceTab", u"Roll history", None))
#endif // QT_CONFIG(accessibility)
        pass
    # retranslateUi

