# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'group_panel.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QFormLayout, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSpacerItem, QTableView, QVBoxLayout

class Ui_GroupPanel(object):
    def setupUi(self, GroupPanel):
        if not GroupPanel.objectName():
            GroupPanel.setObjectName(u"GroupPanel")
        self.groupLayout = QVBoxLayout(GroupPanel)
        self.groupLayout.setObjectName(u"groupLayout")
        self.introLabel = QLabel(GroupPanel)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.groupLayout.addWidget(self.introLabel)

        self.groupForm = QFormLayout()
        self.groupForm.setObjectName(u"groupForm")
        self.skillLabel = QLabel(GroupPanel)
        self.skillLabel.setObjectName(u"skillLabel")

        self.groupForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.skillLabel)

        self.skillCombo = QComboBox(GroupPanel)
        self.skillCombo.setObjectName(u"skillCombo")
        self.skillCombo.setMaxVisibleItems(20)

        self.groupForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.skillCombo)

        self.secondLabel = QLabel(GroupPanel)
        self.secondLabel.setObjectName(u"secondLabel")

        self.groupForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.secondLabel)

        self.secondRow = QHBoxLayout()
        self.secondRow.setObjectName(u"secondRow")
        self.secondCombo = QComboBox(GroupPanel)
        self.secondCombo.setObjectName(u"secondCombo")
        self.secondCombo.setMaxVisibleItems(20)

        self.secondRow.addWidget(self.secondCombo)

        self.needCombo = QComboBox(GroupPanel)
        self.needCombo.setObjectName(u"needCombo")

        self.secondRow.addWidget(self.needCombo)

        self.secondRow.setStretch(0, 1)

        self.groupForm.setLayout(1, QFormLayout.ItemRole.FieldRole, self.secondRow)

        self.difficultyLabel = QLabel(GroupPanel)
        self.difficultyLabel.setObjectName(u"difficultyLabel")

        self.groupForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.difficultyLabel)

        self.groupDifficulty = QComboBox(GroupPanel)
        self.groupDifficulty.setObjectName(u"groupDifficulty")

        self.groupForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.groupDifficulty)


        self.groupLayout.addLayout(self.groupForm)

        self.tickRow = QHBoxLayout()
        self.tickRow.setObjectName(u"tickRow")
        self.everyoneButton = QPushButton(GroupPanel)
        self.everyoneButton.setObjectName(u"everyoneButton")

        self.tickRow.addWidget(self.everyoneButton)

        self.nobodyButton = QPushButton(GroupPanel)
        self.nobodyButton.setObjectName(u"nobodyButton")

        self.tickRow.addWidget(self.nobodyButton)

        self.tickSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.tickRow.addItem(self.tickSpacer)


        self.groupLayout.addLayout(self.tickRow)

        self.groupView = QTableView(GroupPanel)
        self.groupView.setObjectName(u"groupView")
        self.groupView.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)

        self.groupLayout.addWidget(self.groupView)

        self.groupButtons = QHBoxLayout()
        self.groupButtons.setObjectName(u"groupButtons")
        self.groupRollButton = QPushButton(GroupPanel)
        self.groupRollButton.setObjectName(u"groupRollButton")

        self.groupButtons.addWidget(self.groupRollButton)

        self.groupLuckButton = QPushButton(GroupPanel)
        self.groupLuckButton.setObjectName(u"groupLuckButton")

        self.groupButtons.addWidget(self.groupLuckButton)


        self.groupLayout.addLayout(self.groupButtons)

        self.groupResult = QLabel(GroupPanel)
        self.groupResult.setObjectName(u"groupResult")
        self.groupResult.setWordWrap(True)

        self.groupLayout.addWidget(self.groupResult)

#if QT_CONFIG(shortcut)
        self.skillLabel.setBuddy(self.skillCombo)
        self.secondLabel.setBuddy(self.secondCombo)
        self.difficultyLabel.setBuddy(self.groupDifficulty)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(GroupPanel)
    # setupUi

    def retranslateUi(self, GroupPanel):
        self.introLabel.setText(QCoreApplication.translate("GroupPanel", u"Tick who rolls and pick the skill: each one rolls in turn. Double-click a Dice cell for a bonus or penalty die.", None))
        self.skillLabel.setText(QCoreApplication.translate("GroupPanel", u"S&kill", None))
#if QT_CONFIG(accessibility)
        self.skillCombo.setAccessibleName(QCoreApplication.translate("GroupPanel", u"Skill everyone rolls", None))
#endif // QT_CONFIG(accessibility)
        self.secondLabel.setText(QCoreApplication.translate("GroupPanel", u"Co&mbined with", None))
#if QT_CONFIG(accessibility)
        self.secondCombo.setAccessibleName(QCoreApplication.translate("GroupPanel", u"Second skill, read from the same roll", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.needCombo.setAccessibleName(QCoreApplication.translate("GroupPanel", u"Both skills or either", None))
#endif // QT_CONFIG(accessibility)
        self.difficultyLabel.setText(QCoreApplication.translate("GroupPanel", u"Difficult&y", None))
#if QT_CONFIG(accessibility)
        self.groupDifficulty.setAccessibleName(QCoreApplication.translate("GroupPanel", u"Difficulty of the group roll", None))
#endif // QT_CONFIG(accessibility)
        self.everyoneButton.setText(QCoreApplication.translate("GroupPanel", u"Tick Everyone", None))
        self.nobodyButton.setText(QCoreApplication.translate("GroupPanel", u"Tick Nobody", None))
#if QT_CONFIG(accessibility)
        self.groupView.setAccessibleName(QCoreApplication.translate("GroupPanel", u"Investigators rolling", None))
#endif // QT_CONFIG(accessibility)
        self.groupRollButton.setText(QCoreApplication.translate("GroupPanel", u"Roll for Every&one", None))
#if QT_CONFIG(tooltip)
        self.groupRollButton.setToolTip(QCoreApplication.translate("GroupPanel", u"Everyone ticked rolls the skill, one after the other", None))
#endif // QT_CONFIG(tooltip)
        self.groupLuckButton.setText(QCoreApplication.translate("GroupPanel", u"&Group Luck", None))
#if QT_CONFIG(tooltip)
        self.groupLuckButton.setToolTip(QCoreApplication.translate("GroupPanel", u"The investigator ticked with the lowest Luck rolls it for everyone", None))
#endif // QT_CONFIG(tooltip)
        pass
    # retranslateUi

