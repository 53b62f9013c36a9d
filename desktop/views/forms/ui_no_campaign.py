# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'no_campaign.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QSpacerItem, QVBoxLayout

class Ui_NoCampaignPage(object):
    def setupUi(self, NoCampaignPage):
        if not NoCampaignPage.objectName():
            NoCampaignPage.setObjectName(u"NoCampaignPage")
        NoCampaignPage.resize(700, 400)
        self.pageLayout = QVBoxLayout(NoCampaignPage)
        self.pageLayout.setSpacing(14)
        self.pageLayout.setObjectName(u"pageLayout")
        self.pageLayout.setContentsMargins(40, 40, 40, -1)
        self.titleLabel = QLabel(NoCampaignPage)
        self.titleLabel.setObjectName(u"titleLabel")

        self.pageLayout.addWidget(self.titleLabel)

        self.whyLabel = QLabel(NoCampaignPage)
        self.whyLabel.setObjectName(u"whyLabel")
        self.whyLabel.setTextFormat(Qt.PlainText)
        self.whyLabel.setWordWrap(True)

        self.pageLayout.addWidget(self.whyLabel)

        self.nextLabel = QLabel(NoCampaignPage)
        self.nextLabel.setObjectName(u"nextLabel")
        self.nextLabel.setWordWrap(True)

        self.pageLayout.addWidget(self.nextLabel)

        self.buttonRow = QHBoxLayout()
        self.buttonRow.setObjectName(u"buttonRow")
        self.restoreButton = QPushButton(NoCampaignPage)
        self.restoreButton.setObjectName(u"restoreButton")

        self.buttonRow.addWidget(self.restoreButton)

        self.openButton = QPushButton(NoCampaignPage)
        self.openButton.setObjectName(u"openButton")

        self.buttonRow.addWidget(self.openButton)

        self.newButton = QPushButton(NoCampaignPage)
        self.newButton.setObjectName(u"newButton")

        self.buttonRow.addWidget(self.newButton)

        self.buttonSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.buttonRow.addItem(self.buttonSpacer)


        self.pageLayout.addLayout(self.buttonRow)

        self.bottomSpacer = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.pageLayout.addItem(self.bottomSpacer)


        self.retranslateUi(NoCampaignPage)
    # setupUi

    def retranslateUi(self, NoCampaignPage):
        self.titleLabel.setText(QCoreApplication.translate("NoCampaignPage", u"No campaign is open", None))
        self.nextLabel.setText(QCoreApplication.translate("NoCampaignPage", u"Nothing was written to that file. Restore a backup copy (it opens as a new file beside the old one), open another campaign, or start a new one.", None))
        self.restoreButton.setText(QCoreApplication.translate("NoCampaignPage", u"&Restore from Backup\u2026", None))
        self.openButton.setText(QCoreApplication.translate("NoCampaignPage", u"&Open Campaign\u2026", None))
        self.newButton.setText(QCoreApplication.translate("NoCampaignPage", u"&New Campaign\u2026", None))
        pass
    # retranslateUi

