# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'main_window.ui'
##
## Created by: Qt User Interface Compiler version 6.11.3
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QDate, QDateTime, QLocale,
    QMetaObject, QObject, QPoint, QRect,
    QSize, QTime, QUrl, Qt)
from PySide6.QtGui import (QAction, QBrush, QColor, QConicalGradient,
    QCursor, QFont, QFontDatabase, QGradient,
    QIcon, QImage, QKeySequence, QLinearGradient,
    QPainter, QPalette, QPixmap, QRadialGradient,
    QTransform)
from PySide6.QtWidgets import (QApplication, QMainWindow, QMenu, QMenuBar,
    QSizePolicy, QStatusBar, QTabWidget, QVBoxLayout,
    QWidget)

class Ui_MainWindow(object):
    def setupUi(self, MainWindow):
        if not MainWindow.objectName():
            MainWindow.setObjectName(u"MainWindow")
        MainWindow.resize(1280, 800)
        self.actionNew = QAction(MainWindow)
        self.actionNew.setObjectName(u"actionNew")
        self.actionOpen = QAction(MainWindow)
        self.actionOpen.setObjectName(u"actionOpen")
        self.actionRestore = QAction(MainWindow)
        self.actionRestore.setObjectName(u"actionRestore")
        self.actionQuit = QAction(MainWindow)
        self.actionQuit.setObjectName(u"actionQuit")
        self.actionImport = QAction(MainWindow)
        self.actionImport.setObjectName(u"actionImport")
        self.actionExport = QAction(MainWindow)
        self.actionExport.setObjectName(u"actionExport")
        self.actionExportCharacter = QAction(MainWindow)
        self.actionExportCharacter.setObjectName(u"actionExportCharacter")
        self.actionPrint = QAction(MainWindow)
        self.actionPrint.setObjectName(u"actionPrint")
        self.actionPlayers = QAction(MainWindow)
        self.actionPlayers.setObjectName(u"actionPlayers")
        self.actionPlayers.setCheckable(True)
        self.actionAbout = QAction(MainWindow)
        self.actionAbout.setObjectName(u"actionAbout")
        self.centralWidget = QWidget(MainWindow)
        self.centralWidget.setObjectName(u"centralWidget")
        self.centralLayout = QVBoxLayout(self.centralWidget)
        self.centralLayout.setObjectName(u"centralLayout")
        self.centralLayout.setContentsMargins(6, 6, 6, 0)
        self.tabs = QTabWidget(self.centralWidget)
        self.tabs.setObjectName(u"tabs")
        self.tabs.setDocumentMode(True)

        self.centralLayout.addWidget(self.tabs)

        MainWindow.setCentralWidget(self.centralWidget)
        self.menuBar = QMenuBar(MainWindow)
        self.menuBar.setObjectName(u"menuBar")
        self.menuFile = QMenu(self.menuBar)
        self.menuFile.setObjectName(u"menuFile")
        self.menuRecent = QMenu(self.menuFile)
        self.menuRecent.setObjectName(u"menuRecent")
        self.menuEdit = QMenu(self.menuBar)
        self.menuEdit.setObjectName(u"menuEdit")
        self.menuView = QMenu(self.menuBar)
        self.menuView.setObjectName(u"menuView")
        self.menuHelp = QMenu(self.menuBar)
        self.menuHelp.setObjectName(u"menuHelp")
        MainWindow.setMenuBar(self.menuBar)
        self.statusBar = QStatusBar(MainWindow)
        self.statusBar.setObjectName(u"statusBar")
        MainWindow.setStatusBar(self.statusBar)

        self.menuBar.addAction(self.menuFile.menuAction())
        self.menuBar.addAction(self.menuEdit.menuAction())
        self.menuBar.addAction(self.menuView.menuAction())
        self.menuBar.addAction(self.menuHelp.menuAction())
        self.menuFile.addAction(self.actionNew)
        self.menuFile.addAction(self.actionOpen)
        self.menuFile.addAction(self.menuRecent.menuAction())
        self.menuFile.addSeparator()
        self.menuFile.addAction(self.actionRestore)
        self.menuFile.addSeparator()
        self.menuFile.addAction(self.actionImport)
        self.menuFile.addAction(self.actionExport)
        self.menuFile.addAction(self.actionExportCharacter)
        self.menuFile.addSeparator()
        self.menuFile.addAction(self.actionPrint)
        self.menuFile.addSeparator()
        self.menuFile.addAction(self.actionQuit)
        self.menuView.addAction(self.actionPlayers)
        self.menuHelp.addAction(self.actionAbout)

        self.retranslateUi(MainWindow)
    # setupUi

    def retranslateUi(self, MainWindow):
        MainWindow.setWindowTitle(QCoreApplication.translate("MainWindow", u"Keeper Desk", None))
        self.actionNew.setText(QCoreApplication.translate("MainWindow", u"&New Campaign\u2026", None))
        self.actionOpen.setText(QCoreApplication.translate("MainWindow", u"&Open Campaign\u2026", None))
        self.actionRestore.setText(QCoreApplication.translate("MainWindow", u"&Restore from Backup\u2026", None))
