# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'care_panel.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout

from desktop.views.common.numbers import StrictSpinBox

class Ui_CarePanel(object):
    def setupUi(self, CarePanel):
        if not CarePanel.objectName():
            CarePanel.setObjectName(u"CarePanel")
        self.careLayout = QVBoxLayout(CarePanel)
        self.careLayout.setObjectName(u"careLayout")
        self.careLayout.setContentsMargins(0, -1, 0, -1)
        self.harmGroup = QGroupBox(CarePanel)
        self.harmGroup.setObjectName(u"harmGroup")
        self.harmGrid = QGridLayout(self.harmGroup)
        self.harmGrid.setObjectName(u"harmGrid")
        self.severityCombo = QComboBox(self.harmGroup)
        self.severityCombo.setObjectName(u"severityCombo")

        self.harmGrid.addWidget(self.severityCombo, 0, 0, 1, 2)

        self.diceRow = QHBoxLayout()
        self.diceRow.setObjectName(u"diceRow")
        self.diceLabel = QLabel(self.harmGroup)
        self.diceLabel.setObjectName(u"diceLabel")

        self.diceRow.addWidget(self.diceLabel)

        self.diceEdit = QLineEdit(self.harmGroup)
        self.diceEdit.setObjectName(u"diceEdit")

        self.diceRow.addWidget(self.diceEdit)


        self.harmGrid.addLayout(self.diceRow, 1, 0, 1, 1)

        self.armourSpin = StrictSpinBox(self.harmGroup)
        self.armourSpin.setObjectName(u"armourSpin")
        self.armourSpin.setMinimum(0)
        self.armourSpin.setMaximum(50)

        self.harmGrid.addWidget(self.armourSpin, 1, 1, 1, 1)

        self.whyEdit = QLineEdit(self.harmGroup)
        self.whyEdit.setObjectName(u"whyEdit")

        self.harmGrid.addWidget(self.whyEdit, 2, 0, 1, 2)

        self.damageButton = QPushButton(self.harmGroup)
        self.damageButton.setObjectName(u"damageButton")

        self.harmGrid.addWidget(self.damageButton, 3, 0, 1, 1)

        self.healButton = QPushButton(self.harmGroup)
        self.healButton.setObjectName(u"healButton")

        self.harmGrid.addWidget(self.healButton, 3, 1, 1, 1)

        self.restButton = QPushButton(self.harmGroup)
        self.restButton.setObjectName(u"restButton")

        self.harmGrid.addWidget(self.restButton, 4, 0, 1, 1)

        self.daysSpin = StrictSpinBox(self.harmGroup)
        self.daysSpin.setObjectName(u"daysSpin")
        self.daysSpin.setMinimum(1)
        self.daysSpin.setMaximum(365)

        self.harmGrid.addWidget(self.daysSpin, 4, 1, 1, 1)

        self.recoveryButton = QPushButton(self.harmGroup)
        self.recoveryButton.setObjectName(u"recoveryButton")

        self.harmGrid.addWidget(self.recoveryButton, 5, 0, 1, 1)

        self.careCheck = QCheckBox(self.harmGroup)
        self.careCheck.setObjectName(u"careCheck")

        self.harmGrid.addWidget(self.careCheck, 5, 1, 1, 1)

        self.resultLabel = QLabel(self.harmGroup)
        self.resultLabel.setObjectName(u"resultLabel")
        self.resultLabel.setWordWrap(True)

        self.harmGrid.addWidget(self.resultLabel, 6, 0, 1, 2)


        self.careLayout.addWidget(self.harmGroup)

        self.conditionsGroup = QGroupBox(CarePanel)
        self.conditionsGroup.setObjectName(u"conditionsGroup")
        self.conditionsGrid = QGridLayout(self.conditionsGroup)
        self.conditionsGrid.setObjectName(u"conditionsGrid")

        self.careLayout.addWidget(self.conditionsGroup)

#if QT_CONFIG(shortcut)
        self.diceLabel.setBuddy(self.diceEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(CarePanel)
    # setupUi

    def retranslateUi(self, CarePanel):
        self.harmGroup.setTitle(QCoreApplication.translate("CarePanel", u"Harm and healing", None))
#if QT_CONFIG(accessibility)
        self.severityCombo.setAccessibleName(QCoreApplication.translate("CarePanel", u"Other damage", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.severityCombo.setToolTip(QCoreApplication.translate("CarePanel", u"Harm from the world, by how bad it is: picks the dice", None))
#endif // QT_CONFIG(tooltip)
        self.diceLabel.setText(QCoreApplication.translate("CarePanel", u"Di&ce", None))
        self.diceEdit.setPlaceholderText(QCoreApplication.translate("CarePanel", u"e.g. 1D6", None))
#if QT_CONFIG(accessibility)
        self.diceEdit.setAccessibleName(QCoreApplication.translate("CarePanel", u"Dice", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.diceEdit.setToolTip(QCoreApplication.translate("CarePanel", u"The dice of harm or healing, or a number", None))
#endif // QT_CONFIG(tooltip)
        self.armourSpin.setPrefix(QCoreApplication.translate("CarePanel", u"armour ", None))
#if QT_CONFIG(accessibility)
        self.armourSpin.setAccessibleName(QCoreApplication.translate("CarePanel", u"Armour against this harm", None))
#endif // QT_CONFIG(accessibility)
        self.whyEdit.setPlaceholderText(QCoreApplication.translate("CarePanel", u"why, e.g. fall", None))
#if QT_CONFIG(accessibility)
        self.whyEdit.setAccessibleName(QCoreApplication.translate("CarePanel", u"Cause", None))
#endif // QT_CONFIG(accessibility)
        self.damageButton.setText(QCoreApplication.translate("CarePanel", u"&Take Damage", None))
        self.healButton.setText(QCoreApplication.translate("CarePanel", u"Hea&l", None))
#if QT_CONFIG(tooltip)
        self.healButton.setToolTip(QCoreApplication.translate("CarePanel", u"Heal the dice's total; half HP or more ends a major wound", None))
#endif // QT_CONFIG(tooltip)
        self.restButton.setText(QCoreApplication.translate("CarePanel", u"&Rest", None))
#if QT_CONFIG(tooltip)
        self.restButton.setToolTip(QCoreApplication.translate("CarePanel", u"Natural healing: 1 HP a day, without a major wound", None))
#endif // QT_CONFIG(tooltip)
        self.daysSpin.setSuffix(QCoreApplication.translate("CarePanel", u" days", None))
#if QT_CONFIG(accessibility)
        self.daysSpin.setAccessibleName(QCoreApplication.translate("CarePanel", u"Days of rest", None))
#endif // QT_CONFIG(accessibility)
        self.recoveryButton.setText(QCoreApplication.translate("CarePanel", u"&Weekly Recovery", None))
#if QT_CONFIG(tooltip)
        self.recoveryButton.setToolTip(QCoreApplication.translate("CarePanel", u"A major wound's weekly CON roll: 1D3 HP, Extreme 2D3 and the wound is over", None))
#endif // QT_CONFIG(tooltip)
        self.careCheck.setText(QCoreApplication.translate("CarePanel", u"Rest under medical care", None))
#if QT_CONFIG(tooltip)
        self.careCheck.setToolTip(QCoreApplication.translate("CarePanel", u"A bonus die on the weekly CON roll", None))
#endif // QT_CONFIG(tooltip)
        self.conditionsGroup.setTitle(QCoreApplication.translate("CarePanel", u"Conditions", None))
        pass
    # retranslateUi

