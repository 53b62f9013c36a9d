# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'tomes_tab.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSpacerItem, QSplitter, QTableView, QVBoxLayout, QWidget

from desktop.views.common.numbers import StrictSpinBox

class Ui_TomesTab(object):
    def setupUi(self, TomesTab):
        if not TomesTab.objectName():
            TomesTab.setObjectName(u"TomesTab")
        self.tomesLayout = QVBoxLayout(TomesTab)
        self.tomesLayout.setObjectName(u"tomesLayout")
        self.headerRow = QHBoxLayout()
        self.headerRow.setObjectName(u"headerRow")
        self.titleLabel = QLabel(TomesTab)
        self.titleLabel.setObjectName(u"titleLabel")

        self.headerRow.addWidget(self.titleLabel)

        self.headerSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.headerRow.addItem(self.headerSpacer)

        self.hoursSpin = StrictSpinBox(TomesTab)
        self.hoursSpin.setObjectName(u"hoursSpin")
        self.hoursSpin.setMinimum(1)
        self.hoursSpin.setMaximum(672)

        self.headerRow.addWidget(self.hoursSpin)

        self.hoursButton = QPushButton(TomesTab)
        self.hoursButton.setObjectName(u"hoursButton")

        self.headerRow.addWidget(self.hoursButton)

        self.weeksSpin = StrictSpinBox(TomesTab)
        self.weeksSpin.setObjectName(u"weeksSpin")
        self.weeksSpin.setMinimum(1)
        self.weeksSpin.setMaximum(999)

        self.headerRow.addWidget(self.weeksSpin)

        self.weekButton = QPushButton(TomesTab)
        self.weekButton.setObjectName(u"weekButton")

        self.headerRow.addWidget(self.weekButton)


        self.tomesLayout.addLayout(self.headerRow)

        self.bodySplitter = QSplitter(TomesTab)
        self.bodySplitter.setObjectName(u"bodySplitter")
        self.bodySplitter.setOrientation(Qt.Orientation.Horizontal)
        self.bodySplitter.setChildrenCollapsible(False)
        self.leftPane = QWidget(self.bodySplitter)
        self.leftPane.setObjectName(u"leftPane")
        self.leftColumn = QVBoxLayout(self.leftPane)
        self.leftColumn.setObjectName(u"leftColumn")
        self.leftColumn.setContentsMargins(0, 0, 0, 0)
        self.giveRow = QHBoxLayout()
        self.giveRow.setObjectName(u"giveRow")
        self.readerCombo = QComboBox(self.leftPane)
        self.readerCombo.setObjectName(u"readerCombo")

        self.giveRow.addWidget(self.readerCombo)

        self.tomeCombo = QComboBox(self.leftPane)
        self.tomeCombo.setObjectName(u"tomeCombo")

        self.giveRow.addWidget(self.tomeCombo)

        self.newTomeButton = QPushButton(self.leftPane)
        self.newTomeButton.setObjectName(u"newTomeButton")

        self.giveRow.addWidget(self.newTomeButton)

        self.giveButton = QPushButton(self.leftPane)
        self.giveButton.setObjectName(u"giveButton")

        self.giveRow.addWidget(self.giveButton)

        self.giveRow.setStretch(0, 1)
        self.giveRow.setStretch(1, 1)

        self.leftColumn.addLayout(self.giveRow)

        self.tomeLabel = QLabel(self.leftPane)
        self.tomeLabel.setObjectName(u"tomeLabel")
        self.tomeLabel.setWordWrap(True)

        self.leftColumn.addWidget(self.tomeLabel)

        self.shelfView = QTableView(self.leftPane)
        self.shelfView.setObjectName(u"shelfView")

        self.leftColumn.addWidget(self.shelfView)

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
        self.readingGroup = QGroupBox(self.actionPane)
        self.readingGroup.setObjectName(u"readingGroup")
        self.readingGrid = QGridLayout(self.readingGroup)
        self.readingGrid.setObjectName(u"readingGrid")
        self.readButton = QPushButton(self.readingGroup)
        self.readButton.setObjectName(u"readButton")

        self.readingGrid.addWidget(self.readButton, 0, 0, 1, 1)

        self.pushReadButton = QPushButton(self.readingGroup)
        self.pushReadButton.setObjectName(u"pushReadButton")

        self.readingGrid.addWidget(self.pushReadButton, 0, 1, 1, 1)

        self.studyButton = QPushButton(self.readingGroup)
        self.studyButton.setObjectName(u"studyButton")

        self.readingGrid.addWidget(self.studyButton, 1, 0, 1, 1)

        self.pauseButton = QPushButton(self.readingGroup)
        self.pauseButton.setObjectName(u"pauseButton")

        self.readingGrid.addWidget(self.pauseButton, 1, 1, 1, 1)

        self.referenceButton = QPushButton(self.readingGroup)
        self.referenceButton.setObjectName(u"referenceButton")

        self.readingGrid.addWidget(self.referenceButton, 2, 0, 1, 2)


        self.actionPaneLayout.addWidget(self.readingGroup)

        self.spellGroup = QGroupBox(self.actionPane)
        self.spellGroup.setObjectName(u"spellGroup")
        self.spellGrid = QGridLayout(self.spellGroup)
        self.spellGrid.setObjectName(u"spellGrid")
        self.learnCombo = QComboBox(self.spellGroup)
        self.learnCombo.setObjectName(u"learnCombo")

        self.spellGrid.addWidget(self.learnCombo, 0, 0, 1, 1)

        self.intCheck = QCheckBox(self.spellGroup)
        self.intCheck.setObjectName(u"intCheck")

        self.spellGrid.addWidget(self.intCheck, 0, 1, 1, 1)

        self.learnButton = QPushButton(self.spellGroup)
        self.learnButton.setObjectName(u"learnButton")

        self.spellGrid.addWidget(self.learnButton, 0, 2, 1, 1)

        self.castCombo = QComboBox(self.spellGroup)
        self.castCombo.setObjectName(u"castCombo")

        self.spellGrid.addWidget(self.castCombo, 1, 0, 1, 1)

        self.pushCastButton = QPushButton(self.spellGroup)
        self.pushCastButton.setObjectName(u"pushCastButton")

        self.spellGrid.addWidget(self.pushCastButton, 1, 1, 1, 1)

        self.castButton = QPushButton(self.spellGroup)
        self.castButton.setObjectName(u"castButton")

        self.spellGrid.addWidget(self.castButton, 1, 2, 1, 1)

        self.sourceCombo = QComboBox(self.spellGroup)
        self.sourceCombo.setObjectName(u"sourceCombo")

        self.spellGrid.addWidget(self.sourceCombo, 3, 0, 1, 3)

        self.wonPowCheck = QCheckBox(self.spellGroup)
        self.wonPowCheck.setObjectName(u"wonPowCheck")

        self.spellGrid.addWidget(self.wonPowCheck, 2, 0, 1, 3)


        self.actionPaneLayout.addWidget(self.spellGroup)

        self.messageLabel = QLabel(self.actionPane)
        self.messageLabel.setObjectName(u"messageLabel")
        self.messageLabel.setWordWrap(True)

        self.actionPaneLayout.addWidget(self.messageLabel)

        self.storyLabel = QLabel(self.actionPane)
        self.storyLabel.setObjectName(u"storyLabel")
        self.storyLabel.setWordWrap(True)

        self.actionPaneLayout.addWidget(self.storyLabel)

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

        self.tomesLayout.addWidget(self.bodySplitter)

        self.tomesLayout.setStretch(1, 1)

        self.retranslateUi(TomesTab)
    # setupUi

    def retranslateUi(self, TomesTab):
        self.hoursSpin.setSuffix(QCoreApplication.translate("TomesTab", u" hours", None))