#if QT_CONFIG(tooltip)
        self.actionRestore.setToolTip(QCoreApplication.translate("MainWindow", u"Open a verified backup copy of this campaign as a new file; the current file is not touched", None))
#endif // QT_CONFIG(tooltip)
        self.actionQuit.setText(QCoreApplication.translate("MainWindow", u"&Quit", None))
        self.actionImport.setText(QCoreApplication.translate("MainWindow", u"&Import\u2026", None))
#if QT_CONFIG(tooltip)
        self.actionImport.setToolTip(QCoreApplication.translate("MainWindow", u"Investigators from Dhole's House or FoundryVTT, or a whole Keeper Desk campaign exported as JSON", None))
#endif // QT_CONFIG(tooltip)
        self.actionExport.setText(QCoreApplication.translate("MainWindow", u"&Export Campaign as JSON\u2026", None))
#if QT_CONFIG(tooltip)
        self.actionExport.setToolTip(QCoreApplication.translate("MainWindow", u"The whole campaign in Keeper Desk's documented JSON (docs/campaign-json.md)", None))
#endif // QT_CONFIG(tooltip)
        self.actionExportCharacter.setText(QCoreApplication.translate("MainWindow", u"Export &Character\u2026", None))
#if QT_CONFIG(tooltip)
        self.actionExportCharacter.setToolTip(QCoreApplication.translate("MainWindow", u"One character as a FoundryVTT CoC7 actor, for another tool to import", None))
#endif // QT_CONFIG(tooltip)
        self.actionPrint.setText(QCoreApplication.translate("MainWindow", u"&Print\u2026", None))
#if QT_CONFIG(tooltip)
        self.actionPrint.setToolTip(QCoreApplication.translate("MainWindow", u"Print this tab's card: the selected character, the fight's tracker, the chase sheet, or the cards picked in Cards", None))
#endif // QT_CONFIG(tooltip)
        self.actionPlayers.setText(QCoreApplication.translate("MainWindow", u"&Players' Window", None))
#if QT_CONFIG(tooltip)
        self.actionPlayers.setToolTip(QCoreApplication.translate("MainWindow", u"A second window for the players' screen: the chase map, or the initiative order while Combat is in front", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(shortcut)
        self.actionPlayers.setShortcut(QCoreApplication.translate("MainWindow", u"F8", None))
#endif // QT_CONFIG(shortcut)
        self.actionAbout.setText(QCoreApplication.translate("MainWindow", u"&About Keeper Desk", None))
#if QT_CONFIG(accessibility)
        self.tabs.setAccessibleName(QCoreApplication.translate("MainWindow", u"Keeper Desk tabs", None))
#endif // QT_CONFIG(accessibility)
        self.menuFile.setTitle(QCoreApplication.translate("MainWindow", u"&File", None))
        self.menuRecent.setTitle(QCoreApplication.translate("MainWindow", u"Open &Recent", None))
        self.menuEdit.setTitle(QCoreApplication.translate("MainWindow", u"&Edit", None))
        self.menuView.setTitle(QCoreApplication.translate("MainWindow", u"&View", None))
        self.menuHelp.setTitle(QCoreApplication.translate("MainWindow", u"&Help", None))
    # retranslateUi

