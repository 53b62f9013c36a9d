# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'creation_wizard.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListView, QListWidget, QPushButton, QSizePolicy, QSpacerItem, QTableWidget, QVBoxLayout, QWizardPage

from desktop.views.common.numbers import StrictSpinBox

class Ui_CreationWizard(object):
    def setupUi(self, CreationWizard):
        if not CreationWizard.objectName():
            CreationWizard.setObjectName(u"CreationWizard")
        self.charsPage = QWizardPage()
        self.charsPage.setObjectName(u"charsPage")
        self.charsLayout = QVBoxLayout(self.charsPage)
        self.charsLayout.setObjectName(u"charsLayout")
        self.whoGroup = QGroupBox(self.charsPage)
        self.whoGroup.setObjectName(u"whoGroup")
        self.whoRow = QHBoxLayout(self.whoGroup)
        self.whoRow.setObjectName(u"whoRow")
        self.nameEdit = QLineEdit(self.whoGroup)
        self.nameEdit.setObjectName(u"nameEdit")

        self.whoRow.addWidget(self.nameEdit)

        self.eraCombo = QComboBox(self.whoGroup)
        self.eraCombo.setObjectName(u"eraCombo")

        self.whoRow.addWidget(self.eraCombo)

        self.whoRow.setStretch(0, 1)

        self.charsLayout.addWidget(self.whoGroup)

        self.methodGroup = QGroupBox(self.charsPage)
        self.methodGroup.setObjectName(u"methodGroup")
        self.methodRow = QHBoxLayout(self.methodGroup)
        self.methodRow.setObjectName(u"methodRow")
        self.methodCombo = QComboBox(self.methodGroup)
        self.methodCombo.setObjectName(u"methodCombo")

        self.methodRow.addWidget(self.methodCombo)

        self.pointsSpin = StrictSpinBox(self.methodGroup)
        self.pointsSpin.setObjectName(u"pointsSpin")
        self.pointsSpin.setMinimum(100)
        self.pointsSpin.setMaximum(800)
        self.pointsSpin.setValue(460)

        self.methodRow.addWidget(self.pointsSpin)

        self.rollButton = QPushButton(self.methodGroup)
        self.rollButton.setObjectName(u"rollButton")

        self.methodRow.addWidget(self.rollButton)

        self.methodRow.setStretch(0, 1)
        self.methodRow.setStretch(1, 1)
        self.methodRow.setStretch(2, 1)

        self.charsLayout.addWidget(self.methodGroup)

        self.valuesGroup = QGroupBox(self.charsPage)
        self.valuesGroup.setObjectName(u"valuesGroup")
        self.charsGrid = QGridLayout(self.valuesGroup)
        self.charsGrid.setObjectName(u"charsGrid")
        self.strSpin = StrictSpinBox(self.valuesGroup)
        self.strSpin.setObjectName(u"strSpin")
        self.strSpin.setMinimum(1)
        self.strSpin.setMaximum(99)
        self.strSpin.setValue(50)

        self.charsGrid.addWidget(self.strSpin, 0, 0, 1, 1)

        self.strNote = QLabel(self.valuesGroup)
        self.strNote.setObjectName(u"strNote")
        self.strNote.setWordWrap(True)

        self.charsGrid.addWidget(self.strNote, 1, 0, 1, 1)

        self.conSpin = StrictSpinBox(self.valuesGroup)
        self.conSpin.setObjectName(u"conSpin")
        self.conSpin.setMinimum(1)
        self.conSpin.setMaximum(99)
        self.conSpin.setValue(50)

        self.charsGrid.addWidget(self.conSpin, 0, 1, 1, 1)

        self.conNote = QLabel(self.valuesGroup)
        self.conNote.setObjectName(u"conNote")
        self.conNote.setWordWrap(True)

        self.charsGrid.addWidget(self.conNote, 1, 1, 1, 1)

        self.sizSpin = StrictSpinBox(self.valuesGroup)
        self.sizSpin.setObjectName(u"sizSpin")
        self.sizSpin.setMinimum(1)
        self.sizSpin.setMaximum(99)
        self.sizSpin.setValue(50)

        self.charsGrid.addWidget(self.sizSpin, 0, 2, 1, 1)

        self.sizNote = QLabel(self.valuesGroup)
        self.sizNote.setObjectName(u"sizNote")
        self.sizNote.setWordWrap(True)

        self.charsGrid.addWidget(self.sizNote, 1, 2, 1, 1)

        self.dexSpin = StrictSpinBox(self.valuesGroup)
        self.dexSpin.setObjectName(u"dexSpin")
        self.dexSpin.setMinimum(1)
        self.dexSpin.setMaximum(99)
        self.dexSpin.setValue(50)

        self.charsGrid.addWidget(self.dexSpin, 0, 3, 1, 1)

        self.dexNote = QLabel(self.valuesGroup)
        self.dexNote.setObjectName(u"dexNote")
        self.dexNote.setWordWrap(True)

        self.charsGrid.addWidget(self.dexNote, 1, 3, 1, 1)

        self.appSpin = StrictSpinBox(self.valuesGroup)
        self.appSpin.setObjectName(u"appSpin")
        self.appSpin.setMinimum(1)
        self.appSpin.setMaximum(99)
        self.appSpin.setValue(50)

        self.charsGrid.addWidget(self.appSpin, 2, 0, 1, 1)

        self.appNote = QLabel(self.valuesGroup)
        self.appNote.setObjectName(u"appNote")
        self.appNote.setWordWrap(True)

        self.charsGrid.addWidget(self.appNote, 3, 0, 1, 1)

        self.intSpin = StrictSpinBox(self.valuesGroup)
        self.intSpin.setObjectName(u"intSpin")
        self.intSpin.setMinimum(1)
        self.intSpin.setMaximum(99)
        self.intSpin.setValue(50)

        self.charsGrid.addWidget(self.intSpin, 2, 1, 1, 1)

        self.intNote = QLabel(self.valuesGroup)
        self.intNote.setObjectName(u"intNote")
        self.intNote.setWordWrap(True)

        self.charsGrid.addWidget(self.intNote, 3, 1, 1, 1)

        self.powSpin = StrictSpinBox(self.valuesGroup)
        self.powSpin.setObjectName(u"powSpin")
        self.powSpin.setMinimum(1)
        self.powSpin.setMaximum(99)
        self.powSpin.setValue(50)

        self.charsGrid.addWidget(self.powSpin, 2, 2, 1, 1)

        self.powNote = QLabel(self.valuesGroup)
        self.powNote.setObjectName(u"powNote")
        self.powNote.setWordWrap(True)

        self.charsGrid.addWidget(self.powNote, 3, 2, 1, 1)

        self.eduSpin = StrictSpinBox(self.valuesGroup)
        self.eduSpin.setObjectName(u"eduSpin")
        self.eduSpin.setMinimum(1)
        self.eduSpin.setMaximum(99)
        self.eduSpin.setValue(50)

        self.charsGrid.addWidget(self.eduSpin, 2, 3, 1, 1)

        self.eduNote = QLabel(self.valuesGroup)
        self.eduNote.setObjectName(u"eduNote")
        self.eduNote.setWordWrap(True)

        self.charsGrid.addWidget(self.eduNote, 3, 3, 1, 1)

        self.luckSpin = StrictSpinBox(self.valuesGroup)
        self.luckSpin.setObjectName(u"luckSpin")
        self.luckSpin.setMinimum(1)
        self.luckSpin.setMaximum(99)
        self.luckSpin.setValue(50)

        self.charsGrid.addWidget(self.luckSpin, 4, 0, 1, 1)

        self.luckNote = QLabel(self.valuesGroup)
        self.luckNote.setObjectName(u"luckNote")
        self.luckNote.setWordWrap(True)

        self.charsGrid.addWidget(self.luckNote, 5, 0, 1, 1)


        self.charsLayout.addWidget(self.valuesGroup)

        self.derivedLabel = QLabel(self.charsPage)
        self.derivedLabel.setObjectName(u"derivedLabel")
        self.derivedLabel.setWordWrap(True)

        self.charsLayout.addWidget(self.derivedLabel)

        self.charsMessage = QLabel(self.charsPage)
        self.charsMessage.setObjectName(u"charsMessage")
        self.charsMessage.setWordWrap(True)

        self.charsLayout.addWidget(self.charsMessage)

        self.charsSpacer = QSpacerItem(10, 20, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.charsLayout.addItem(self.charsSpacer)

        CreationWizard.addPage(self.charsPage)
        self.agePage = QWizardPage()
        self.agePage.setObjectName(u"agePage")
        self.ageGrid = QGridLayout(self.agePage)
        self.ageGrid.setObjectName(u"ageGrid")
        self.ageSpin = StrictSpinBox(self.agePage)
        self.ageSpin.setObjectName(u"ageSpin")
        self.ageSpin.setMinimum(15)
        self.ageSpin.setMaximum(89)
        self.ageSpin.setValue(30)

        self.ageGrid.addWidget(self.ageSpin, 0, 0, 1, 1)

        self.bandLabel = QLabel(self.agePage)
        self.bandLabel.setObjectName(u"bandLabel")
        self.bandLabel.setWordWrap(True)

        self.ageGrid.addWidget(self.bandLabel, 0, 1, 1, 3)

        self.takeStrSpin = StrictSpinBox(self.agePage)
        self.takeStrSpin.setObjectName(u"takeStrSpin")
        self.takeStrSpin.setMinimum(0)
        self.takeStrSpin.setMaximum(80)
        self.takeStrSpin.setValue(0)

        self.ageGrid.addWidget(self.takeStrSpin, 1, 0, 1, 1)

        self.takeConSpin = StrictSpinBox(self.agePage)
        self.takeConSpin.setObjectName(u"takeConSpin")
        self.takeConSpin.setMinimum(0)
        self.takeConSpin.setMaximum(80)
        self.takeConSpin.setValue(0)

        self.ageGrid.addWidget(self.takeConSpin, 1, 1, 1, 1)

        self.takeDexSpin = StrictSpinBox(self.agePage)
        self.takeDexSpin.setObjectName(u"takeDexSpin")
        self.takeDexSpin.setMinimum(0)
        self.takeDexSpin.setMaximum(80)
        self.takeDexSpin.setValue(0)

        self.ageGrid.addWidget(self.takeDexSpin, 1, 2, 1, 1)

        self.takeSizSpin = StrictSpinBox(self.agePage)
        self.takeSizSpin.setObjectName(u"takeSizSpin")
        self.takeSizSpin.setMinimum(0)
        self.takeSizSpin.setMaximum(80)
        self.takeSizSpin.setValue(0)

        self.ageGrid.addWidget(self.takeSizSpin, 1, 3, 1, 1)

        self.eduButton = QPushButton(self.agePage)
        self.eduButton.setObjectName(u"eduButton")

        self.ageGrid.addWidget(self.eduButton, 2, 0, 1, 2)

        self.ageLuckButton = QPushButton(self.agePage)
        self.ageLuckButton.setObjectName(u"ageLuckButton")

        self.ageGrid.addWidget(self.ageLuckButton, 2, 2, 1, 2)

        self.ageLabel = QLabel(self.agePage)
        self.ageLabel.setObjectName(u"ageLabel")
        self.ageLabel.setWordWrap(True)

        self.ageGrid.addWidget(self.ageLabel, 3, 0, 1, 4)

        CreationWizard.addPage(self.agePage)
        self.occupationPage = QWizardPage()
        self.occupationPage.setObjectName(u"occupationPage")
        self.occupationLayout = QVBoxLayout(self.occupationPage)
        self.occupationLayout.setObjectName(u"occupationLayout")
        self.occupationCombo = QComboBox(self.occupationPage)
        self.occupationCombo.setObjectName(u"occupationCombo")

        self.occupationLayout.addWidget(self.occupationCombo)

        self.newOccupationButton = QPushButton(self.occupationPage)
        self.newOccupationButton.setObjectName(u"newOccupationButton")

        self.occupationLayout.addWidget(self.newOccupationButton)

        self.occupationLabel = QLabel(self.occupationPage)
        self.occupationLabel.setObjectName(u"occupationLabel")
        self.occupationLabel.setWordWrap(True)

        self.occupationLayout.addWidget(self.occupationLabel)

        self.creditSpin = StrictSpinBox(self.occupationPage)
        self.creditSpin.setObjectName(u"creditSpin")
        self.creditSpin.setMinimum(0)
        self.creditSpin.setMaximum(99)
        self.creditSpin.setValue(30)

        self.occupationLayout.addWidget(self.creditSpin)

        self.occupationSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.occupationLayout.addItem(self.occupationSpacer)

        self.occupationLayout.setStretch(4, 1)
        CreationWizard.addPage(self.occupationPage)
        self.skillsPage = QWizardPage()
        self.skillsPage.setObjectName(u"skillsPage")
        self.skillsLayout = QVBoxLayout(self.skillsPage)
        self.skillsLayout.setObjectName(u"skillsLayout")
        self.pointsRow = QHBoxLayout()
        self.pointsRow.setObjectName(u"pointsRow")
        self.occupationLeft = QLabel(self.skillsPage)
        self.occupationLeft.setObjectName(u"occupationLeft")

        self.pointsRow.addWidget(self.occupationLeft)

        self.personalLeft = QLabel(self.skillsPage)
        self.personalLeft.setObjectName(u"personalLeft")

        self.pointsRow.addWidget(self.personalLeft)


        self.skillsLayout.addLayout(self.pointsRow)

        self.skillsTable = QTableWidget(self.skillsPage)
        self.skillsTable.setObjectName(u"skillsTable")

        self.skillsLayout.addWidget(self.skillsTable)

        self.skillsMessage = QLabel(self.skillsPage)
        self.skillsMessage.setObjectName(u"skillsMessage")
        self.skillsMessage.setWordWrap(True)

        self.skillsLayout.addWidget(self.skillsMessage)

        self.skillsLayout.setStretch(1, 1)
        CreationWizard.addPage(self.skillsPage)
        self.storyPage = QWizardPage()
        self.storyPage.setObjectName(u"storyPage")
        self.storyForm = QFormLayout(self.storyPage)
        self.storyForm.setObjectName(u"storyForm")
        self.descriptionLabel = QLabel(self.storyPage)
        self.descriptionLabel.setObjectName(u"descriptionLabel")

        self.storyForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.descriptionLabel)

        self.descriptionEdit = QLineEdit(self.storyPage)
        self.descriptionEdit.setObjectName(u"descriptionEdit")

        self.storyForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.descriptionEdit)

        self.ideologyLabel = QLabel(self.storyPage)
        self.ideologyLabel.setObjectName(u"ideologyLabel")

        self.storyForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.ideologyLabel)

        self.ideologyEdit = QLineEdit(self.storyPage)
        self.ideologyEdit.setObjectName(u"ideologyEdit")

        self.storyForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.ideologyEdit)

        self.peopleLabel = QLabel(self.storyPage)
        self.peopleLabel.setObjectName(u"peopleLabel")

        self.storyForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.peopleLabel)

        self.peopleEdit = QLineEdit(self.storyPage)
        self.peopleEdit.setObjectName(u"peopleEdit")

        self.storyForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.peopleEdit)

        self.locationsLabel = QLabel(self.storyPage)
        self.locationsLabel.setObjectName(u"locationsLabel")

        self.storyForm.setWidget(3, QFormLayout.ItemRole.LabelRole, self.locationsLabel)

        self.locationsEdit = QLineEdit(self.storyPage)
        self.locationsEdit.setObjectName(u"locationsEdit")

        self.storyForm.setWidget(3, QFormLayout.ItemRole.FieldRole, self.locationsEdit)

        self.possessionsLabel = QLabel(self.storyPage)
        self.possessionsLabel.setObjectName(u"possessionsLabel")

        self.storyForm.setWidget(4, QFormLayout.ItemRole.LabelRole, self.possessionsLabel)

        self.possessionsEdit = QLineEdit(self.storyPage)
        self.possessionsEdit.setObjectName(u"possessionsEdit")

        self.storyForm.setWidget(4, QFormLayout.ItemRole.FieldRole, self.possessionsEdit)

        self.traitsLabel = QLabel(self.storyPage)
        self.traitsLabel.setObjectName(u"traitsLabel")

        self.storyForm.setWidget(5, QFormLayout.ItemRole.LabelRole, self.traitsLabel)

        self.traitsEdit = QLineEdit(self.storyPage)
        self.traitsEdit.setObjectName(u"traitsEdit")

        self.storyForm.setWidget(5, QFormLayout.ItemRole.FieldRole, self.traitsEdit)

        self.storyMessage = QLabel(self.storyPage)
        self.storyMessage.setObjectName(u"storyMessage")
        self.storyMessage.setWordWrap(True)
        self.storyMessage.setTextFormat(Qt.TextFormat.PlainText)

        self.storyForm.setWidget(6, QFormLayout.ItemRole.SpanningRole, self.storyMessage)

        CreationWizard.addPage(self.storyPage)
        self.summaryPage = QWizardPage()
        self.summaryPage.setObjectName(u"summaryPage")
        self.summaryLayout = QVBoxLayout(self.summaryPage)
        self.summaryLayout.setObjectName(u"summaryLayout")
        self.summaryLabel = QLabel(self.summaryPage)
        self.summaryLabel.setObjectName(u"summaryLabel")
        self.summaryLabel.setWordWrap(True)
        self.summaryLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.summaryLayout.addWidget(self.summaryLabel)

        self.summarySkillsLabel = QLabel(self.summaryPage)
        self.summarySkillsLabel.setObjectName(u"summarySkillsLabel")

        self.summaryLayout.addWidget(self.summarySkillsLabel)

        self.summarySkills = QListWidget(self.summaryPage)
        self.summarySkills.setObjectName(u"summarySkills")
        self.summarySkills.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.summarySkills.setFlow(QListView.Flow.TopToBottom)
        self.summarySkills.setProperty(u"isWrapping", True)
        self.summarySkills.setResizeMode(QListView.ResizeMode.Adjust)

        self.summaryLayout.addWidget(self.summarySkills)

        self.summaryMessage = QLabel(self.summaryPage)
        self.summaryMessage.setObjectName(u"summaryMessage")
        self.summaryMessage.setWordWrap(True)
        self.summaryMessage.setTextFormat(Qt.TextFormat.PlainText)

        self.summaryLayout.addWidget(self.summaryMessage)

        CreationWizard.addPage(self.summaryPage)

        self.retranslateUi(CreationWizard)
    # setupUi

    def retranslateUi(self, CreationWizard):
        CreationWizard.setWindowTitle(QCoreApplication.translate("CreationWizard", u"New investigator", None))
        self.charsPage.setTitle(QCoreApplication.translate("CreationWizard", u"The investigator", None))
        self.charsPage.setSubTitle(QCoreApplication.translate("CreationWizard", u"A name, an era, and the eight characteristics: rolled, typed in, or bought with the points the Keeper allows.", None))
        self.whoGroup.setTitle(QCoreApplication.translate("CreationWizard", u"Who", None))
        self.nameEdit.setPlaceholderText(QCoreApplication.translate("CreationWizard", u"Name", None))
