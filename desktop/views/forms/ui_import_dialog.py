# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'import_dialog.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialogButtonBox, QGroupBox, QHBoxLayout, QLabel, QListWidget, QPlainTextEdit, QPushButton, QRadioButton, QSizePolicy, QSpacerItem, QTableWidget, QVBoxLayout

class Ui_ImportDialog(object):
    def setupUi(self, ImportDialog):
        if not ImportDialog.objectName():
            ImportDialog.setObjectName(u"ImportDialog")
        self.importLayout = QVBoxLayout(ImportDialog)
        self.importLayout.setObjectName(u"importLayout")
        self.summaryLabel = QLabel(ImportDialog)
        self.summaryLabel.setObjectName(u"summaryLabel")
        self.summaryLabel.setWordWrap(True)

        self.importLayout.addWidget(self.summaryLabel)

        self.rollsBox = QGroupBox(ImportDialog)
        self.rollsBox.setObjectName(u"rollsBox")
        self.rollsLayout = QHBoxLayout(self.rollsBox)
        self.rollsLayout.setObjectName(u"rollsLayout")
        self.averageRadio = QRadioButton(self.rollsBox)
        self.averageRadio.setObjectName(u"averageRadio")
        self.averageRadio.setChecked(True)

        self.rollsLayout.addWidget(self.averageRadio)

        self.rollRadio = QRadioButton(self.rollsBox)
        self.rollRadio.setObjectName(u"rollRadio")

        self.rollsLayout.addWidget(self.rollRadio)

        self.rollAgainButton = QPushButton(self.rollsBox)
        self.rollAgainButton.setObjectName(u"rollAgainButton")
        self.rollAgainButton.setAutoDefault(False)

        self.rollsLayout.addWidget(self.rollAgainButton)

        self.rollsSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.rollsLayout.addItem(self.rollsSpacer)


        self.importLayout.addWidget(self.rollsBox)

        self.sheetsTable = QTableWidget(ImportDialog)
        self.sheetsTable.setObjectName(u"sheetsTable")

        self.importLayout.addWidget(self.sheetsTable)

        self.sheetText = QPlainTextEdit(ImportDialog)
        self.sheetText.setObjectName(u"sheetText")
        self.sheetText.setReadOnly(True)

        self.importLayout.addWidget(self.sheetText)

        self.skippedLabel = QLabel(ImportDialog)
        self.skippedLabel.setObjectName(u"skippedLabel")

        self.importLayout.addWidget(self.skippedLabel)

        self.skippedList = QListWidget(ImportDialog)
        self.skippedList.setObjectName(u"skippedList")
        self.skippedList.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.skippedList.setWordWrap(True)

        self.importLayout.addWidget(self.skippedList)

        self.buttons = QDialogButtonBox(ImportDialog)
        self.buttons.setObjectName(u"buttons")
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Ok)

        self.importLayout.addWidget(self.buttons)

        self.importLayout.setStretch(2, 3)
        self.importLayout.setStretch(4, 2)

        self.retranslateUi(ImportDialog)
    # setupUi

    def retranslateUi(self, ImportDialog):
        self.rollsBox.setTitle(QCoreApplication.translate("ImportDialog", u"Characteristics the file gives only as rolls", None))
        self.averageRadio.setText(QCoreApplication.translate("ImportDialog", u"Take their &average", None))
        self.rollRadio.setText(QCoreApplication.translate("ImportDialog", u"&Roll them", None))
        self.rollAgainButton.setText(QCoreApplication.translate("ImportDialog", u"Roll A&gain", None))
#if QT_CONFIG(accessibility)
        self.sheetsTable.setAccessibleName(QCoreApplication.translate("ImportDialog", u"Characters to import", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.sheetText.setAccessibleName(QCoreApplication.translate("ImportDialog", u"The character as it will be added", None))
#endif // QT_CONFIG(accessibility)
        self.skippedLabel.setText(QCoreApplication.translate("ImportDialog", u"Left out or changed, and why:", None))
#if QT_CONFIG(accessibility)
        self.skippedList.setAccessibleName(QCoreApplication.translate("ImportDialog", u"Left out or changed", None))
#endif // QT_CONFIG(accessibility)
        pass
    # retranslateUi