#if QT_CONFIG(accessibility)
        self.hoursSpin.setAccessibleName(QCoreApplication.translate("TomesTab", u"Hours", None))
#endif // QT_CONFIG(accessibility)
        self.hoursButton.setText(QCoreApplication.translate("TomesTab", u"Hours Pass (MP Back)", None))
#if QT_CONFIG(tooltip)
        self.hoursButton.setToolTip(QCoreApplication.translate("TomesTab", u"Magic points come back, 1 an hour (more above POW 100)", None))
#endif // QT_CONFIG(tooltip)
        self.weeksSpin.setSuffix(QCoreApplication.translate("TomesTab", u" week", None))
#if QT_CONFIG(accessibility)
        self.weeksSpin.setAccessibleName(QCoreApplication.translate("TomesTab", u"Weeks to pass", None))
#endif // QT_CONFIG(accessibility)
        self.weekButton.setText(QCoreApplication.translate("TomesTab", u"&Weeks Pass", None))
#if QT_CONFIG(tooltip)
        self.weekButton.setToolTip(QCoreApplication.translate("TomesTab", u"The campaign calendar moves on by the weeks beside it, as one step that undoes whole: new game days (the day's losses start again, temporary insanity is over), magic points come back, studies and spells being learned move on, and months of treatment that end are rolled for", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.readerCombo.setAccessibleName(QCoreApplication.translate("TomesTab", u"Investigator", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.tomeCombo.setAccessibleName(QCoreApplication.translate("TomesTab", u"Tome", None))
#endif // QT_CONFIG(accessibility)
        self.newTomeButton.setText(QCoreApplication.translate("TomesTab", u"New Tome\u2026", None))
#if QT_CONFIG(tooltip)
        self.newTomeButton.setToolTip(QCoreApplication.translate("TomesTab", u"A tome of your own for this campaign", None))
#endif // QT_CONFIG(tooltip)
        self.giveButton.setText(QCoreApplication.translate("TomesTab", u"&Give", None))
#if QT_CONFIG(tooltip)
        self.giveButton.setToolTip(QCoreApplication.translate("TomesTab", u"The investigator now has this tome", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.shelfView.setAccessibleName(QCoreApplication.translate("TomesTab", u"Tomes held", None))
#endif // QT_CONFIG(accessibility)
        self.readingGroup.setTitle(QCoreApplication.translate("TomesTab", u"The selected tome", None))
        self.readButton.setText(QCoreApplication.translate("TomesTab", u"&Initial Reading", None))
#if QT_CONFIG(tooltip)
        self.readButton.setToolTip(QCoreApplication.translate("TomesTab", u"A reading roll in the tome's language, at its condition's difficulty", None))
#endif // QT_CONFIG(tooltip)
        self.pushReadButton.setText(QCoreApplication.translate("TomesTab", u"Push the Reading", None))
        self.studyButton.setText(QCoreApplication.translate("TomesTab", u"Begin Full &Study", None))
        self.pauseButton.setText(QCoreApplication.translate("TomesTab", u"Put Aside / Take Up", None))
        self.referenceButton.setText(QCoreApplication.translate("TomesTab", u"Look Something &Up", None))
#if QT_CONFIG(tooltip)
        self.referenceButton.setToolTip(QCoreApplication.translate("TomesTab", u"1D4 hours; found on a roll at most the tome's Mythos rating", None))
#endif // QT_CONFIG(tooltip)
        self.spellGroup.setTitle(QCoreApplication.translate("TomesTab", u"Spells", None))
#if QT_CONFIG(accessibility)
        self.learnCombo.setAccessibleName(QCoreApplication.translate("TomesTab", u"Spell in the tome", None))
#endif // QT_CONFIG(accessibility)
        self.intCheck.setText(QCoreApplication.translate("TomesTab", u"Hard INT roll first", None))
        self.learnButton.setText(QCoreApplication.translate("TomesTab", u"&Learn", None))
#if QT_CONFIG(accessibility)
        self.castCombo.setAccessibleName(QCoreApplication.translate("TomesTab", u"Spell known", None))
#endif // QT_CONFIG(accessibility)
        self.pushCastButton.setText(QCoreApplication.translate("TomesTab", u"Push the Casting", None))
#if QT_CONFIG(tooltip)
        self.pushCastButton.setToolTip(QCoreApplication.translate("TomesTab", u"After a failed first casting: the Hard POW roll again, once; failed, the spell is cast all the same at 1D6 times its cost", None))
#endif // QT_CONFIG(tooltip)
        self.castButton.setText(QCoreApplication.translate("TomesTab", u"&Cast", None))
#if QT_CONFIG(accessibility)
        self.sourceCombo.setAccessibleName(QCoreApplication.translate("TomesTab", u"Learned from", None))
#endif // QT_CONFIG(accessibility)
        self.wonPowCheck.setText(QCoreApplication.translate("TomesTab", u"The caster won the spell's opposed POW roll (POW may grow)", None))
#if QT_CONFIG(accessibility)
        self.logView.setAccessibleName(QCoreApplication.translate("TomesTab", u"Tomes log", None))
#endif // QT_CONFIG(accessibility)
        pass
    # retranslateUi

