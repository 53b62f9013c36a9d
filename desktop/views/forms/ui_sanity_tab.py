# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'sanity_tab.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QSpacerItem, QSplitter, QTableView, QVBoxLayout, QWidget

from desktop.views.common.numbers import StrictSpinBox

class Ui_SanityTab(object):
    def setupUi(self, SanityTab):
        if not SanityTab.objectName():
            SanityTab.setObjectName(u"SanityTab")
        self.sanityLayout = QVBoxLayout(SanityTab)
        self.sanityLayout.setObjectName(u"sanityLayout")
        self.headerRow = QHBoxLayout()
        self.headerRow.setObjectName(u"headerRow")
        self.titleLabel = QLabel(SanityTab)
        self.titleLabel.setObjectName(u"titleLabel")

        self.headerRow.addWidget(self.titleLabel)

        self.headerSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.headerRow.addItem(self.headerSpacer)

        self.newEncounterButton = QPushButton(SanityTab)
        self.newEncounterButton.setObjectName(u"newEncounterButton")

        self.headerRow.addWidget(self.newEncounterButton)

        self.weeksSpin = StrictSpinBox(SanityTab)
        self.weeksSpin.setObjectName(u"weeksSpin")
        self.weeksSpin.setMinimum(1)
        self.weeksSpin.setMaximum(999)

        self.headerRow.addWidget(self.weeksSpin)

        self.weekButton = QPushButton(SanityTab)
        self.weekButton.setObjectName(u"weekButton")

        self.headerRow.addWidget(self.weekButton)

        self.newDayButton = QPushButton(SanityTab)
        self.newDayButton.setObjectName(u"newDayButton")

        self.headerRow.addWidget(self.newDayButton)

        self.easesButton = QPushButton(SanityTab)
        self.easesButton.setObjectName(u"easesButton")

        self.headerRow.addWidget(self.easesButton)


        self.sanityLayout.addLayout(self.headerRow)

        self.bodySplitter = QSplitter(SanityTab)
        self.bodySplitter.setObjectName(u"bodySplitter")
        self.bodySplitter.setOrientation(Qt.Orientation.Horizontal)
        self.bodySplitter.setChildrenCollapsible(False)
        self.leftPane = QWidget(self.bodySplitter)
        self.leftPane.setObjectName(u"leftPane")
        self.leftColumn = QVBoxLayout(self.leftPane)
        self.leftColumn.setObjectName(u"leftColumn")
        self.leftColumn.setContentsMargins(0, 0, 0, 0)
        self.mindsSplitter = QSplitter(self.leftPane)
        self.mindsSplitter.setObjectName(u"mindsSplitter")
        self.mindsSplitter.setOrientation(Qt.Orientation.Vertical)
        self.mindsSplitter.setChildrenCollapsible(False)
        self.mindsPane = QWidget(self.mindsSplitter)
        self.mindsPane.setObjectName(u"mindsPane")
        self.mindsPaneLayout = QVBoxLayout(self.mindsPane)
        self.mindsPaneLayout.setObjectName(u"mindsPaneLayout")
        self.mindsPaneLayout.setContentsMargins(0, 0, 0, 0)
        self.mindsView = QTableView(self.mindsPane)
        self.mindsView.setObjectName(u"mindsView")

        self.mindsPaneLayout.addWidget(self.mindsView)

        self.tickRow = QHBoxLayout()
        self.tickRow.setObjectName(u"tickRow")
        self.everyoneButton = QPushButton(self.mindsPane)
        self.everyoneButton.setObjectName(u"everyoneButton")

        self.tickRow.addWidget(self.everyoneButton)

        self.nobodyButton = QPushButton(self.mindsPane)
        self.nobodyButton.setObjectName(u"nobodyButton")

        self.tickRow.addWidget(self.nobodyButton)

        self.tickSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.tickRow.addItem(self.tickSpacer)


        self.mindsPaneLayout.addLayout(self.tickRow)

        self.mindsSplitter.addWidget(self.mindsPane)
        self.chartHolder = QWidget(self.mindsSplitter)
        self.chartHolder.setObjectName(u"chartHolder")
        self.mindsSplitter.addWidget(self.chartHolder)

        self.leftColumn.addWidget(self.mindsSplitter)

        self.bodySplitter.addWidget(self.leftPane)
        self.rightPane = QWidget(self.bodySplitter)
        self.rightPane.setObjectName(u"rightPane")
        self.rightColumn = QVBoxLayout(self.rightPane)
        self.rightColumn.setObjectName(u"rightColumn")
        self.rightColumn.setContentsMargins(0, 0, 0, 0)
        self.actionSplitter = QSplitter(self.rightPane)
        self.actionSplitter.setObjectName(u"actionSplitter")
        self.actionSplitter.setOrientation(Qt.Orientation.Vertical)
        self.actionSplitter.setChildrenCollapsible(False)
        self.actionPane = QWidget(self.actionSplitter)
        self.actionPane.setObjectName(u"actionPane")
        self.actionPaneLayout = QVBoxLayout(self.actionPane)
        self.actionPaneLayout.setObjectName(u"actionPaneLayout")
        self.actionPaneLayout.setContentsMargins(0, 0, 0, 0)
        self.rollGroup = QGroupBox(self.actionPane)
        self.rollGroup.setObjectName(u"rollGroup")
        self.rollForm = QFormLayout(self.rollGroup)
        self.rollForm.setObjectName(u"rollForm")
        self.horrorLabel = QLabel(self.rollGroup)
        self.horrorLabel.setObjectName(u"horrorLabel")

        self.rollForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.horrorLabel)

        self.horrorCombo = QComboBox(self.rollGroup)
        self.horrorCombo.setObjectName(u"horrorCombo")

        self.rollForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.horrorCombo)

        self.lossLabel = QLabel(self.rollGroup)
        self.lossLabel.setObjectName(u"lossLabel")

        self.rollForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.lossLabel)

        self.lossRow = QHBoxLayout()
        self.lossRow.setObjectName(u"lossRow")
        self.lossEdit = QLineEdit(self.rollGroup)
        self.lossEdit.setObjectName(u"lossEdit")

        self.lossRow.addWidget(self.lossEdit)

        self.mythosCheck = QCheckBox(self.rollGroup)
        self.mythosCheck.setObjectName(u"mythosCheck")

        self.lossRow.addWidget(self.mythosCheck)


        self.rollForm.setLayout(1, QFormLayout.ItemRole.FieldRole, self.lossRow)

        self.addHorrorButton = QPushButton(self.rollGroup)
        self.addHorrorButton.setObjectName(u"addHorrorButton")

        self.rollForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.addHorrorButton)

        self.hiddenCheck = QCheckBox(self.rollGroup)
        self.hiddenCheck.setObjectName(u"hiddenCheck")

        self.rollForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.hiddenCheck)

        self.rollButton = QPushButton(self.rollGroup)
        self.rollButton.setObjectName(u"rollButton")

        self.rollForm.setWidget(3, QFormLayout.ItemRole.SpanningRole, self.rollButton)


        self.actionPaneLayout.addWidget(self.rollGroup)

        self.messageLabel = QLabel(self.actionPane)
        self.messageLabel.setObjectName(u"messageLabel")
        self.messageLabel.setWordWrap(True)

        self.actionPaneLayout.addWidget(self.messageLabel)

        self.storyLabel = QLabel(self.actionPane)
        self.storyLabel.setObjectName(u"storyLabel")
        self.storyLabel.setWordWrap(True)

        self.actionPaneLayout.addWidget(self.storyLabel)

        self.mindGroup = QGroupBox(self.actionPane)
        self.mindGroup.setObjectName(u"mindGroup")
        self.mindGrid = QGridLayout(self.mindGroup)
        self.mindGrid.setObjectName(u"mindGrid")
        self.realBoutButton = QPushButton(self.mindGroup)
        self.realBoutButton.setObjectName(u"realBoutButton")

        self.mindGrid.addWidget(self.realBoutButton, 0, 0, 1, 1)

        self.summaryBoutButton = QPushButton(self.mindGroup)
        self.summaryBoutButton.setObjectName(u"summaryBoutButton")

        self.mindGrid.addWidget(self.summaryBoutButton, 0, 1, 1, 1)

        self.pickSpin = StrictSpinBox(self.mindGroup)
        self.pickSpin.setObjectName(u"pickSpin")
        self.pickSpin.setMinimum(0)
        self.pickSpin.setMaximum(10)

        self.mindGrid.addWidget(self.pickSpin, 0, 2, 1, 1)

        self.realityButton = QPushButton(self.mindGroup)
        self.realityButton.setObjectName(u"realityButton")

        self.mindGrid.addWidget(self.realityButton, 1, 0, 1, 1)

        self.restedButton = QPushButton(self.mindGroup)
        self.restedButton.setObjectName(u"restedButton")

        self.mindGrid.addWidget(self.restedButton, 1, 1, 1, 2)

        self.settingCombo = QComboBox(self.mindGroup)
        self.settingCombo.setObjectName(u"settingCombo")

        self.mindGrid.addWidget(self.settingCombo, 2, 0, 1, 1)

        self.psychoSpin = StrictSpinBox(self.mindGroup)
        self.psychoSpin.setObjectName(u"psychoSpin")
        self.psychoSpin.setMinimum(0)
        self.psychoSpin.setMaximum(99)

        self.mindGrid.addWidget(self.psychoSpin, 2, 1, 1, 1)

        self.believerCheck = QCheckBox(self.mindGroup)
        self.believerCheck.setObjectName(u"believerCheck")

        self.mindGrid.addWidget(self.believerCheck, 4, 0, 1, 3)

        self.selfHelpButton = QPushButton(self.mindGroup)
        self.selfHelpButton.setObjectName(u"selfHelpButton")

        self.mindGrid.addWidget(self.selfHelpButton, 3, 0, 1, 1)

        self.selfHelpEdit = QLineEdit(self.mindGroup)
        self.selfHelpEdit.setObjectName(u"selfHelpEdit")

        self.mindGrid.addWidget(self.selfHelpEdit, 3, 1, 1, 2)

        self.treatmentButton = QPushButton(self.mindGroup)
        self.treatmentButton.setObjectName(u"treatmentButton")

        self.mindGrid.addWidget(self.treatmentButton, 2, 2, 1, 1)


        self.actionPaneLayout.addWidget(self.mindGroup)

        self.actionSplitter.addWidget(self.actionPane)
        self.logPane = QWidget(self.actionSplitter)
        self.logPane.setObjectName(u"logPane")
        self.logPaneLayout = QVBoxLayout(self.logPane)
        self.logPaneLayout.setObjectName(u"logPaneLayout")
        self.logPaneLayout.setContentsMargins(0, 0, 0, 0)
        self.logView = QTableView(self.logPane)
        self.logView.setObjectName(u"logView")

        self.logPaneLayout.addWidget(self.logView)

        self.actionSplitter.addWidget(self.logPane)

        self.rightColumn.addWidget(self.actionSplitter)

        self.bodySplitter.addWidget(self.rightPane)

        self.sanityLayout.addWidget(self.bodySplitter)

        self.sanityLayout.setStretch(1, 1)