#if QT_CONFIG(accessibility)
        self.nameEdit.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Name", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.eraCombo.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Era", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.eraCombo.setToolTip(QCoreApplication.translate("CreationWizard", u"Era", None))
#endif // QT_CONFIG(tooltip)
        self.methodGroup.setTitle(QCoreApplication.translate("CreationWizard", u"How the characteristics are made", None))
#if QT_CONFIG(accessibility)
        self.methodCombo.setAccessibleName(QCoreApplication.translate("CreationWizard", u"How the characteristics are made", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.methodCombo.setToolTip(QCoreApplication.translate("CreationWizard", u"How the characteristics are made", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.pointsSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Point-buy total the Keeper sets", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.pointsSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"Point-buy total the Keeper sets", None))
#endif // QT_CONFIG(tooltip)
        self.pointsSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"Points ", None))
        self.rollButton.setText(QCoreApplication.translate("CreationWizard", u"&Roll Them", None))
#if QT_CONFIG(tooltip)
        self.rollButton.setToolTip(QCoreApplication.translate("CreationWizard", u"STR, CON, DEX, APP, POW 3D6\u00d75; SIZ, INT, EDU (2D6+6)\u00d75; Luck 3D6\u00d75", None))
#endif // QT_CONFIG(tooltip)
        self.valuesGroup.setTitle(QCoreApplication.translate("CreationWizard", u"Characteristics", None))
#if QT_CONFIG(accessibility)
        self.strSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"STR", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.strSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"STR", None))
