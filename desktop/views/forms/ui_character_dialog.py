# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'character_dialog.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QPushButton, QSizePolicy, QSpacerItem, QTabWidget, QTableWidget, QVBoxLayout, QWidget

from desktop.views.common.numbers import StrictSpinBox

class Ui_CharacterDialog(object):
    def setupUi(self, CharacterDialog):
        if not CharacterDialog.objectName():
            CharacterDialog.setObjectName(u"CharacterDialog")
        CharacterDialog.resize(900, 720)
        self.dialogLayout = QVBoxLayout(CharacterDialog)
        self.dialogLayout.setObjectName(u"dialogLayout")
        self.topLayout = QHBoxLayout()
        self.topLayout.setObjectName(u"topLayout")
        self.identityGroup = QGroupBox(CharacterDialog)
        self.identityGroup.setObjectName(u"identityGroup")
        self.identityForm = QFormLayout(self.identityGroup)
        self.identityForm.setObjectName(u"identityForm")
        self.nameLabel = QLabel(self.identityGroup)
        self.nameLabel.setObjectName(u"nameLabel")

        self.identityForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.nameLabel)

        self.nameEdit = QLineEdit(self.identityGroup)
        self.nameEdit.setObjectName(u"nameEdit")

        self.identityForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.nameEdit)

        self.kindLabel = QLabel(self.identityGroup)
        self.kindLabel.setObjectName(u"kindLabel")

        self.identityForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.kindLabel)

        self.kindCombo = QComboBox(self.identityGroup)
        self.kindCombo.setObjectName(u"kindCombo")

        self.identityForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.kindCombo)

        self.occupationLabel = QLabel(self.identityGroup)
        self.occupationLabel.setObjectName(u"occupationLabel")

        self.identityForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.occupationLabel)

        self.occupationEdit = QLineEdit(self.identityGroup)
        self.occupationEdit.setObjectName(u"occupationEdit")

        self.identityForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.occupationEdit)

        self.ageLabel = QLabel(self.identityGroup)
        self.ageLabel.setObjectName(u"ageLabel")

        self.identityForm.setWidget(3, QFormLayout.ItemRole.LabelRole, self.ageLabel)

        self.ageSpin = StrictSpinBox(self.identityGroup)
        self.ageSpin.setObjectName(u"ageSpin")
        self.ageSpin.setMinimum(1)
        self.ageSpin.setMaximum(999)
        self.ageSpin.setValue(30)

        self.identityForm.setWidget(3, QFormLayout.ItemRole.FieldRole, self.ageSpin)

        self.luckLabel = QLabel(self.identityGroup)
        self.luckLabel.setObjectName(u"luckLabel")

        self.identityForm.setWidget(4, QFormLayout.ItemRole.LabelRole, self.luckLabel)

        self.luckSpin = StrictSpinBox(self.identityGroup)
        self.luckSpin.setObjectName(u"luckSpin")
        self.luckSpin.setMinimum(0)
        self.luckSpin.setMaximum(99)
        self.luckSpin.setValue(50)

        self.identityForm.setWidget(4, QFormLayout.ItemRole.FieldRole, self.luckSpin)

        self.movLabel = QLabel(self.identityGroup)
        self.movLabel.setObjectName(u"movLabel")

        self.identityForm.setWidget(5, QFormLayout.ItemRole.LabelRole, self.movLabel)

        self.movSpin = StrictSpinBox(self.identityGroup)
        self.movSpin.setObjectName(u"movSpin")
        self.movSpin.setMinimum(0)
        self.movSpin.setMaximum(99)
        self.movSpin.setValue(0)

        self.identityForm.setWidget(5, QFormLayout.ItemRole.FieldRole, self.movSpin)


        self.topLayout.addWidget(self.identityGroup)

        self.characteristicsGroup = QGroupBox(CharacterDialog)
        self.characteristicsGroup.setObjectName(u"characteristicsGroup")
        self.characteristicsLayout = QVBoxLayout(self.characteristicsGroup)
        self.characteristicsLayout.setObjectName(u"characteristicsLayout")
        self.characteristicsGrid = QGridLayout()
        self.characteristicsGrid.setObjectName(u"characteristicsGrid")
        self.strengthLabel = QLabel(self.characteristicsGroup)
        self.strengthLabel.setObjectName(u"strengthLabel")

        self.characteristicsGrid.addWidget(self.strengthLabel, 0, 0, 1, 1)

        self.strengthSpin = StrictSpinBox(self.characteristicsGroup)
        self.strengthSpin.setObjectName(u"strengthSpin")
        self.strengthSpin.setMinimum(0)
        self.strengthSpin.setMaximum(999)
        self.strengthSpin.setValue(50)

        self.characteristicsGrid.addWidget(self.strengthSpin, 1, 0, 1, 1)

        self.constitutionLabel = QLabel(self.characteristicsGroup)
        self.constitutionLabel.setObjectName(u"constitutionLabel")

        self.characteristicsGrid.addWidget(self.constitutionLabel, 0, 1, 1, 1)

        self.constitutionSpin = StrictSpinBox(self.characteristicsGroup)
        self.constitutionSpin.setObjectName(u"constitutionSpin")
        self.constitutionSpin.setMinimum(0)
        self.constitutionSpin.setMaximum(999)
        self.constitutionSpin.setValue(50)

        self.characteristicsGrid.addWidget(self.constitutionSpin, 1, 1, 1, 1)

        self.sizeLabel = QLabel(self.characteristicsGroup)
        self.sizeLabel.setObjectName(u"sizeLabel")

        self.characteristicsGrid.addWidget(self.sizeLabel, 0, 2, 1, 1)

        self.sizeSpin = StrictSpinBox(self.characteristicsGroup)
        self.sizeSpin.setObjectName(u"sizeSpin")
        self.sizeSpin.setMinimum(0)
        self.sizeSpin.setMaximum(999)
        self.sizeSpin.setValue(50)

        self.characteristicsGrid.addWidget(self.sizeSpin, 1, 2, 1, 1)

        self.dexterityLabel = QLabel(self.characteristicsGroup)
        self.dexterityLabel.setObjectName(u"dexterityLabel")

        self.characteristicsGrid.addWidget(self.dexterityLabel, 0, 3, 1, 1)

        self.dexteritySpin = StrictSpinBox(self.characteristicsGroup)
        self.dexteritySpin.setObjectName(u"dexteritySpin")
        self.dexteritySpin.setMinimum(0)
        self.dexteritySpin.setMaximum(999)
        self.dexteritySpin.setValue(50)

        self.characteristicsGrid.addWidget(self.dexteritySpin, 1, 3, 1, 1)

        self.appearanceLabel = QLabel(self.characteristicsGroup)
        self.appearanceLabel.setObjectName(u"appearanceLabel")

        self.characteristicsGrid.addWidget(self.appearanceLabel, 2, 0, 1, 1)

        self.appearanceSpin = StrictSpinBox(self.characteristicsGroup)
        self.appearanceSpin.setObjectName(u"appearanceSpin")
        self.appearanceSpin.setMinimum(0)
        self.appearanceSpin.setMaximum(999)
        self.appearanceSpin.setValue(50)

        self.characteristicsGrid.addWidget(self.appearanceSpin, 3, 0, 1, 1)

        self.intelligenceLabel = QLabel(self.characteristicsGroup)
        self.intelligenceLabel.setObjectName(u"intelligenceLabel")

        self.characteristicsGrid.addWidget(self.intelligenceLabel, 2, 1, 1, 1)

        self.intelligenceSpin = StrictSpinBox(self.characteristicsGroup)
        self.intelligenceSpin.setObjectName(u"intelligenceSpin")
        self.intelligenceSpin.setMinimum(0)
        self.intelligenceSpin.setMaximum(999)
        self.intelligenceSpin.setValue(50)

        self.characteristicsGrid.addWidget(self.intelligenceSpin, 3, 1, 1, 1)

        self.powerLabel = QLabel(self.characteristicsGroup)
        self.powerLabel.setObjectName(u"powerLabel")

        self.characteristicsGrid.addWidget(self.powerLabel, 2, 2, 1, 1)

        self.powerSpin = StrictSpinBox(self.characteristicsGroup)
        self.powerSpin.setObjectName(u"powerSpin")
        self.powerSpin.setMinimum(0)
        self.powerSpin.setMaximum(999)
        self.powerSpin.setValue(50)

        self.characteristicsGrid.addWidget(self.powerSpin, 3, 2, 1, 1)

        self.educationLabel = QLabel(self.characteristicsGroup)
        self.educationLabel.setObjectName(u"educationLabel")

        self.characteristicsGrid.addWidget(self.educationLabel, 2, 3, 1, 1)

        self.educationSpin = StrictSpinBox(self.characteristicsGroup)
        self.educationSpin.setObjectName(u"educationSpin")
        self.educationSpin.setMinimum(0)
        self.educationSpin.setMaximum(999)
        self.educationSpin.setValue(50)

        self.characteristicsGrid.addWidget(self.educationSpin, 3, 3, 1, 1)


        self.characteristicsLayout.addLayout(self.characteristicsGrid)

        self.derivedLabel = QLabel(self.characteristicsGroup)
        self.derivedLabel.setObjectName(u"derivedLabel")
        self.derivedLabel.setTextFormat(Qt.TextFormat.RichText)
        self.derivedLabel.setWordWrap(True)

        self.characteristicsLayout.addWidget(self.derivedLabel)


        self.topLayout.addWidget(self.characteristicsGroup)

        self.topLayout.setStretch(0, 1)
        self.topLayout.setStretch(1, 1)

        self.dialogLayout.addLayout(self.topLayout)

        self.sections = QTabWidget(CharacterDialog)
        self.sections.setObjectName(u"sections")
        self.skillsPage = QWidget()
        self.skillsPage.setObjectName(u"skillsPage")
        self.skillsLayout = QVBoxLayout(self.skillsPage)
        self.skillsLayout.setObjectName(u"skillsLayout")
        self.skillsTable = QTableWidget(self.skillsPage)
        self.skillsTable.setObjectName(u"skillsTable")
        self.skillsTable.setAlternatingRowColors(True)
        self.skillsTable.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)

        self.skillsLayout.addWidget(self.skillsTable)

        self.skillButtons = QHBoxLayout()
        self.skillButtons.setObjectName(u"skillButtons")
        self.skillCombo = QComboBox(self.skillsPage)
        self.skillCombo.setObjectName(u"skillCombo")

        self.skillButtons.addWidget(self.skillCombo)

        self.specializationEdit = QLineEdit(self.skillsPage)
        self.specializationEdit.setObjectName(u"specializationEdit")

        self.skillButtons.addWidget(self.specializationEdit)

        self.addSkillButton = QPushButton(self.skillsPage)
        self.addSkillButton.setObjectName(u"addSkillButton")

        self.skillButtons.addWidget(self.addSkillButton)

        self.skillSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.skillButtons.addItem(self.skillSpacer)

        self.removeSkillButton = QPushButton(self.skillsPage)
        self.removeSkillButton.setObjectName(u"removeSkillButton")

        self.skillButtons.addWidget(self.removeSkillButton)


        self.skillsLayout.addLayout(self.skillButtons)

        self.sections.addTab(self.skillsPage, "")
        self.weaponsPage = QWidget()
        self.weaponsPage.setObjectName(u"weaponsPage")
        self.weaponsLayout = QVBoxLayout(self.weaponsPage)
        self.weaponsLayout.setObjectName(u"weaponsLayout")
        self.weaponsTable = QTableWidget(self.weaponsPage)
        self.weaponsTable.setObjectName(u"weaponsTable")
        self.weaponsTable.setAlternatingRowColors(True)
        self.weaponsTable.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)

        self.weaponsLayout.addWidget(self.weaponsTable)

        self.weaponButtons = QHBoxLayout()
        self.weaponButtons.setObjectName(u"weaponButtons")
        self.weaponCombo = QComboBox(self.weaponsPage)
        self.weaponCombo.setObjectName(u"weaponCombo")

        self.weaponButtons.addWidget(self.weaponCombo)

        self.addWeaponButton = QPushButton(self.weaponsPage)
        self.addWeaponButton.setObjectName(u"addWeaponButton")

        self.weaponButtons.addWidget(self.addWeaponButton)

        self.customWeaponButton = QPushButton(self.weaponsPage)
        self.customWeaponButton.setObjectName(u"customWeaponButton")

        self.weaponButtons.addWidget(self.customWeaponButton)

        self.saveWeaponButton = QPushButton(self.weaponsPage)
        self.saveWeaponButton.setObjectName(u"saveWeaponButton")

        self.weaponButtons.addWidget(self.saveWeaponButton)

        self.weaponSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.weaponButtons.addItem(self.weaponSpacer)

        self.removeWeaponButton = QPushButton(self.weaponsPage)
        self.removeWeaponButton.setObjectName(u"removeWeaponButton")

        self.weaponButtons.addWidget(self.removeWeaponButton)


        self.weaponsLayout.addLayout(self.weaponButtons)

        self.weaponNote = QLabel(self.weaponsPage)
        self.weaponNote.setObjectName(u"weaponNote")
        self.weaponNote.setWordWrap(True)

        self.weaponsLayout.addWidget(self.weaponNote)

        self.sections.addTab(self.weaponsPage, "")
        self.notesPage = QWidget()
        self.notesPage.setObjectName(u"notesPage")
        self.notesLayout = QVBoxLayout(self.notesPage)
        self.notesLayout.setObjectName(u"notesLayout")
        self.notesEdit = QPlainTextEdit(self.notesPage)
        self.notesEdit.setObjectName(u"notesEdit")

        self.notesLayout.addWidget(self.notesEdit)

        self.sections.addTab(self.notesPage, "")

        self.dialogLayout.addWidget(self.sections)

        self.errorLabel = QLabel(CharacterDialog)
        self.errorLabel.setObjectName(u"errorLabel")
        self.errorLabel.setWordWrap(True)

        self.dialogLayout.addWidget(self.errorLabel)

        self.buttonBox = QDialogButtonBox(CharacterDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Save)

        self.dialogLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.nameLabel.setBuddy(self.nameEdit)
        self.kindLabel.setBuddy(self.kindCombo)
        self.occupationLabel.setBuddy(self.occupationEdit)
        self.ageLabel.setBuddy(self.ageSpin)
        self.luckLabel.setBuddy(self.luckSpin)
        self.movLabel.setBuddy(self.movSpin)
        self.strengthLabel.setBuddy(self.strengthSpin)
        self.constitutionLabel.setBuddy(self.constitutionSpin)
        self.sizeLabel.setBuddy(self.sizeSpin)
        self.dexterityLabel.setBuddy(self.dexteritySpin)
        self.appearanceLabel.setBuddy(self.appearanceSpin)
        self.intelligenceLabel.setBuddy(self.intelligenceSpin)
        self.powerLabel.setBuddy(self.powerSpin)
        self.educationLabel.setBuddy(self.educationSpin)