#if QT_CONFIG(shortcut)
        self.horrorLabel.setBuddy(self.horrorCombo)
        self.lossLabel.setBuddy(self.lossEdit)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(SanityTab)
    # setupUi

    def retranslateUi(self, SanityTab):
        self.newEncounterButton.setText(QCoreApplication.translate("SanityTab", u"New En&counter\u2026", None))
#if QT_CONFIG(tooltip)
        self.newEncounterButton.setToolTip(QCoreApplication.translate("SanityTab", u"A new scene: horrors faced before may be rolled for again", None))
#endif // QT_CONFIG(tooltip)
        self.weeksSpin.setSuffix(QCoreApplication.translate("SanityTab", u" week", None))
#if QT_CONFIG(accessibility)
        self.weeksSpin.setAccessibleName(QCoreApplication.translate("SanityTab", u"Weeks to pass", None))
#endif // QT_CONFIG(accessibility)
        self.weekButton.setText(QCoreApplication.translate("SanityTab", u"Weeks Pass", None))
#if QT_CONFIG(tooltip)
        self.weekButton.setToolTip(QCoreApplication.translate("SanityTab", u"The campaign calendar moves on by the weeks beside it, as one step that undoes whole: new game days (the day's losses start again, temporary insanity is over), magic points come back, studies and spells being learned move on, and months of treatment that end are rolled for", None))
