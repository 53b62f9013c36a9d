# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'notes_tab.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QPlainTextEdit, QPushButton, QSizePolicy, QSpacerItem, QSplitter, QTableView, QTextBrowser, QVBoxLayout, QWidget

class Ui_NotesTab(object):
    def setupUi(self, NotesTab):
        if not NotesTab.objectName():
            NotesTab.setObjectName(u"NotesTab")
        self.notesLayout = QHBoxLayout(NotesTab)
        self.notesLayout.setObjectName(u"notesLayout")
        self.notesSplitter = QSplitter(NotesTab)
        self.notesSplitter.setObjectName(u"notesSplitter")
        self.notesSplitter.setOrientation(Qt.Orientation.Horizontal)
        self.notesSplitter.setChildrenCollapsible(False)
        self.listPane = QWidget(self.notesSplitter)
        self.listPane.setObjectName(u"listPane")
        self.listLayout = QVBoxLayout(self.listPane)
        self.listLayout.setObjectName(u"listLayout")
        self.listLayout.setContentsMargins(0, 0, 0, 0)
        self.listToolbar = QHBoxLayout()
        self.listToolbar.setObjectName(u"listToolbar")
        self.showCombo = QComboBox(self.listPane)
        self.showCombo.setObjectName(u"showCombo")

        self.listToolbar.addWidget(self.showCombo)

        self.listSpacer = QSpacerItem(20, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.listToolbar.addItem(self.listSpacer)

        self.newButton = QPushButton(self.listPane)
        self.newButton.setObjectName(u"newButton")

        self.listToolbar.addWidget(self.newButton)

        self.removeButton = QPushButton(self.listPane)
        self.removeButton.setObjectName(u"removeButton")

        self.listToolbar.addWidget(self.removeButton)


        self.listLayout.addLayout(self.listToolbar)

        self.notesView = QTableView(self.listPane)
        self.notesView.setObjectName(u"notesView")
        self.notesView.setAlternatingRowColors(True)
        self.notesView.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.notesView.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.notesView.setWordWrap(False)

        self.listLayout.addWidget(self.notesView)

        self.notesSplitter.addWidget(self.listPane)
        self.editorPane = QWidget(self.notesSplitter)
        self.editorPane.setObjectName(u"editorPane")
        self.editorLayout = QVBoxLayout(self.editorPane)
        self.editorLayout.setObjectName(u"editorLayout")
        self.editorLayout.setContentsMargins(0, 0, 0, 0)
        self.noteForm = QFormLayout()
        self.noteForm.setObjectName(u"noteForm")
        self.titleLabel = QLabel(self.editorPane)
        self.titleLabel.setObjectName(u"titleLabel")

        self.noteForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.titleLabel)

        self.titleEdit = QLineEdit(self.editorPane)
        self.titleEdit.setObjectName(u"titleEdit")

        self.noteForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.titleEdit)

        self.kindLabel = QLabel(self.editorPane)
        self.kindLabel.setObjectName(u"kindLabel")

        self.noteForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.kindLabel)

        self.kindRow = QHBoxLayout()
        self.kindRow.setObjectName(u"kindRow")
        self.kindCombo = QComboBox(self.editorPane)
        self.kindCombo.setObjectName(u"kindCombo")

        self.kindRow.addWidget(self.kindCombo)

        self.characterCombo = QComboBox(self.editorPane)
        self.characterCombo.setObjectName(u"characterCombo")

        self.kindRow.addWidget(self.characterCombo)

        self.kindSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.kindRow.addItem(self.kindSpacer)


        self.noteForm.setLayout(1, QFormLayout.ItemRole.FieldRole, self.kindRow)


        self.editorLayout.addLayout(self.noteForm)

        self.textSplitter = QSplitter(self.editorPane)
        self.textSplitter.setObjectName(u"textSplitter")
        self.textSplitter.setOrientation(Qt.Orientation.Vertical)
        self.textSplitter.setChildrenCollapsible(False)
        self.bodyEdit = QPlainTextEdit(self.textSplitter)
        self.bodyEdit.setObjectName(u"bodyEdit")
        self.textSplitter.addWidget(self.bodyEdit)
        self.linksView = QTextBrowser(self.textSplitter)
        self.linksView.setObjectName(u"linksView")
        self.linksView.setOpenLinks(False)
        self.textSplitter.addWidget(self.linksView)

        self.editorLayout.addWidget(self.textSplitter)

        self.editorButtons = QHBoxLayout()
        self.editorButtons.setObjectName(u"editorButtons")
        self.linkButton = QPushButton(self.editorPane)
        self.linkButton.setObjectName(u"linkButton")

        self.editorButtons.addWidget(self.linkButton)

        self.messageLabel = QLabel(self.editorPane)
        self.messageLabel.setObjectName(u"messageLabel")
        self.messageLabel.setWordWrap(True)

        self.editorButtons.addWidget(self.messageLabel)

        self.buttonSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.editorButtons.addItem(self.buttonSpacer)


        self.editorLayout.addLayout(self.editorButtons)

        self.notesSplitter.addWidget(self.editorPane)

        self.notesLayout.addWidget(self.notesSplitter)

#if QT_CONFIG(shortcut)
        self.titleLabel.setBuddy(self.titleEdit)
        self.kindLabel.setBuddy(self.kindCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(NotesTab)
    # setupUi

    def retranslateUi(self, NotesTab):
#if QT_CONFIG(accessibility)
        self.showCombo.setAccessibleName(QCoreApplication.translate("NotesTab", u"Show notes of one kind", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.newButton.setToolTip(QCoreApplication.translate("NotesTab", u"A new note, of the kind shown (on the campaign when all are shown)", None))
#endif // QT_CONFIG(tooltip)
        self.newButton.setText(QCoreApplication.translate("NotesTab", u"&New Note", None))
        self.removeButton.setText(QCoreApplication.translate("NotesTab", u"&Remove\u2026", None))
#if QT_CONFIG(accessibility)
        self.notesView.setAccessibleName(QCoreApplication.translate("NotesTab", u"Notes", None))
#endif // QT_CONFIG(accessibility)
        self.titleLabel.setText(QCoreApplication.translate("NotesTab", u"&Title", None))
        self.titleEdit.setPlaceholderText(QCoreApplication.translate("NotesTab", u"The Marsh house, Harriet's secrets, Threads\u2026", None))
        self.kindLabel.setText(QCoreApplication.translate("NotesTab", u"&Kind", None))
#if QT_CONFIG(accessibility)
        self.characterCombo.setAccessibleName(QCoreApplication.translate("NotesTab", u"The character the note is about", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(accessibility)
        self.bodyEdit.setAccessibleName(QCoreApplication.translate("NotesTab", u"Note text", None))
#endif // QT_CONFIG(accessibility)
        self.bodyEdit.setPlaceholderText(QCoreApplication.translate("NotesTab", u"Write here; link to a note or a character with its name in double brackets, as [[Harriet Crane]].", None))
#if QT_CONFIG(accessibility)
        self.linksView.setAccessibleName(QCoreApplication.translate("NotesTab", u"The note as read, its links to follow", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.linkButton.setToolTip(QCoreApplication.translate("NotesTab", u"Pick a note or a character to link to, where the cursor is", None))
#endif // QT_CONFIG(tooltip)
        self.linkButton.setText(QCoreApplication.translate("NotesTab", u"&Link To\u2026", None))
        pass
    # retranslateUi