#endif // QT_CONFIG(shortcut)
        QWidget.setTabOrder(self.nameEdit, self.kindCombo)
        QWidget.setTabOrder(self.kindCombo, self.occupationEdit)
        QWidget.setTabOrder(self.occupationEdit, self.ageSpin)
        QWidget.setTabOrder(self.ageSpin, self.luckSpin)
        QWidget.setTabOrder(self.luckSpin, self.movSpin)
        QWidget.setTabOrder(self.movSpin, self.strengthSpin)
        QWidget.setTabOrder(self.strengthSpin, self.constitutionSpin)
        QWidget.setTabOrder(self.constitutionSpin, self.sizeSpin)
        QWidget.setTabOrder(self.sizeSpin, self.dexteritySpin)
        QWidget.setTabOrder(self.dexteritySpin, self.appearanceSpin)
        QWidget.setTabOrder(self.appearanceSpin, self.intelligenceSpin)
        QWidget.setTabOrder(self.intelligenceSpin, self.powerSpin)
        QWidget.setTabOrder(self.powerSpin, self.educationSpin)

        self.retranslateUi(CharacterDialog)
        self.buttonBox.rejected.connect(CharacterDialog.reject)
    # setupUi

    def retranslateUi(self, CharacterDialog):
        CharacterDialog.setWindowTitle(QCoreApplication.translate("CharacterDialog", u"Character", None))
        self.identityGroup.setTitle(QCoreApplication.translate("CharacterDialog", u"Who", None))
        self.nameLabel.setText(QCoreApplication.translate("CharacterDialog", u"&Name", None))
