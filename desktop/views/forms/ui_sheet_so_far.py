# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'sheet_so_far.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QSpacerItem, QVBoxLayout

class Ui_SheetSoFar(object):
    def setupUi(self, SheetSoFar):
        if not SheetSoFar.objectName():
            SheetSoFar.setObjectName(u"SheetSoFar")
        SheetSoFar.setFrameShape(QFrame.Shape.StyledPanel)
        self.sheetLayout = QVBoxLayout(SheetSoFar)
        self.sheetLayout.setObjectName(u"sheetLayout")
        self.nameLabel = QLabel(SheetSoFar)
        self.nameLabel.setObjectName(u"nameLabel")
        self.nameLabel.setWordWrap(True)

        self.sheetLayout.addWidget(self.nameLabel)

        self.whoLabel = QLabel(SheetSoFar)
        self.whoLabel.setObjectName(u"whoLabel")
        self.whoLabel.setWordWrap(True)

        self.sheetLayout.addWidget(self.whoLabel)

        self.charsHeading = QLabel(SheetSoFar)
        self.charsHeading.setObjectName(u"charsHeading")

        self.sheetLayout.addWidget(self.charsHeading)

        self.charsGrid = QGridLayout()
        self.charsGrid.setObjectName(u"charsGrid")
        self.charsGrid.setHorizontalSpacing(12)

        self.sheetLayout.addLayout(self.charsGrid)

        self.derivedLabel = QLabel(SheetSoFar)
        self.derivedLabel.setObjectName(u"derivedLabel")
        self.derivedLabel.setWordWrap(True)

        self.sheetLayout.addWidget(self.derivedLabel)

        self.skillsHeading = QLabel(SheetSoFar)
        self.skillsHeading.setObjectName(u"skillsHeading")

        self.sheetLayout.addWidget(self.skillsHeading)

        self.pointsLabel = QLabel(SheetSoFar)
        self.pointsLabel.setObjectName(u"pointsLabel")
        self.pointsLabel.setWordWrap(True)

        self.sheetLayout.addWidget(self.pointsLabel)

        self.skillsLabel = QLabel(SheetSoFar)
        self.skillsLabel.setObjectName(u"skillsLabel")
        self.skillsLabel.setWordWrap(True)

        self.sheetLayout.addWidget(self.skillsLabel)

        self.storyHeading = QLabel(SheetSoFar)
        self.storyHeading.setObjectName(u"storyHeading")

        self.sheetLayout.addWidget(self.storyHeading)

        self.storyLabel = QLabel(SheetSoFar)
        self.storyLabel.setObjectName(u"storyLabel")
        self.storyLabel.setWordWrap(True)

        self.sheetLayout.addWidget(self.storyLabel)

        self.sheetSpacer = QSpacerItem(10, 20, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.sheetLayout.addItem(self.sheetSpacer)


        self.retranslateUi(SheetSoFar)
    # setupUi

    def retranslateUi(self, SheetSoFar):
#if QT_CONFIG(accessibility)
        SheetSoFar.setAccessibleName(QCoreApplication.translate("SheetSoFar", u"The investigator so far", None))
#endif // QT_CONFIG(accessibility)
        self.charsHeading.setText(QCoreApplication.translate("SheetSoFar", u"Characteristics", None))
        self.skillsHeading.setText(QCoreApplication.translate("SheetSoFar", u"Skills chosen", None))
        self.storyHeading.setText(QCoreApplication.translate("SheetSoFar", u"Backstory", None))
    # retranslateUi

