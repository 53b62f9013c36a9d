# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'stat_block_dialog.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QHBoxLayout, QLabel, QListWidget, QPlainTextEdit, QRadioButton, QSizePolicy, QSpacerItem, QSplitter, QVBoxLayout, QWidget

class Ui_StatBlockDialog(object):
    def setupUi(self, StatBlockDialog):
        if not StatBlockDialog.objectName():
            StatBlockDialog.setObjectName(u"StatBlockDialog")
        self.dialogLayout = QVBoxLayout(StatBlockDialog)
        self.dialogLayout.setObjectName(u"dialogLayout")
        self.introLabel = QLabel(StatBlockDialog)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.dialogLayout.addWidget(self.introLabel)

        self.splitter = QSplitter(StatBlockDialog)
        self.splitter.setObjectName(u"splitter")
        self.splitter.setOrientation(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.textEdit = QPlainTextEdit(self.splitter)
        self.textEdit.setObjectName(u"textEdit")
        self.textEdit.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.splitter.addWidget(self.textEdit)
        self.previewPane = QWidget(self.splitter)
        self.previewPane.setObjectName(u"previewPane")
        self.previewLayout = QVBoxLayout(self.previewPane)
        self.previewLayout.setObjectName(u"previewLayout")
        self.previewLayout.setContentsMargins(0, 0, 0, 0)
        self.choiceLayout = QHBoxLayout()
        self.choiceLayout.setObjectName(u"choiceLayout")
        self.npcRadio = QRadioButton(self.previewPane)
        self.npcRadio.setObjectName(u"npcRadio")

        self.choiceLayout.addWidget(self.npcRadio)

        self.monsterRadio = QRadioButton(self.previewPane)
        self.monsterRadio.setObjectName(u"monsterRadio")

        self.choiceLayout.addWidget(self.monsterRadio)

        self.sixthCheck = QCheckBox(self.previewPane)
        self.sixthCheck.setObjectName(u"sixthCheck")

        self.choiceLayout.addWidget(self.sixthCheck)

        self.choiceSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.choiceLayout.addItem(self.choiceSpacer)


        self.previewLayout.addLayout(self.choiceLayout)

        self.guessLabel = QLabel(self.previewPane)
        self.guessLabel.setObjectName(u"guessLabel")
        self.guessLabel.setWordWrap(True)

        self.previewLayout.addWidget(self.guessLabel)

        self.previewText = QPlainTextEdit(self.previewPane)
        self.previewText.setObjectName(u"previewText")
        self.previewText.setReadOnly(True)

        self.previewLayout.addWidget(self.previewText)

        self.skippedLabel = QLabel(self.previewPane)
        self.skippedLabel.setObjectName(u"skippedLabel")

        self.previewLayout.addWidget(self.skippedLabel)

        self.skippedList = QListWidget(self.previewPane)
        self.skippedList.setObjectName(u"skippedList")
        self.skippedList.setWordWrap(True)

        self.previewLayout.addWidget(self.skippedList)

        self.splitter.addWidget(self.previewPane)

        self.dialogLayout.addWidget(self.splitter)

        self.messageLabel = QLabel(StatBlockDialog)
        self.messageLabel.setObjectName(u"messageLabel")
        self.messageLabel.setWordWrap(True)

        self.dialogLayout.addWidget(self.messageLabel)

        self.buttons = QDialogButtonBox(StatBlockDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Ok)

        self.dialogLayout.addWidget(self.buttons)


        self.retranslateUi(StatBlockDialog)
    # setupUi

    def retranslateUi(self, StatBlockDialog):
        StatBlockDialog.setWindowTitle(QCoreApplication.translate("StatBlockDialog", u"Paste Stat Block", None))
        self.introLabel.setText(QCoreApplication.translate("StatBlockDialog", u"Paste one NPC or creature as the scenario prints it (7th or 6th edition). The preview shows what will be added; nothing is added until you press Import.", None))
#if QT_CONFIG(accessibility)
        self.textEdit.setAccessibleName(QCoreApplication.translate("StatBlockDialog", u"Stat block text", None))
#endif // QT_CONFIG(accessibility)
        self.textEdit.setPlaceholderText(QCoreApplication.translate("StatBlockDialog", u"Example:\n"
"Jane Doe, age 35, antiquarian\n"
"STR 50 CON 60 SIZ 55 DEX 65 APP 70 INT 80\n"
"POW 60 EDU 85 SAN 60 HP 11 DB: 0 Build: 0 Move: 8 MP: 12 Luck: 45\n"
"Combat\n"
"Brawl 30% (15/6), damage 1D3 + DB\n"
".38 Revolver 35% (17/7), damage 1D10\n"
"Dodge 32% (16/6)\n"
"Skills: History 60%, Library Use 70%, Spot Hidden 45%\n"
"Languages: English 85%, Latin 40%", None))
        self.npcRadio.setText(QCoreApplication.translate("StatBlockDialog", u"&NPC", None))
#if QT_CONFIG(tooltip)
        self.npcRadio.setToolTip(QCoreApplication.translate("StatBlockDialog", u"A person: keeps Sanity; characteristics 1 to 99", None))
#endif // QT_CONFIG(tooltip)
        self.monsterRadio.setText(QCoreApplication.translate("StatBlockDialog", u"&Monster", None))
#if QT_CONFIG(tooltip)
        self.monsterRadio.setToolTip(QCoreApplication.translate("StatBlockDialog", u"A creature: no Sanity of its own; characteristics up to 999", None))
#endif // QT_CONFIG(tooltip)
        self.sixthCheck.setText(QCoreApplication.translate("StatBlockDialog", u"&6th edition (convert to 7th)", None))
#if QT_CONFIG(tooltip)
        self.sixthCheck.setToolTip(QCoreApplication.translate("StatBlockDialog", u"Characteristics \u00d75 and skills under their 7th-edition names (Hide and Sneak become Stealth)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.previewText.setAccessibleName(QCoreApplication.translate("StatBlockDialog", u"Preview of the character to add", None))
#endif // QT_CONFIG(accessibility)
        self.skippedLabel.setText(QCoreApplication.translate("StatBlockDialog", u"Changed, left out or kept in the notes, and why:", None))
#if QT_CONFIG(accessibility)
        self.skippedList.setAccessibleName(QCoreApplication.translate("StatBlockDialog", u"Changed, left out or kept in the notes", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.messageLabel.setAccessibleName(QCoreApplication.translate("StatBlockDialog", u"Why the text cannot be imported", None))
#endif // QT_CONFIG(accessibility)
    # retranslateUi