#if QT_CONFIG(accessibility)
        self.nameEdit.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"Name", None))
#endif // QT_CONFIG(accessibility)
        self.kindLabel.setText(QCoreApplication.translate("CharacterDialog", u"&Kind", None))
#if QT_CONFIG(accessibility)
        self.kindCombo.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"Kind", None))
#endif // QT_CONFIG(accessibility)
        self.occupationLabel.setText(QCoreApplication.translate("CharacterDialog", u"&Occupation", None))
#if QT_CONFIG(accessibility)
        self.occupationEdit.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"Occupation", None))
#endif // QT_CONFIG(accessibility)
        self.ageLabel.setText(QCoreApplication.translate("CharacterDialog", u"A&ge", None))
#if QT_CONFIG(accessibility)
        self.ageSpin.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"Age", None))
#endif // QT_CONFIG(accessibility)
        self.luckLabel.setText(QCoreApplication.translate("CharacterDialog", u"&Luck", None))
#if QT_CONFIG(accessibility)
        self.luckSpin.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"Luck", None))
#endif // QT_CONFIG(accessibility)
        self.movLabel.setText(QCoreApplication.translate("CharacterDialog", u"&MOV", None))
#if QT_CONFIG(tooltip)
        self.movSpin.setToolTip(QCoreApplication.translate("CharacterDialog", u"MOV set by hand, kept whatever DEX, STR, SIZ and age say; at its lowest it is worked out from them", None))
