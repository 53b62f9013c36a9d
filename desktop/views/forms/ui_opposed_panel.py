# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'opposed_panel.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QPushButton, QSizePolicy, QSpacerItem, QVBoxLayout

class Ui_OpposedPanel(object):
    def setupUi(self, OpposedPanel):
        if not OpposedPanel.objectName():
            OpposedPanel.setObjectName(u"OpposedPanel")
        self.opposedLayout = QVBoxLayout(OpposedPanel)
        self.opposedLayout.setObjectName(u"opposedLayout")
        self.introLabel = QLabel(OpposedPanel)
        self.introLabel.setObjectName(u"introLabel")
        self.introLabel.setWordWrap(True)

        self.opposedLayout.addWidget(self.introLabel)

        self.opposedForm = QFormLayout()
        self.opposedForm.setObjectName(u"opposedForm")
        self.firstLabel = QLabel(OpposedPanel)
        self.firstLabel.setObjectName(u"firstLabel")

        self.opposedForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.firstLabel)

        self.firstCharacter = QComboBox(OpposedPanel)
        self.firstCharacter.setObjectName(u"firstCharacter")

        self.opposedForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.firstCharacter)

        self.firstTarget = QComboBox(OpposedPanel)
        self.firstTarget.setObjectName(u"firstTarget")

        self.opposedForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.firstTarget)

        self.secondLabel = QLabel(OpposedPanel)
        self.secondLabel.setObjectName(u"secondLabel")

        self.opposedForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.secondLabel)

        self.secondCharacter = QComboBox(OpposedPanel)
        self.secondCharacter.setObjectName(u"secondCharacter")

        self.opposedForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.secondCharacter)

        self.secondTarget = QComboBox(OpposedPanel)
        self.secondTarget.setObjectName(u"secondTarget")

        self.opposedForm.setWidget(3, QFormLayout.ItemRole.FieldRole, self.secondTarget)


        self.opposedLayout.addLayout(self.opposedForm)

        self.opposedButton = QPushButton(OpposedPanel)
        self.opposedButton.setObjectName(u"opposedButton")

        self.opposedLayout.addWidget(self.opposedButton)

        self.opposedResult = QLabel(OpposedPanel)
        self.opposedResult.setObjectName(u"opposedResult")
        self.opposedResult.setWordWrap(True)

        self.opposedLayout.addWidget(self.opposedResult)

        self.opposedSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.opposedLayout.addItem(self.opposedSpacer)

#if QT_CONFIG(shortcut)
        self.firstLabel.setBuddy(self.firstCharacter)
        self.secondLabel.setBuddy(self.secondCharacter)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(OpposedPanel)
    # setupUi

    def retranslateUi(self, OpposedPanel):
        self.introLabel.setText(QCoreApplication.translate("OpposedPanel", u"Two characters, a skill or characteristic each, both rolled: the higher level wins; a tie goes to the higher value.", None))
        self.firstLabel.setText(QCoreApplication.translate("OpposedPanel", u"O&ne side", None))
#if QT_CONFIG(accessibility)
        self.firstCharacter.setAccessibleName(QCoreApplication.translate("OpposedPanel", u"First character", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.firstTarget.setAccessibleName(QCoreApplication.translate("OpposedPanel", u"First character's skill", None))
#endif // QT_CONFIG(accessibility)
        self.secondLabel.setText(QCoreApplication.translate("OpposedPanel", u"The &other", None))
#if QT_CONFIG(accessibility)
        self.secondCharacter.setAccessibleName(QCoreApplication.translate("OpposedPanel", u"Second character", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.secondTarget.setAccessibleName(QCoreApplication.translate("OpposedPanel", u"Second character's skill", None))
#endif // QT_CONFIG(accessibility)
        self.opposedButton.setText(QCoreApplication.translate("OpposedPanel", u"Roll Both (Opposed)", None))
        pass
    # retranslateUi

