# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'cards_tab.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QListWidget, QPushButton, QSizePolicy, QSpacerItem, QSplitter, QTreeView, QVBoxLayout, QWidget

class Ui_CardsTab(object):
    def setupUi(self, CardsTab):
        if not CardsTab.objectName():
            CardsTab.setObjectName(u"CardsTab")
        self.cardsLayout = QHBoxLayout(CardsTab)
        self.cardsLayout.setObjectName(u"cardsLayout")
        self.cardsSplitter = QSplitter(CardsTab)
        self.cardsSplitter.setObjectName(u"cardsSplitter")
        self.cardsSplitter.setOrientation(Qt.Orientation.Horizontal)
        self.cardsSplitter.setChildrenCollapsible(False)
        self.pickPane = QWidget(self.cardsSplitter)
        self.pickPane.setObjectName(u"pickPane")
        self.leftColumn = QVBoxLayout(self.pickPane)
        self.leftColumn.setObjectName(u"leftColumn")
        self.leftColumn.setContentsMargins(0, 0, 0, 0)
        self.pickGroup = QGroupBox(self.pickPane)
        self.pickGroup.setObjectName(u"pickGroup")
        self.pickLayout = QVBoxLayout(self.pickGroup)
        self.pickLayout.setObjectName(u"pickLayout")
        self.cardTree = QTreeView(self.pickGroup)
        self.cardTree.setObjectName(u"cardTree")
        self.cardTree.setHeaderHidden(True)

        self.pickLayout.addWidget(self.cardTree)

        self.pickButtons = QHBoxLayout()
        self.pickButtons.setObjectName(u"pickButtons")
        self.allButton = QPushButton(self.pickGroup)
        self.allButton.setObjectName(u"allButton")

        self.pickButtons.addWidget(self.allButton)

        self.noneButton = QPushButton(self.pickGroup)
        self.noneButton.setObjectName(u"noneButton")

        self.pickButtons.addWidget(self.noneButton)


        self.pickLayout.addLayout(self.pickButtons)


        self.leftColumn.addWidget(self.pickGroup)

        self.orderGroup = QGroupBox(self.pickPane)
        self.orderGroup.setObjectName(u"orderGroup")
        self.orderLayout = QHBoxLayout(self.orderGroup)
        self.orderLayout.setObjectName(u"orderLayout")
        self.orderList = QListWidget(self.orderGroup)
        self.orderList.setObjectName(u"orderList")

        self.orderLayout.addWidget(self.orderList)

        self.orderButtons = QVBoxLayout()
        self.orderButtons.setObjectName(u"orderButtons")
        self.upButton = QPushButton(self.orderGroup)
        self.upButton.setObjectName(u"upButton")

        self.orderButtons.addWidget(self.upButton)

        self.downButton = QPushButton(self.orderGroup)
        self.downButton.setObjectName(u"downButton")

        self.orderButtons.addWidget(self.downButton)

        self.orderSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.orderButtons.addItem(self.orderSpacer)


        self.orderLayout.addLayout(self.orderButtons)


        self.leftColumn.addWidget(self.orderGroup)

        self.paperGroup = QGroupBox(self.pickPane)
        self.paperGroup.setObjectName(u"paperGroup")
        self.paperGrid = QGridLayout(self.paperGroup)
        self.paperGrid.setObjectName(u"paperGrid")
        self.layoutCombo = QComboBox(self.paperGroup)
        self.layoutCombo.setObjectName(u"layoutCombo")

        self.paperGrid.addWidget(self.layoutCombo, 0, 0, 1, 2)

        self.paperCombo = QComboBox(self.paperGroup)
        self.paperCombo.setObjectName(u"paperCombo")

        self.paperGrid.addWidget(self.paperCombo, 1, 0, 1, 1)

        self.orientationCombo = QComboBox(self.paperGroup)
        self.orientationCombo.setObjectName(u"orientationCombo")

        self.paperGrid.addWidget(self.orientationCombo, 1, 1, 1, 1)


        self.leftColumn.addWidget(self.paperGroup)

        self.messageLabel = QLabel(self.pickPane)
        self.messageLabel.setObjectName(u"messageLabel")
        self.messageLabel.setWordWrap(True)

        self.leftColumn.addWidget(self.messageLabel)

        self.leftColumn.setStretch(0, 3)
        self.leftColumn.setStretch(1, 2)
        self.cardsSplitter.addWidget(self.pickPane)
        self.previewPane = QWidget(self.cardsSplitter)
        self.previewPane.setObjectName(u"previewPane")
        self.rightColumn = QVBoxLayout(self.previewPane)
        self.rightColumn.setObjectName(u"rightColumn")
        self.rightColumn.setContentsMargins(0, 0, 0, 0)
        self.previewRow = QHBoxLayout()
        self.previewRow.setObjectName(u"previewRow")
        self.summaryLabel = QLabel(self.previewPane)
        self.summaryLabel.setObjectName(u"summaryLabel")

        self.previewRow.addWidget(self.summaryLabel)

        self.previewSpacer = QSpacerItem(10, 10, QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)

        self.previewRow.addItem(self.previewSpacer)

        self.printButton = QPushButton(self.previewPane)
        self.printButton.setObjectName(u"printButton")

        self.previewRow.addWidget(self.printButton)

        self.pdfButton = QPushButton(self.previewPane)
        self.pdfButton.setObjectName(u"pdfButton")

        self.previewRow.addWidget(self.pdfButton)


        self.rightColumn.addLayout(self.previewRow)

        self.previewHolder = QWidget(self.previewPane)
        self.previewHolder.setObjectName(u"previewHolder")

        self.rightColumn.addWidget(self.previewHolder)

        self.rightColumn.setStretch(1, 1)
        self.cardsSplitter.addWidget(self.previewPane)

        self.cardsLayout.addWidget(self.cardsSplitter)


        self.retranslateUi(CardsTab)
    # setupUi

    def retranslateUi(self, CardsTab):
        self.pickGroup.setTitle(QCoreApplication.translate("CardsTab", u"1. Pick the cards", None))