#endif // QT_CONFIG(tooltip)
        self.movSpin.setSpecialValueText(QCoreApplication.translate("CharacterDialog", u"Worked out", None))
#if QT_CONFIG(accessibility)
        self.movSpin.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"MOV set by hand", None))
#endif // QT_CONFIG(accessibility)
        self.characteristicsGroup.setTitle(QCoreApplication.translate("CharacterDialog", u"Characteristics", None))
        self.strengthLabel.setText(QCoreApplication.translate("CharacterDialog", u"STR", None))
#if QT_CONFIG(accessibility)
        self.strengthSpin.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"STR", None))
#endif // QT_CONFIG(accessibility)
        self.constitutionLabel.setText(QCoreApplication.translate("CharacterDialog", u"CON", None))
#if QT_CONFIG(accessibility)
        self.constitutionSpin.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"CON", None))
#endif // QT_CONFIG(accessibility)
        self.sizeLabel.setText(QCoreApplication.translate("CharacterDialog", u"SIZ", None))
#if QT_CONFIG(accessibility)
        self.sizeSpin.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"SIZ", None))
#endif // QT_CONFIG(accessibility)
        self.dexterityLabel.setText(QCoreApplication.translate("CharacterDialog", u"DEX", None))
#if QT_CONFIG(accessibility)
        self.dexteritySpin.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"DEX", None))