#endif // QT_CONFIG(tooltip)
        self.newDayButton.setText(QCoreApplication.translate("SanityTab", u"New &Day", None))
#if QT_CONFIG(tooltip)
        self.newDayButton.setToolTip(QCoreApplication.translate("SanityTab", u"Close the game day: the day's losses start again from the SAN each holds now", None))
#endif // QT_CONFIG(tooltip)
        self.easesButton.setText(QCoreApplication.translate("SanityTab", u"Development: Awfulness Eases", None))
#if QT_CONFIG(tooltip)
        self.easesButton.setToolTip(QCoreApplication.translate("SanityTab", u"At the development phase, what each investigator is used to eases by 1 per kind of horror", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.mindsView.setAccessibleName(QCoreApplication.translate("SanityTab", u"Investigators", None))
#endif // QT_CONFIG(accessibility)
        self.everyoneButton.setText(QCoreApplication.translate("SanityTab", u"Everyone Saw It", None))
        self.nobodyButton.setText(QCoreApplication.translate("SanityTab", u"Clear", None))
        self.rollGroup.setTitle(QCoreApplication.translate("SanityTab", u"What they saw", None))
        self.horrorLabel.setText(QCoreApplication.translate("SanityTab", u"Horror", None))
#if QT_CONFIG(accessibility)
        self.horrorCombo.setAccessibleName(QCoreApplication.translate("SanityTab", u"Horror from the table", None))
#endif // QT_CONFIG(accessibility)
        self.lossLabel.setText(QCoreApplication.translate("SanityTab", u"Loss", None))
        self.lossEdit.setPlaceholderText(QCoreApplication.translate("SanityTab", u"success/failure, e.g. 0/1D6", None))
#if QT_CONFIG(accessibility)
        self.lossEdit.setAccessibleName(QCoreApplication.translate("SanityTab", u"SAN loss", None))
#endif // QT_CONFIG(accessibility)
        self.mythosCheck.setText(QCoreApplication.translate("SanityTab", u"Of the Mythos", None))
#if QT_CONFIG(tooltip)
        self.mythosCheck.setToolTip(QCoreApplication.translate("SanityTab", u"Madness it causes teaches Cthulhu Mythos", None))
#endif // QT_CONFIG(tooltip)
        self.addHorrorButton.setText(QCoreApplication.translate("SanityTab", u"Add to Table\u2026", None))
#if QT_CONFIG(tooltip)
        self.addHorrorButton.setToolTip(QCoreApplication.translate("SanityTab", u"Keep the typed loss in this campaign's table, under a name", None))
#endif // QT_CONFIG(tooltip)
        self.hiddenCheck.setText(QCoreApplication.translate("SanityTab", u"Hidden roll: tell the players later", None))
#if QT_CONFIG(tooltip)
        self.hiddenCheck.setToolTip(QCoreApplication.translate("SanityTab", u"The result is for the Keeper's eyes; the journal marks it hidden", None))
#endif // QT_CONFIG(tooltip)
        self.rollButton.setText(QCoreApplication.translate("SanityTab", u"Roll &Sanity for Those Ticked", None))
        self.mindGroup.setTitle(QCoreApplication.translate("SanityTab", u"For the selected investigator", None))
        self.realBoutButton.setText(QCoreApplication.translate("SanityTab", u"Bout (Real Time)", None))
#if QT_CONFIG(tooltip)
        self.realBoutButton.setToolTip(QCoreApplication.translate("SanityTab", u"1D10 rounds, among the others", None))
#endif // QT_CONFIG(tooltip)
        self.summaryBoutButton.setText(QCoreApplication.translate("SanityTab", u"Bout (Summary)", None))
#if QT_CONFIG(tooltip)
        self.summaryBoutButton.setToolTip(QCoreApplication.translate("SanityTab", u"1D10 hours, away from the others", None))
#endif // QT_CONFIG(tooltip)
        self.pickSpin.setSpecialValueText(QCoreApplication.translate("SanityTab", u"roll it", None))
#if QT_CONFIG(accessibility)
        self.pickSpin.setAccessibleName(QCoreApplication.translate("SanityTab", u"Bout to pick (1 to 10), or roll it", None))
#endif // QT_CONFIG(accessibility)
        self.realityButton.setText(QCoreApplication.translate("SanityTab", u"Reality Check", None))
#if QT_CONFIG(tooltip)
        self.realityButton.setToolTip(QCoreApplication.translate("SanityTab", u"A Sanity roll when the insane doubt what they see: failure costs 1 SAN and brings a bout", None))
#endif // QT_CONFIG(tooltip)
        self.restedButton.setText(QCoreApplication.translate("SanityTab", u"Rested: Temporary Insanity Passes", None))
#if QT_CONFIG(accessibility)
        self.settingCombo.setAccessibleName(QCoreApplication.translate("SanityTab", u"Where the treatment is", None))
#endif // QT_CONFIG(accessibility)
        self.psychoSpin.setSpecialValueText(QCoreApplication.translate("SanityTab", u"1D100", None))
        self.psychoSpin.setPrefix(QCoreApplication.translate("SanityTab", u"Psychoanalysis ", None))
#if QT_CONFIG(accessibility)
        self.psychoSpin.setAccessibleName(QCoreApplication.translate("SanityTab", u"The doctor's Psychoanalysis, if known", None))
#endif // QT_CONFIG(accessibility)
        self.believerCheck.setText(QCoreApplication.translate("SanityTab", u"Believes the Mythos is real (tomes cost SAN)", None))
#if QT_CONFIG(tooltip)
        self.believerCheck.setToolTip(QCoreApplication.translate("SanityTab", u"A non-believer's first SAN loss to the Mythos itself also costs SAN equal to their Cthulhu Mythos, and makes them a believer", None))
#endif // QT_CONFIG(tooltip)
        self.selfHelpButton.setText(QCoreApplication.translate("SanityTab", u"Self-Help (Bonus Die)", None))
#if QT_CONFIG(tooltip)
        self.selfHelpButton.setToolTip(QCoreApplication.translate("SanityTab", u"Time with a significant person at the development phase: a Sanity roll with a bonus die", None))
#endif // QT_CONFIG(tooltip)
        self.selfHelpEdit.setPlaceholderText(QCoreApplication.translate("SanityTab", u"gain on a success / loss on a failure, e.g. 1D6/1", None))
#if QT_CONFIG(accessibility)
        self.selfHelpEdit.setAccessibleName(QCoreApplication.translate("SanityTab", u"Self-help amounts", None))
#endif // QT_CONFIG(accessibility)
        self.treatmentButton.setText(QCoreApplication.translate("SanityTab", u"Begin Treatment", None))
#if QT_CONFIG(tooltip)
        self.treatmentButton.setToolTip(QCoreApplication.translate("SanityTab", u"Treatment for indefinite insanity, from this week: each month ends four weeks of the calendar later and is rolled for then", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.logView.setAccessibleName(QCoreApplication.translate("SanityTab", u"Sanity log", None))
#endif // QT_CONFIG(accessibility)
        pass
    # retranslateUi