#if QT_CONFIG(accessibility)
        self.cardTree.setAccessibleName(QCoreApplication.translate("CardsTab", u"Cards to print", None))
#endif // QT_CONFIG(accessibility)
        self.allButton.setText(QCoreApplication.translate("CardsTab", u"&All", None))
#if QT_CONFIG(tooltip)
        self.allButton.setToolTip(QCoreApplication.translate("CardsTab", u"Tick every card", None))
#endif // QT_CONFIG(tooltip)
        self.noneButton.setText(QCoreApplication.translate("CardsTab", u"N&one", None))
#if QT_CONFIG(tooltip)
        self.noneButton.setToolTip(QCoreApplication.translate("CardsTab", u"Untick every card", None))
#endif // QT_CONFIG(tooltip)
        self.orderGroup.setTitle(QCoreApplication.translate("CardsTab", u"2. Their order", None))
#if QT_CONFIG(accessibility)
        self.orderList.setAccessibleName(QCoreApplication.translate("CardsTab", u"Print order", None))
#endif // QT_CONFIG(accessibility)
        self.upButton.setText(QCoreApplication.translate("CardsTab", u"&Up", None))
#if QT_CONFIG(tooltip)
        self.upButton.setToolTip(QCoreApplication.translate("CardsTab", u"Earlier in the print", None))
#endif // QT_CONFIG(tooltip)
        self.downButton.setText(QCoreApplication.translate("CardsTab", u"Do&wn", None))
#if QT_CONFIG(tooltip)
        self.downButton.setToolTip(QCoreApplication.translate("CardsTab", u"Later in the print", None))
#endif // QT_CONFIG(tooltip)
        self.paperGroup.setTitle(QCoreApplication.translate("CardsTab", u"3. Paper", None))
#if QT_CONFIG(accessibility)
        self.layoutCombo.setAccessibleName(QCoreApplication.translate("CardsTab", u"Cards per page", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.layoutCombo.setToolTip(QCoreApplication.translate("CardsTab", u"Cards per page", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.paperCombo.setAccessibleName(QCoreApplication.translate("CardsTab", u"Paper size", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.paperCombo.setToolTip(QCoreApplication.translate("CardsTab", u"Paper size", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.orientationCombo.setAccessibleName(QCoreApplication.translate("CardsTab", u"Orientation", None))
#endif // QT_CONFIG(accessibility)
#if QT_CONFIG(tooltip)
        self.orientationCombo.setToolTip(QCoreApplication.translate("CardsTab", u"Orientation", None))
#endif // QT_CONFIG(tooltip)
        self.printButton.setText(QCoreApplication.translate("CardsTab", u"&Print\u2026", None))
#if QT_CONFIG(tooltip)
        self.printButton.setToolTip(QCoreApplication.translate("CardsTab", u"Print the cards through the system's print dialog", None))
#endif // QT_CONFIG(tooltip)
        self.pdfButton.setText(QCoreApplication.translate("CardsTab", u"&Save PDF\u2026", None))
#if QT_CONFIG(tooltip)
        self.pdfButton.setToolTip(QCoreApplication.translate("CardsTab", u"Save the cards as a PDF file, fonts embedded", None))
#endif // QT_CONFIG(tooltip)
        pass
    # retranslateUi