#endif // QT_CONFIG(accessibility)
        self.appearanceLabel.setText(QCoreApplication.translate("CharacterDialog", u"APP", None))
#if QT_CONFIG(accessibility)
        self.appearanceSpin.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"APP", None))
#endif // QT_CONFIG(accessibility)
        self.intelligenceLabel.setText(QCoreApplication.translate("CharacterDialog", u"INT", None))
#if QT_CONFIG(accessibility)
        self.intelligenceSpin.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"INT", None))
#endif // QT_CONFIG(accessibility)
        self.powerLabel.setText(QCoreApplication.translate("CharacterDialog", u"POW", None))
#if QT_CONFIG(accessibility)
        self.powerSpin.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"POW", None))
#endif // QT_CONFIG(accessibility)
        self.educationLabel.setText(QCoreApplication.translate("CharacterDialog", u"EDU", None))
#if QT_CONFIG(accessibility)
        self.educationSpin.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"EDU", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.skillsTable.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"Skills", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.skillCombo.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"Skill to add", None))
#endif // QT_CONFIG(accessibility)
        self.specializationEdit.setPlaceholderText(QCoreApplication.translate("CharacterDialog", u"Specialisation (optional)", None))
#if QT_CONFIG(accessibility)
        self.specializationEdit.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"Specialisation", None))
#endif // QT_CONFIG(accessibility)
        self.addSkillButton.setText(QCoreApplication.translate("CharacterDialog", u"Add Skill", None))
        self.removeSkillButton.setText(QCoreApplication.translate("CharacterDialog", u"Remove Skill", None))
        self.sections.setTabText(self.sections.indexOf(self.skillsPage), QCoreApplication.translate("CharacterDialog", u"&Skills", None))
#if QT_CONFIG(accessibility)
        self.weaponsTable.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"Weapons", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.weaponCombo.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"Weapon from the catalog", None))
#endif // QT_CONFIG(accessibility)
        self.addWeaponButton.setText(QCoreApplication.translate("CharacterDialog", u"Add from Catalog", None))
        self.customWeaponButton.setText(QCoreApplication.translate("CharacterDialog", u"Add Custom", None))
#if QT_CONFIG(tooltip)
        self.saveWeaponButton.setToolTip(QCoreApplication.translate("CharacterDialog", u"Keep the selected weapon in this campaign's catalog", None))
#endif // QT_CONFIG(tooltip)
        self.saveWeaponButton.setText(QCoreApplication.translate("CharacterDialog", u"Save to Catalog", None))
        self.removeWeaponButton.setText(QCoreApplication.translate("CharacterDialog", u"Remove Weapon", None))
        self.sections.setTabText(self.sections.indexOf(self.weaponsPage), QCoreApplication.translate("CharacterDialog", u"&Weapons", None))
#if QT_CONFIG(accessibility)
        self.notesEdit.setAccessibleName(QCoreApplication.translate("CharacterDialog", u"Notes", None))
#endif // QT_CONFIG(accessibility)
        self.sections.setTabText(self.sections.indexOf(self.notesPage), QCoreApplication.translate("CharacterDialog", u"N&otes", None))
    # retranslateUi