#endif // QT_CONFIG(tooltip)
        self.strSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"STR ", None))
        self.strNote.setText(QCoreApplication.translate("CreationWizard", u"Damage bonus and Build", None))
#if QT_CONFIG(accessibility)
        self.conSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"CON", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.conSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"CON", None))
#endif // QT_CONFIG(tooltip)
        self.conSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"CON ", None))
        self.conNote.setText(QCoreApplication.translate("CreationWizard", u"Hit points", None))
#if QT_CONFIG(accessibility)
        self.sizSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"SIZ", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.sizSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"SIZ", None))
#endif // QT_CONFIG(tooltip)
        self.sizSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"SIZ ", None))
        self.sizNote.setText(QCoreApplication.translate("CreationWizard", u"Hit points, damage bonus, Build", None))
#if QT_CONFIG(accessibility)
        self.dexSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"DEX", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.dexSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"DEX", None))
#endif // QT_CONFIG(tooltip)
        self.dexSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"DEX ", None))
        self.dexNote.setText(QCoreApplication.translate("CreationWizard", u"Dodge, who acts first, MOV", None))
#if QT_CONFIG(accessibility)
        self.appSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"APP", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.appSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"APP", None))
#endif // QT_CONFIG(tooltip)
        self.appSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"APP ", None))
        self.appNote.setText(QCoreApplication.translate("CreationWizard", u"First impressions", None))
