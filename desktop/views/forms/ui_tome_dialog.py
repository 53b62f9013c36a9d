# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'tome_dialog.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QListWidget, QVBoxLayout

from desktop.views.common.numbers import StrictSpinBox

class Ui_TomeDialog(object):
    def setupUi(self, TomeDialog):
        if not TomeDialog.objectName():
            TomeDialog.setObjectName(u"TomeDialog")
        self.dialogLayout = QVBoxLayout(TomeDialog)
        self.dialogLayout.setObjectName(u"dialogLayout")
        self.tomeForm = QFormLayout()
        self.tomeForm.setObjectName(u"tomeForm")
        self.titleLabel = QLabel(TomeDialog)
        self.titleLabel.setObjectName(u"titleLabel")

        self.tomeForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.titleLabel)

        self.titleEdit = QLineEdit(TomeDialog)
        self.titleEdit.setObjectName(u"titleEdit")

        self.tomeForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.titleEdit)

        self.languageLabel = QLabel(TomeDialog)
        self.languageLabel.setObjectName(u"languageLabel")

        self.tomeForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.languageLabel)

        self.languageEdit = QLineEdit(TomeDialog)
        self.languageEdit.setObjectName(u"languageEdit")

        self.tomeForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.languageEdit)

        self.conditionLabel = QLabel(TomeDialog)
        self.conditionLabel.setObjectName(u"conditionLabel")

        self.tomeForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.conditionLabel)

        self.conditionCombo = QComboBox(TomeDialog)
        self.conditionCombo.setObjectName(u"conditionCombo")

        self.tomeForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.conditionCombo)

        self.initialLabel = QLabel(TomeDialog)
        self.initialLabel.setObjectName(u"initialLabel")

        self.tomeForm.setWidget(3, QFormLayout.ItemRole.LabelRole, self.initialLabel)

        self.initialSpin = StrictSpinBox(TomeDialog)
        self.initialSpin.setObjectName(u"initialSpin")
        self.initialSpin.setMinimum(0)
        self.initialSpin.setMaximum(99)

        self.tomeForm.setWidget(3, QFormLayout.ItemRole.FieldRole, self.initialSpin)

        self.fullLabel = QLabel(TomeDialog)
        self.fullLabel.setObjectName(u"fullLabel")

        self.tomeForm.setWidget(4, QFormLayout.ItemRole.LabelRole, self.fullLabel)

        self.fullSpin = StrictSpinBox(TomeDialog)
        self.fullSpin.setObjectName(u"fullSpin")
        self.fullSpin.setMinimum(0)
        self.fullSpin.setMaximum(99)

        self.tomeForm.setWidget(4, QFormLayout.ItemRole.FieldRole, self.fullSpin)

        self.ratingLabel = QLabel(TomeDialog)
        self.ratingLabel.setObjectName(u"ratingLabel")

        self.tomeForm.setWidget(5, QFormLayout.ItemRole.LabelRole, self.ratingLabel)

        self.ratingSpin = StrictSpinBox(TomeDialog)
        self.ratingSpin.setObjectName(u"ratingSpin")
        self.ratingSpin.setMinimum(0)
        self.ratingSpin.setMaximum(99)

        self.tomeForm.setWidget(5, QFormLayout.ItemRole.FieldRole, self.ratingSpin)

        self.lossLabel = QLabel(TomeDialog)
        self.lossLabel.setObjectName(u"lossLabel")

        self.tomeForm.setWidget(6, QFormLayout.ItemRole.LabelRole, self.lossLabel)

        self.lossEdit = QLineEdit(TomeDialog)
        self.lossEdit.setObjectName(u"lossEdit")

        self.tomeForm.setWidget(6, QFormLayout.ItemRole.FieldRole, self.lossEdit)

        self.weeksLabel = QLabel(TomeDialog)
        self.weeksLabel.setObjectName(u"weeksLabel")

        self.tomeForm.setWidget(7, QFormLayout.ItemRole.LabelRole, self.weeksLabel)

        self.weeksSpin = StrictSpinBox(TomeDialog)
        self.weeksSpin.setObjectName(u"weeksSpin")
        self.weeksSpin.setMinimum(1)
        self.weeksSpin.setMaximum(999)

        self.tomeForm.setWidget(7, QFormLayout.ItemRole.FieldRole, self.weeksSpin)

        self.spellsLabel = QLabel(TomeDialog)
        self.spellsLabel.setObjectName(u"spellsLabel")

        self.tomeForm.setWidget(8, QFormLayout.ItemRole.LabelRole, self.spellsLabel)

        self.spellsList = QListWidget(TomeDialog)
        self.spellsList.setObjectName(u"spellsList")

        self.tomeForm.setWidget(8, QFormLayout.ItemRole.FieldRole, self.spellsList)


        self.dialogLayout.addLayout(self.tomeForm)

        self.errorLabel = QLabel(TomeDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setWordWrap(True)

        self.dialogLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(TomeDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Save)

        self.dialogLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.titleLabel.setBuddy(self.titleEdit)
        self.languageLabel.setBuddy(self.languageEdit)
        self.conditionLabel.setBuddy(self.conditionCombo)
        self.initialLabel.setBuddy(self.initialSpin)
        self.fullLabel.setBuddy(self.fullSpin)
        self.ratingLabel.setBuddy(self.ratingSpin)
        self.lossLabel.setBuddy(self.lossEdit)
        self.weeksLabel.setBuddy(self.weeksSpin)
        self.spellsLabel.setBuddy(self.spellsList)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(TomeDialog)
    # setupUi

    def retranslateUi(self, TomeDialog):
        TomeDialog.setWindowTitle(QCoreApplication.translate("TomeDialog", u"A tome of the campaign", None))
        self.titleLabel.setText(QCoreApplication.translate("TomeDialog", u"&Title", None))
        self.languageLabel.setText(QCoreApplication.translate("TomeDialog", u"&Language", None))
        self.languageEdit.setPlaceholderText(QCoreApplication.translate("TomeDialog", u"e.g. Latin", None))
        self.conditionLabel.setText(QCoreApplication.translate("TomeDialog", u"&Condition", None))
        self.initialLabel.setText(QCoreApplication.translate("TomeDialog", u"Cthulhu Mythos, initial &reading", None))
        self.fullLabel.setText(QCoreApplication.translate("TomeDialog", u"Cthulhu Mythos, f&ull study", None))
        self.ratingLabel.setText(QCoreApplication.translate("TomeDialog", u"Mythos rati&ng", None))
        self.lossLabel.setText(QCoreApplication.translate("TomeDialog", u"&SAN loss", None))
        self.lossEdit.setPlaceholderText(QCoreApplication.translate("TomeDialog", u"dice, e.g. 1D8", None))
        self.weeksLabel.setText(QCoreApplication.translate("TomeDialog", u"Full study, &weeks", None))
        self.spellsLabel.setText(QCoreApplication.translate("TomeDialog", u"S&pells in it", None))
    # retranslateUi

