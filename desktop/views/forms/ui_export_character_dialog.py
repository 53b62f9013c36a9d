# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'export_character_dialog.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout

class Ui_ExportCharacterDialog(object):
    def setupUi(self, ExportCharacterDialog):
        if not ExportCharacterDialog.objectName():
            ExportCharacterDialog.setObjectName(u"ExportCharacterDialog")
        self.exportLayout = QVBoxLayout(ExportCharacterDialog)
        self.exportLayout.setObjectName(u"exportLayout")
        self.exportForm = QFormLayout()
        self.exportForm.setObjectName(u"exportForm")
        self.characterLabel = QLabel(ExportCharacterDialog)
        self.characterLabel.setObjectName(u"characterLabel")

        self.exportForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.characterLabel)

        self.characterCombo = QComboBox(ExportCharacterDialog)
        self.characterCombo.setObjectName(u"characterCombo")

        self.exportForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.characterCombo)

        self.formatLabel = QLabel(ExportCharacterDialog)
        self.formatLabel.setObjectName(u"formatLabel")

        self.exportForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.formatLabel)

        self.formatCombo = QComboBox(ExportCharacterDialog)
        self.formatCombo.setObjectName(u"formatCombo")

        self.exportForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.formatCombo)


        self.exportLayout.addLayout(self.exportForm)

        self.noteLabel = QLabel(ExportCharacterDialog)
        self.noteLabel.setObjectName(u"noteLabel")
        self.noteLabel.setWordWrap(True)

        self.exportLayout.addWidget(self.noteLabel)

        self.buttons = QDialogButtonBox(ExportCharacterDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Ok)

        self.exportLayout.addWidget(self.buttons)

#if QT_CONFIG(shortcut)
        self.characterLabel.setBuddy(self.characterCombo)
        self.formatLabel.setBuddy(self.formatCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(ExportCharacterDialog)
    # setupUi

    def retranslateUi(self, ExportCharacterDialog):
        ExportCharacterDialog.setWindowTitle(QCoreApplication.translate("ExportCharacterDialog", u"Export Character", None))
        self.characterLabel.setText(QCoreApplication.translate("ExportCharacterDialog", u"&Character", None))
#if QT_CONFIG(accessibility)
        self.characterCombo.setAccessibleName(QCoreApplication.translate("ExportCharacterDialog", u"Character to export", None))
#endif // QT_CONFIG(accessibility)
        self.formatLabel.setText(QCoreApplication.translate("ExportCharacterDialog", u"&For", None))
#if QT_CONFIG(accessibility)
        self.formatCombo.setAccessibleName(QCoreApplication.translate("ExportCharacterDialog", u"Format to export in", None))
#endif // QT_CONFIG(accessibility)
    # retranslateUi

