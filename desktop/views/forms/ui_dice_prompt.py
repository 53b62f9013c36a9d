# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'dice_prompt.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout

class Ui_DicePrompt(object):
    def setupUi(self, DicePrompt):
        if not DicePrompt.objectName():
            DicePrompt.setObjectName(u"DicePrompt")
        self.dialogLayout = QVBoxLayout(DicePrompt)
        self.dialogLayout.setObjectName(u"dialogLayout")
        self.whatLabel = QLabel(DicePrompt)
        self.whatLabel.setObjectName(u"whatLabel")
        self.whatLabel.setWordWrap(True)

        self.dialogLayout.addWidget(self.whatLabel)

        self.facesLayout = QFormLayout()
        self.facesLayout.setObjectName(u"facesLayout")
        self.tens1Label = QLabel(DicePrompt)
        self.tens1Label.setObjectName(u"tens1Label")

        self.facesLayout.setWidget(0, QFormLayout.ItemRole.LabelRole, self.tens1Label)

        self.tens1Edit = QLineEdit(DicePrompt)
        self.tens1Edit.setObjectName(u"tens1Edit")
        self.tens1Edit.setMaxLength(4)

        self.facesLayout.setWidget(0, QFormLayout.ItemRole.FieldRole, self.tens1Edit)

        self.tens2Label = QLabel(DicePrompt)
        self.tens2Label.setObjectName(u"tens2Label")

        self.facesLayout.setWidget(1, QFormLayout.ItemRole.LabelRole, self.tens2Label)

        self.tens2Edit = QLineEdit(DicePrompt)
        self.tens2Edit.setObjectName(u"tens2Edit")
        self.tens2Edit.setMaxLength(4)

        self.facesLayout.setWidget(1, QFormLayout.ItemRole.FieldRole, self.tens2Edit)

        self.tens3Label = QLabel(DicePrompt)
        self.tens3Label.setObjectName(u"tens3Label")

        self.facesLayout.setWidget(2, QFormLayout.ItemRole.LabelRole, self.tens3Label)

        self.tens3Edit = QLineEdit(DicePrompt)
        self.tens3Edit.setObjectName(u"tens3Edit")
        self.tens3Edit.setMaxLength(4)

        self.facesLayout.setWidget(2, QFormLayout.ItemRole.FieldRole, self.tens3Edit)

        self.unitsLabel = QLabel(DicePrompt)
        self.unitsLabel.setObjectName(u"unitsLabel")

        self.facesLayout.setWidget(3, QFormLayout.ItemRole.LabelRole, self.unitsLabel)

        self.unitsEdit = QLineEdit(DicePrompt)
        self.unitsEdit.setObjectName(u"unitsEdit")
        self.unitsEdit.setMaxLength(4)

        self.facesLayout.setWidget(3, QFormLayout.ItemRole.FieldRole, self.unitsEdit)

        self.diceLabel = QLabel(DicePrompt)
        self.diceLabel.setObjectName(u"diceLabel")

        self.facesLayout.setWidget(4, QFormLayout.ItemRole.LabelRole, self.diceLabel)

        self.diceEdit = QLineEdit(DicePrompt)
        self.diceEdit.setObjectName(u"diceEdit")
        self.diceEdit.setMaxLength(200)

        self.facesLayout.setWidget(4, QFormLayout.ItemRole.FieldRole, self.diceEdit)


        self.dialogLayout.addLayout(self.facesLayout)

        self.problemLabel = QLabel(DicePrompt)
        self.problemLabel.setObjectName(u"problemLabel")
        self.problemLabel.setWordWrap(True)

        self.dialogLayout.addWidget(self.problemLabel)

        self.buttons = QDialogButtonBox(DicePrompt)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Ok)

        self.dialogLayout.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.tens1Label.setBuddy(self.tens1Edit)
        self.tens2Label.setBuddy(self.tens2Edit)
        self.tens3Label.setBuddy(self.tens3Edit)
        self.unitsLabel.setBuddy(self.unitsEdit)
        self.diceLabel.setBuddy(self.diceEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(DicePrompt)
    # setupUi

    def retranslateUi(self, DicePrompt):
        DicePrompt.setWindowTitle(QCoreApplication.translate("DicePrompt", u"Dice from the Table", None))
        self.whatLabel.setText(QCoreApplication.translate("DicePrompt", u"Whose roll, and what for", None))
        self.tens1Label.setText(QCoreApplication.translate("DicePrompt", u"&Tens die:", None))
#if QT_CONFIG(accessibility)
        self.tens1Edit.setAccessibleName(QCoreApplication.translate("DicePrompt", u"Tens die", None))
#endif // QT_CONFIG(accessibility)
        self.tens1Edit.setPlaceholderText(QCoreApplication.translate("DicePrompt", u"00, 10 \u2026 90", None))
        self.tens2Label.setText(QCoreApplication.translate("DicePrompt", u"S&econd tens die:", None))
#if QT_CONFIG(accessibility)
        self.tens2Edit.setAccessibleName(QCoreApplication.translate("DicePrompt", u"Second tens die", None))
#endif // QT_CONFIG(accessibility)
        self.tens2Edit.setPlaceholderText(QCoreApplication.translate("DicePrompt", u"00, 10 \u2026 90", None))
        self.tens3Label.setText(QCoreApplication.translate("DicePrompt", u"T&hird tens die:", None))
#if QT_CONFIG(accessibility)
        self.tens3Edit.setAccessibleName(QCoreApplication.translate("DicePrompt", u"Third tens die", None))
#endif // QT_CONFIG(accessibility)
        self.tens3Edit.setPlaceholderText(QCoreApplication.translate("DicePrompt", u"00, 10 \u2026 90", None))
        self.unitsLabel.setText(QCoreApplication.translate("DicePrompt", u"&Units die:", None))
#if QT_CONFIG(accessibility)
        self.unitsEdit.setAccessibleName(QCoreApplication.translate("DicePrompt", u"Units die", None))
#endif // QT_CONFIG(accessibility)
        self.unitsEdit.setPlaceholderText(QCoreApplication.translate("DicePrompt", u"0 \u2026 9", None))
        self.diceLabel.setText(QCoreApplication.translate("DicePrompt", u"&Dice:", None))
#if QT_CONFIG(accessibility)
        self.diceEdit.setAccessibleName(QCoreApplication.translate("DicePrompt", u"Dice rolled", None))
#endif // QT_CONFIG(accessibility)
        self.diceEdit.setPlaceholderText(QCoreApplication.translate("DicePrompt", u"the total, or each die: 4 2", None))
    # retranslateUi