#if QT_CONFIG(accessibility)
        self.intSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"INT", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.intSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"INT", None))
#endif // QT_CONFIG(tooltip)
        self.intSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"INT ", None))
        self.intNote.setText(QCoreApplication.translate("CreationWizard", u"Personal interest points (INT\u00d72)", None))
#if QT_CONFIG(accessibility)
        self.powSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"POW", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.powSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"POW", None))
#endif // QT_CONFIG(tooltip)
        self.powSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"POW ", None))
        self.powNote.setText(QCoreApplication.translate("CreationWizard", u"Sanity and magic points", None))
#if QT_CONFIG(accessibility)
        self.eduSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"EDU", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.eduSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"EDU", None))
#endif // QT_CONFIG(tooltip)
        self.eduSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"EDU ", None))
        self.eduNote.setText(QCoreApplication.translate("CreationWizard", u"Occupation points, Language (Own)", None))
#if QT_CONFIG(accessibility)
        self.luckSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Luck", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.luckSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"Luck", None))
#endif // QT_CONFIG(tooltip)
        self.luckSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"Luck ", None))
        self.luckNote.setText(QCoreApplication.translate("CreationWizard", u"Spent to lower a roll to a pass", None))
        self.agePage.setTitle(QCoreApplication.translate("CreationWizard", u"Age", None))
        self.agePage.setSubTitle(QCoreApplication.translate("CreationWizard", u"The age band's adjustments: EDU improvement checks, points the player takes from the characteristics it names, APP lost.", None))
