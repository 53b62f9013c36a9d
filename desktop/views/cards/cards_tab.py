"""The Cards tab: pick reference cards and the campaign's own, put them in order, choose paper and layout, look at
the live preview, and print it or save it as a PDF — one renderer for all three.

Qt's print support is loaded only when the Keeper prints: making a printer loads the system's print plugin, and
CUPS's opens network connections (to port 631) the moment it loads. The preview paints the same pages onto images."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import (
    QFileDialog,
    QListWidgetItem,
    QProgressDialog,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.cards import from_campaign
from desktop.cards.card import Card
from desktop.cards.layout import LAYOUTS, PAPERS, SHEET, Layout
from desktop.cards.paint import render, to_pdf
from desktop.cards.render import plan
from desktop.models.changes import BESTIARY, EVERYTHING, Changes
from desktop.models.session import RISING, CampaignSession
from desktop.rules.words import counted
from desktop.views.cards.card_preview import CardPreview
from desktop.views.common.look import elastic, message_box, set_tone
from desktop.views.common.tab import Tab
from desktop.views.forms.ui_cards_tab import Ui_CardsTab

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

KEY_ROLE = Qt.ItemDataRole.UserRole + 1
PREVIEW_CARDS = 48  # the preview of a deck of thousands shows its first cards; printing and the PDF take all


def saved_layout(settings: QSettings | None) -> Layout:
    """The layout last chosen in the Cards tab (File > Print uses it too)."""
    if settings is None:
        return Layout()
    try:
        return Layout(
            str(settings.value("cards/layout", SHEET)),
            str(settings.value("cards/paper", "A4")),
            str(settings.value("cards/landscape", "false")).lower() == "true",
        )
    except ValueError:
        return Layout()


def make_printer() -> QPrinter:
    """A printer for the system's print dialog; the first one loads Qt's print support."""
    from PySide6.QtPrintSupport import QPrinter

    return QPrinter(QPrinter.PrinterMode.HighResolution)


def print_cards(parent: QWidget, cards: list[Card], layout: Layout, printer: QPrinter | None = None) -> int:
    """The system's print dialog, then the cards on the printer it returns; the pages printed (0: cancelled)."""
    if not cards:
        message_box(parent, "information", parent.tr("Print"), parent.tr("There is nothing here to print."))
        return 0
    from PySide6.QtPrintSupport import QPrintDialog

    printer = printer or make_printer()
    printer.setPageLayout(layout.page_layout())
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return 0
    return render(printer, plan(cards, layout), layout)


