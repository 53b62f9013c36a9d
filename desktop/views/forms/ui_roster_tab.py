# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'roster_tab.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QSpacerItem, QSplitter, QTableView, QVBoxLayout, QWidget

class Ui_RosterTab(object):
    def setupUi(self, RosterTab):
        if not RosterTab.objectName():
            RosterTab.setObjectName(u"RosterTab")
        self.rosterLayout = QHBoxLayout(RosterTab)
        self.rosterLayout.setObjectName(u"rosterLayout")
        self.rosterSplitter = QSplitter(RosterTab)
        self.rosterSplitter.setObjectName(u"rosterSplitter")
        self.rosterSplitter.setOrientation(Qt.Orientation.Horizontal)
        self.rosterSplitter.setChildrenCollapsible(False)
        self.listPane = QWidget(self.rosterSplitter)
        self.listPane.setObjectName(u"listPane")
        self.listLayout = QVBoxLayout(self.listPane)
        self.listLayout.setObjectName(u"listLayout")
        self.listLayout.setContentsMargins(0, 0, 0, 0)
        self.toolbarLayout = QHBoxLayout()
        self.toolbarLayout.setObjectName(u"toolbarLayout")
        self.filterEdit = QLineEdit(self.listPane)
        self.filterEdit.setObjectName(u"filterEdit")

        self.toolbarLayout.addWidget(self.filterEdit)

        self.kindCombo = QComboBox(self.listPane)
        self.kindCombo.setObjectName(u"kindCombo")

        self.toolbarLayout.addWidget(self.kindCombo)

        self.toolbarSpacer = QSpacerItem(20, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.toolbarLayout.addItem(self.toolbarSpacer)

        self.addButton = QPushButton(self.listPane)
        self.addButton.setObjectName(u"addButton")

        self.toolbarLayout.addWidget(self.addButton)

        self.editButton = QPushButton(self.listPane)
        self.editButton.setObjectName(u"editButton")

        self.toolbarLayout.addWidget(self.editButton)

        self.duplicateButton = QPushButton(self.listPane)
        self.duplicateButton.setObjectName(u"duplicateButton")

        self.toolbarLayout.addWidget(self.duplicateButton)

        self.developmentButton = QPushButton(self.listPane)
        self.developmentButton.setObjectName(u"developmentButton")

        self.toolbarLayout.addWidget(self.developmentButton)

        self.deleteButton = QPushButton(self.listPane)
        self.deleteButton.setObjectName(u"deleteButton")

        self.toolbarLayout.addWidget(self.deleteButton)


        self.listLayout.addLayout(self.toolbarLayout)

        self.table = QTableView(self.listPane)
        self.table.setObjectName(u"table")
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSortingEnabled(True)
        self.table.setWordWrap(False)

        self.listLayout.addWidget(self.table)

        self.countLabel = QLabel(self.listPane)
        self.countLabel.setObjectName(u"countLabel")

        self.listLayout.addWidget(self.countLabel)

        self.rosterSplitter.addWidget(self.listPane)
        self.trackerPanel = QFrame(self.rosterSplitter)
        self.trackerPanel.setObjectName(u"trackerPanel")
        self.trackerPanel.setFrameShape(QFrame.Shape.StyledPanel)
        self.trackerPanel.setMinimumSize(QSize(300, 0))
        self.trackerLayout = QVBoxLayout(self.trackerPanel)
        self.trackerLayout.setObjectName(u"trackerLayout")
        self.nameLabel = QLabel(self.trackerPanel)
        self.nameLabel.setObjectName(u"nameLabel")
        self.nameLabel.setWordWrap(True)

        self.trackerLayout.addWidget(self.nameLabel)

        self.summaryLabel = QLabel(self.trackerPanel)
        self.summaryLabel.setObjectName(u"summaryLabel")
        self.summaryLabel.setWordWrap(True)

        self.trackerLayout.addWidget(self.summaryLabel)

        self.storyRow = QHBoxLayout()
        self.storyRow.setObjectName(u"storyRow")
        self.storyButton = QPushButton(self.trackerPanel)
        self.storyButton.setObjectName(u"storyButton")

        self.storyRow.addWidget(self.storyButton)

        self.storySpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.storyRow.addItem(self.storySpacer)


        self.trackerLayout.addLayout(self.storyRow)

        self.trackerGrid = QGridLayout()
        self.trackerGrid.setObjectName(u"trackerGrid")
        self.trackerGrid.setVerticalSpacing(8)

        self.trackerLayout.addLayout(self.trackerGrid)

        self.messageLabel = QLabel(self.trackerPanel)
        self.messageLabel.setObjectName(u"messageLabel")
        self.messageLabel.setWordWrap(True)

        self.trackerLayout.addWidget(self.messageLabel)

        self.detailsLabel = QLabel(self.trackerPanel)
        self.detailsLabel.setObjectName(u"detailsLabel")
        self.detailsLabel.setWordWrap(True)
        self.detailsLabel.setTextFormat(Qt.TextFormat.RichText)

        self.trackerLayout.addWidget(self.detailsLabel)

        self.trackerSpacer = QSpacerItem(10, 20, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.trackerLayout.addItem(self.trackerSpacer)

        self.rosterSplitter.addWidget(self.trackerPanel)

        self.rosterLayout.addWidget(self.rosterSplitter)


        self.retranslateUi(RosterTab)
    # setupUi

    def retranslateUi(self, RosterTab):
        self.filterEdit.setPlaceholderText(QCoreApplication.translate("RosterTab", u"Filter by name, occupation or state\u2026", None))
#if QT_CONFIG(accessibility)
        self.filterEdit.setAccessibleName(QCoreApplication.translate("RosterTab", u"Filter the roster", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.kindCombo.setAccessibleName(QCoreApplication.translate("RosterTab", u"Show kind", None))
#endif // QT_CONFIG(accessibility)
        self.addButton.setText(QCoreApplication.translate("RosterTab", u"&Add\u2026", None))
        self.editButton.setText(QCoreApplication.translate("RosterTab", u"Ed&it\u2026", None))
        self.duplicateButton.setText(QCoreApplication.translate("RosterTab", u"D&uplicate", None))
#if QT_CONFIG(tooltip)
        self.developmentButton.setToolTip(QCoreApplication.translate("RosterTab", u"Roll improvement checks for the investigator's ticked skills, and the Luck check", None))
#endif // QT_CONFIG(tooltip)
        self.developmentButton.setText(QCoreApplication.translate("RosterTab", u"Develop&ment\u2026", None))
        self.deleteButton.setText(QCoreApplication.translate("RosterTab", u"&Delete\u2026", None))
#if QT_CONFIG(accessibility)
        self.table.setAccessibleName(QCoreApplication.translate("RosterTab", u"Roster", None))
#endif // QT_CONFIG(accessibility)
        self.nameLabel.setObjectName(QCoreApplication.translate("RosterTab", u"nameLabel", None))
#if QT_CONFIG(tooltip)
        self.storyButton.setToolTip(QCoreApplication.translate("RosterTab", u"The character's story from the journal: SAN, HP, skills, tomes, spells, insanities, sessions, with the SAN chart", None))
#endif // QT_CONFIG(tooltip)
        self.storyButton.setText(QCoreApplication.translate("RosterTab", u"&Story\u2026", None))
        pass
    # retranslateUi