#if QT_CONFIG(accessibility)
        self.ageSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Age", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.ageSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"Age", None))
#endif // QT_CONFIG(tooltip)
        self.ageSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"Age ", None))
#if QT_CONFIG(accessibility)
        self.takeStrSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Points taken from STR", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.takeStrSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"Points taken from STR", None))
#endif // QT_CONFIG(tooltip)
        self.takeStrSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"STR \u2212", None))
#if QT_CONFIG(accessibility)
        self.takeConSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Points taken from CON", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.takeConSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"Points taken from CON", None))
#endif // QT_CONFIG(tooltip)
        self.takeConSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"CON \u2212", None))
#if QT_CONFIG(accessibility)
        self.takeDexSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Points taken from DEX", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.takeDexSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"Points taken from DEX", None))
#endif // QT_CONFIG(tooltip)
        self.takeDexSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"DEX \u2212", None))
#if QT_CONFIG(accessibility)
        self.takeSizSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Points taken from SIZ", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.takeSizSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"Points taken from SIZ", None))
#endif // QT_CONFIG(tooltip)
        self.takeSizSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"SIZ \u2212", None))
        self.eduButton.setText(QCoreApplication.translate("CreationWizard", u"Roll &EDU Checks", None))
#if QT_CONFIG(tooltip)
        self.eduButton.setToolTip(QCoreApplication.translate("CreationWizard", u"1D100 above EDU: +1D10 EDU, for each check the age gives", None))