class CardsTab(Tab):
    """Cards ticked in the tree, ordered in the list, laid out on the chosen paper and previewed as they print."""

    title = "Cards"

    @classmethod
    def build(cls, session: CampaignSession, settings: QSettings) -> CardsTab:
        return cls(session, settings)

    def __init__(
        self, session: CampaignSession | None, settings: QSettings | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(session, parent)
        self.settings = settings
        self.ui = Ui_CardsTab()
        self.ui.setupUi(self)
        ui = self.ui
        set_tone(ui.messageLabel, "bad")
        ui.messageLabel.setTextFormat(Qt.TextFormat.PlainText)
        # The summary grows long (a deck of thousands, a PDF's file name): it wraps in the room left beside Print…
        # and Save PDF…, never pushing them off the window nor squeezing the card names on the left.
        ui.summaryLabel.setTextFormat(Qt.TextFormat.PlainText)
        elastic(ui.summaryLabel)
        ui.previewRow.setStretchFactor(ui.summaryLabel, 1)
        self.printer: QPrinter | None = None  # made when the Keeper first prints, then kept with their choices
        self.preview = CardPreview(ui.previewHolder)
        QVBoxLayout(ui.previewHolder).addWidget(self.preview)
        ui.previewHolder.layout().setContentsMargins(0, 0, 0, 0)
        self.pages = 0
        self.closed = False
        self._settle = QTimer(self, singleShot=True, interval=150)
        self._settle.timeout.connect(self.refresh_preview)
        # Ticking a deck ticks each of its cards, one signal each (10,000 investigators): the order list follows
        # once, when the ticking is over.
        self._resync = QTimer(self, singleShot=True, interval=0)
        self._resync.timeout.connect(self._sync_order)
        for kind, label in LAYOUTS.items():
            ui.layoutCombo.addItem(self.tr(label), kind)
        for paper in PAPERS:
            ui.paperCombo.addItem(paper, paper)
        ui.orientationCombo.addItem(self.tr("Portrait"), False)
        ui.orientationCombo.addItem(self.tr("Landscape"), True)
        chosen = saved_layout(settings)
        ui.layoutCombo.setCurrentIndex(ui.layoutCombo.findData(chosen.kind))
        ui.paperCombo.setCurrentIndex(ui.paperCombo.findData(chosen.paper))
        ui.orientationCombo.setCurrentIndex(int(chosen.landscape))
        # The reference deck ticked to start with; the Cthulhu Rising cards when the campaign fights by that variant.
        rising = session is not None and session.combat_rules == RISING
        self._fill_tree(ticked={e.key for e in from_campaign.entries(None) if rising or e.deck != "Cthulhu Rising"})
        self._connect()
        self.refresh_preview()

    def _connect(self) -> None:
        ui = self.ui
        ui.cardTree.itemChanged.connect(self._ticked)
        ui.allButton.clicked.connect(lambda: self._tick_all(True))
        ui.noneButton.clicked.connect(lambda: self._tick_all(False))
        ui.upButton.clicked.connect(lambda: self._move(-1))
        ui.downButton.clicked.connect(lambda: self._move(1))
        for combo in (ui.layoutCombo, ui.paperCombo, ui.orientationCombo):
            combo.currentIndexChanged.connect(self._layout_changed)
        ui.printButton.clicked.connect(self.print_selected)
        ui.pdfButton.clicked.connect(self.save_pdf)

    # --- what is picked ------------------------------------------------------------------------------------------

    def _fill_tree(self, ticked: set[str]) -> None:
        tree = self.ui.cardTree
        tree.blockSignals(True)
        tree.clear()
        decks: dict[str, QTreeWidgetItem] = {}
        for entry in from_campaign.entries(self.session):
            parent = decks.get(entry.deck)
            if parent is None:
                parent = QTreeWidgetItem(tree, [entry.deck])
                parent.setFlags(parent.flags() | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsAutoTristate)
                decks[entry.deck] = parent
            child = QTreeWidgetItem(parent, [entry.title])
            child.setData(0, KEY_ROLE, entry.key)
            child.setFlags(child.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            child.setCheckState(0, Qt.CheckState.Checked if entry.key in ticked else Qt.CheckState.Unchecked)
        tree.expandAll()
        tree.blockSignals(False)
        self._sync_order()

    def _entries(self) -> list[QTreeWidgetItem]:
        tree = self.ui.cardTree
        return [
            tree.topLevelItem(i).child(j)
            for i in range(tree.topLevelItemCount())
            for j in range(tree.topLevelItem(i).childCount())
        ]

    def ticked_keys(self) -> set[str]:
        return {item.data(0, KEY_ROLE) for item in self._entries() if item.checkState(0) == Qt.CheckState.Checked}

    def order(self) -> list[str]:
        """The keys of the ticked cards, in print order."""
        if self._resync.isActive():  # ticks not yet followed: follow them first
            self._resync.stop()
            self._sync_order()
        return [self.ui.orderList.item(i).data(KEY_ROLE) for i in range(self.ui.orderList.count())]

    def _sync_order(self) -> None:
        """The order list follows the ticks: kept cards keep their places, new ones go at the end."""
        self._resync.stop()
        entries = self._entries()
        ticked = {item.data(0, KEY_ROLE) for item in entries if item.checkState(0) == Qt.CheckState.Checked}
        titles = {item.data(0, KEY_ROLE): item.text(0) for item in entries}
        listing = self.ui.orderList
        keep = [key for key in (listing.item(i).data(KEY_ROLE) for i in range(listing.count())) if key in ticked]
        kept = set(keep)
        new = [key for key in (item.data(0, KEY_ROLE) for item in entries) if key in ticked and key not in kept]
        current = listing.currentRow()
        listing.setUpdatesEnabled(False)
        listing.clear()
        for key in keep + new:
            row = QListWidgetItem(titles[key])
            row.setData(KEY_ROLE, key)
            listing.addItem(row)
        listing.setUpdatesEnabled(True)
        listing.setCurrentRow(min(current, listing.count() - 1))

    def _ticked(self, *_args) -> None:
        self._resync.start()
        self._settle.start()

    def _tick_all(self, on: bool) -> None:
        tree = self.ui.cardTree
        state = Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
        tree.blockSignals(True)
        for i in range(tree.topLevelItemCount()):
            deck = tree.topLevelItem(i)
            for j in range(deck.childCount()):
                deck.child(j).setCheckState(0, state)
            deck.setCheckState(0, state)
        tree.blockSignals(False)
        self._sync_order()
        self._settle.start()

    def _move(self, step: int) -> None:
        listing = self.ui.orderList
        row = listing.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < listing.count():
            return
        listing.insertItem(target, listing.takeItem(row))
        listing.setCurrentRow(target)
        self._settle.start()

    def refresh(self, changes: Changes = EVERYTHING) -> None:
        """The characters and the bestiary are listed afresh when they changed (and the preview made again)."""
        if changes.roster or changes.touches_setting(BESTIARY):
            self.refresh_characters()

    def refresh_characters(self) -> None:
        """The roster changed: list its characters afresh, keeping what was ticked and the order."""
        order = self.order()
        self._fill_tree(self.ticked_keys())
        keys = self.order()
        ordered = [k for k in order if k in keys] + [k for k in keys if k not in order]
        listing = self.ui.orderList
        by_key = {listing.item(i).data(KEY_ROLE): listing.item(i).text() for i in range(listing.count())}
        listing.clear()
        for key in ordered:
            row = QListWidgetItem(by_key[key])
            row.setData(KEY_ROLE, key)
            listing.addItem(row)
        self._settle.start()

    def cards(self, most: int | None = None) -> list[Card]:
        """The cards picked, made afresh from the campaign, in print order (the first `most` of them, when given)."""
        made = []
        for key in self.order()[:most]:
            try:
                made.append(from_campaign.make(self.session, key))
            except KeyError:
                continue  # a character deleted since: nothing to print for it
        return made

    natural_cards = cards  # File > Print on this tab prints what is picked here

    # --- paper and preview -----------------------------------------------------------------------------------------

    def layout(self) -> Layout:
        ui = self.ui
        return Layout(ui.layoutCombo.currentData(), ui.paperCombo.currentData(), ui.orientationCombo.currentData())

    def _layout_changed(self, *_args) -> None:
        layout = self.layout()
        self.ui.paperCombo.setEnabled(layout.kind == SHEET)
        if self.settings is not None:
            self.settings.setValue("cards/layout", layout.kind)
            self.settings.setValue("cards/paper", layout.paper)
            self.settings.setValue("cards/landscape", layout.landscape)
        self._settle.start()

    def shutdown(self) -> None:
        """The campaign is closing: no preview may read it from now on (a pending one would find the file closed)."""
        super().shutdown()
        self._settle.stop()
        self.preview.clear()
        self.session = None
        self.closed = True
        self.pages = 0

    def refresh_preview(self) -> None:
        if self.closed:
            return
        layout = self.layout()
        count = len(self.order())
        shown = self.pages = self.preview.show_cards(plan(self.cards(PREVIEW_CARDS), layout), layout)
        if count > PREVIEW_CARDS:  # a deck of thousands: the preview shows its start; print and PDF take them all
            text = self.tr(
                "{cards:,} cards picked — the preview shows the first {first} ({pages} pages); printing and "
                "the PDF take them all — {layout}"
            )
            self.ui.summaryLabel.setText(
                text.format(cards=count, first=PREVIEW_CARDS, pages=shown, layout=layout.label)
            )
            return
        self.ui.summaryLabel.setText(
            self.tr("{cards} picked, {pages} — {layout}").format(
                cards=counted(count, self.tr("card"), self.tr("cards")),
                pages=counted(shown if count else 0, self.tr("page"), self.tr("pages")),
                layout=layout.label,
            )
        )

    # --- out -------------------------------------------------------------------------------------------------

    def print_selected(self) -> int:
        cards = self.cards()
        if cards and self.printer is None:
            self.printer = make_printer()
        return print_cards(self, cards, self.layout(), self.printer)

    def ask_pdf_path(self) -> str:
        start = str(Path(self.session.path).with_suffix(".pdf")) if self.session and self.session.path else ""
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save PDF"), start, self.tr("PDF files (*.pdf)"))
        return name

    def save_pdf(self) -> int:
        """Save the picked cards as a PDF, with a progress dialog that can cancel (and then leaves no file)."""
        cards = self.cards()
        if not cards:
            self.ui.messageLabel.setText(self.tr("Tick at least one card to save."))
            return 0
        name = self.ask_pdf_path()
        if not name:
            return 0
        path = Path(name if name.lower().endswith(".pdf") else name + ".pdf")
        try:
            path.open("wb").close()  # a folder that is missing or read-only says so before anything is drawn
        except OSError as exc:
            self.ui.messageLabel.setText(self.tr("Save PDF: {} could not be written ({}).").format(path, exc.strerror))
            return 0
        progress = QProgressDialog(self.tr("Saving cards…"), self.tr("Cancel"), 0, len(cards), self)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(400)

        def step(done: int, total: int) -> bool:
            progress.setMaximum(total)
            progress.setValue(done)
            return not progress.wasCanceled()

        try:
            pages = to_pdf(str(path), cards, self.layout(), step)
        except OSError as exc:
            self.ui.messageLabel.setText(self.tr("Save PDF: {} could not be written ({}).").format(path, exc))
            return 0
        cancelled = progress.wasCanceled()
        progress.close()
        if cancelled:
            path.unlink(missing_ok=True)
            self.ui.messageLabel.setText(self.tr("Saving was cancelled: no file was left."))
            return 0
        self.ui.messageLabel.clear()
        self.ui.summaryLabel.setText(
            self.tr("Saved {pages} to {path}").format(
                pages=counted(pages, self.tr("page"), self.tr("pages")), path=path.name
            )
        )
        return pages