#endif // QT_CONFIG(tooltip)
        self.ageLuckButton.setText(QCoreApplication.translate("CreationWizard", u"Roll &Luck", None))
#if QT_CONFIG(tooltip)
        self.ageLuckButton.setToolTip(QCoreApplication.translate("CreationWizard", u"3D6\u00d75; the young roll twice and keep the higher", None))
#endif // QT_CONFIG(tooltip)
        self.occupationPage.setTitle(QCoreApplication.translate("CreationWizard", u"Occupation", None))
        self.occupationPage.setSubTitle(QCoreApplication.translate("CreationWizard", u"The occupation sets which skills its points buy, how many points, and the Credit Rating range.", None))
#if QT_CONFIG(accessibility)
        self.occupationCombo.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Occupation", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.occupationCombo.setToolTip(QCoreApplication.translate("CreationWizard", u"Occupation", None))
#endif // QT_CONFIG(tooltip)
        self.newOccupationButton.setText(QCoreApplication.translate("CreationWizard", u"New &Occupation\u2026", None))
#if QT_CONFIG(tooltip)
        self.newOccupationButton.setToolTip(QCoreApplication.translate("CreationWizard", u"An occupation of the campaign's own, kept in its file", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.creditSpin.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Credit Rating (from occupation points)", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.creditSpin.setToolTip(QCoreApplication.translate("CreationWizard", u"Credit Rating (from occupation points)", None))
#endif // QT_CONFIG(tooltip)
        self.creditSpin.setPrefix(QCoreApplication.translate("CreationWizard", u"Credit Rating ", None))
        self.skillsPage.setTitle(QCoreApplication.translate("CreationWizard", u"Skills", None))
        self.skillsPage.setSubTitle(QCoreApplication.translate("CreationWizard", u"Occupation points go to the occupation's skills (bold) and to as many other skills as it leaves to free choice; personal-interest points (INT\u00d72) anywhere but Cthulhu Mythos.", None))
#if QT_CONFIG(accessibility)
        self.skillsTable.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Skills and points", None))
#endif // QT_CONFIG(accessibility)
        self.storyPage.setTitle(QCoreApplication.translate("CreationWizard", u"Backstory", None))
        self.storyPage.setSubTitle(QCoreApplication.translate("CreationWizard", u"A line or two each; the significant person helps with self-help in the Sanity tab.", None))
        self.descriptionLabel.setText(QCoreApplication.translate("CreationWizard", u"Personal description", None))
#if QT_CONFIG(accessibility)
        self.descriptionEdit.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Personal description", None))
#endif // QT_CONFIG(accessibility)
        self.ideologyLabel.setText(QCoreApplication.translate("CreationWizard", u"Ideology and beliefs", None))
#if QT_CONFIG(accessibility)
        self.ideologyEdit.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Ideology and beliefs", None))
#endif // QT_CONFIG(accessibility)
        self.peopleLabel.setText(QCoreApplication.translate("CreationWizard", u"Significant people", None))
#if QT_CONFIG(accessibility)
        self.peopleEdit.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Significant people", None))
#endif // QT_CONFIG(accessibility)
        self.locationsLabel.setText(QCoreApplication.translate("CreationWizard", u"Meaningful locations", None))
#if QT_CONFIG(accessibility)
        self.locationsEdit.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Meaningful locations", None))
#endif // QT_CONFIG(accessibility)
        self.possessionsLabel.setText(QCoreApplication.translate("CreationWizard", u"Treasured possessions", None))
#if QT_CONFIG(accessibility)
        self.possessionsEdit.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Treasured possessions", None))
#endif // QT_CONFIG(accessibility)
        self.traitsLabel.setText(QCoreApplication.translate("CreationWizard", u"Traits", None))
#if QT_CONFIG(accessibility)
        self.traitsEdit.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Traits", None))
#endif // QT_CONFIG(accessibility)
        self.summaryPage.setTitle(QCoreApplication.translate("CreationWizard", u"Ready", None))
        self.summaryPage.setSubTitle(QCoreApplication.translate("CreationWizard", u"This investigator joins the roster as one step (Edit > Undo takes it back).", None))
        self.summarySkillsLabel.setText(QCoreApplication.translate("CreationWizard", u"Every skill on the sheet", None))
#if QT_CONFIG(accessibility)
        self.summarySkills.setAccessibleName(QCoreApplication.translate("CreationWizard", u"Every skill on the sheet", None))
#endif // QT_CONFIG(accessibility)
    # retranslateUi

