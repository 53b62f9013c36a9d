"""The Cards tab: pick reference cards and the campaign's own, put them in order, choose paper and layout, look at
the live preview, and print it or save it as a PDF — one renderer for all three.

Qt's print support is loaded only when the Keeper prints: making a printer loads the system's print plugin, and
CUPS's opens network connections (to port 631) the moment it loads. The preview paints the same pages onto images."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import (
    QFileDialog,
    QListWidgetItem,
    QProgressDialog,
    QVBoxLayout,
    QWidget,
)

from desktop.cards import from_campaign
from desktop.cards.card import Card
from desktop.cards.from_campaign import Entry
from desktop.cards.layout import LAYOUTS, PAPERS, SHEET, Layout
from desktop.cards.paint import paged, paint_cards, to_pdf
from desktop.cards.render import Piece, fitted_by
from desktop.models.cards.card_choices import KEY_ROLE, CardChoices
from desktop.models.changes import BESTIARY, EVERYTHING, Changes
from desktop.models.session import RISING, CampaignSession
from desktop.rules.words import counted
from desktop.views.cards.card_preview import CardPreview
from desktop.views.common.look import elastic, message_box, set_tone
from desktop.views.common.room import share
from desktop.views.common.tab import Tab
from desktop.views.forms.ui_cards_tab import Ui_CardsTab

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

SHEETS = {"sheet:combat", "sheet:chase", "sheet:tomes"}  # the cards made from a scene
UNFOLDED_DECK = 200  # a deck of more cards starts folded (10,000 investigators are opened when wanted)
PREVIEW_SLICE = 0.015  # seconds of laying out the preview between events (a card's fitting may go on over several)
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


def print_cards(
    parent: QWidget, cards: Iterable[Card], layout: Layout, printer: QPrinter | None = None, count: int | None = None
) -> int:
    """The system's print dialog, then the cards on the printer it returns, made, fitted and printed under a
    progress dialog that can cancel; the pages printed (0: cancelled). `count`: how many `cards` will give, when
    they are made as they go."""
    if count is None:
        cards = list(cards)
        count = len(cards)
    if not count:
        message_box(parent, "information", parent.tr("Print"), parent.tr("There is nothing here to print."))
        return 0
    from PySide6.QtPrintSupport import QPrintDialog

    printer = printer or make_printer()
    printer.setPageLayout(layout.page_layout())
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return 0
    progress, step = progress_dialog(parent, parent.tr("Printing cards…"))
    try:
        return paint_cards(printer, cards, count, layout, step)
    finally:
        progress.close()


def progress_dialog(parent: QWidget, label: str) -> tuple[QProgressDialog, Callable[[int, int], bool]]:
    """A window-modal progress dialog with Cancel, shown once the work has lasted 0.4 s, and the step that moves it
    (False once the Keeper has cancelled)."""
    progress = QProgressDialog(label, parent.tr("Cancel"), 0, 1, parent)
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setMinimumDuration(400)

    def step(done: int, total: int) -> bool:
        progress.setMaximum(total)
        progress.setValue(done)
        return not progress.wasCanceled()

    return progress, step


@dataclass
class _PreviewJob:
    """A preview being laid out: the cards still to fit, in order, the one being fitted, and the pieces so far."""

    layout: Layout
    keys: list[str]
    count: int  # every card picked (the preview shows the first PREVIEW_CARDS)
    pieces: list[Piece] = field(default_factory=list)
    shown: int = 0  # the pages the preview shows of it so far
    fitting: Card | None = None  # made, and fitted in part: its fitting goes on in the next slice

    @property
    def left(self) -> int:
        return len(self.keys) + (self.fitting is not None)


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
        share(ui.cardsSplitter, 0, 1)  # the preview takes the room the window gains; the Keeper can move the divide
        self.pages = 0
        self.closed = False
        self._settle = QTimer(self, singleShot=True, interval=150)
        self._settle.timeout.connect(self.refresh_preview)
        self._job: _PreviewJob | None = None  # the preview being laid out
        self._laying = QTimer(self, singleShot=True, interval=0)
        self._laying.timeout.connect(self._lay_out_more)
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
        self.choices = CardChoices(self)
        ui.cardTree.setUniformRowHeights(True)  # 10,000 names laid out without measuring each
        ui.cardTree.setModel(self.choices)
        self._fill_tree(ticked={e.key for e in from_campaign.entries(None) if rising or e.deck != "Cthulhu Rising"})
        self._connect()
        self.refresh_preview()

    def _connect(self) -> None:
        ui = self.ui
        self.choices.ticked_changed.connect(self._ticked)
        ui.allButton.clicked.connect(lambda: self._tick_all(True))
        ui.noneButton.clicked.connect(lambda: self._tick_all(False))
        ui.upButton.clicked.connect(lambda: self._move(-1))
        ui.downButton.clicked.connect(lambda: self._move(1))
        for combo in (ui.layoutCombo, ui.paperCombo, ui.orientationCombo):
            combo.currentIndexChanged.connect(self._layout_changed)
        ui.printButton.clicked.connect(self.print_selected)
        ui.pdfButton.clicked.connect(self.save_pdf)

    # --- what is picked ------------------------------------------------------------------------------------------

    def _fill_tree(self, ticked: set[str], decks: list[tuple[str, Sequence[Entry]]] | None = None) -> None:
        tree, choices = self.ui.cardTree, self.choices
        shown = [choices.index(row, 0) for row in range(choices.rowCount())]
        known = {deck.data(): tree.isExpanded(deck) for deck in shown}  # a deck keeps its folding
        choices.set_decks(from_campaign.decks(self.session) if decks is None else decks, ticked)
        for row, size in enumerate(choices.deck_sizes()):
            deck = choices.index(row, 0)
            if known.get(deck.data(), size <= UNFOLDED_DECK):
                tree.expand(deck)
        self._sync_order()

    def ticked_keys(self) -> set[str]:
        return self.choices.ticked()

    def order(self) -> list[str]:
        """The keys of the ticked cards, in print order."""
        if self._resync.isActive():  # ticks not yet followed: follow them first
            self._resync.stop()
            self._sync_order()
        return [self.ui.orderList.item(i).data(KEY_ROLE) for i in range(self.ui.orderList.count())]

    def _sync_order(self) -> None:
        """The order list follows the ticks: kept cards keep their places, new ones go at the end."""
        self._resync.stop()
        ticked = self.choices.ticked()
        listing = self.ui.orderList
        keep = [key for key in (listing.item(i).data(KEY_ROLE) for i in range(listing.count())) if key in ticked]
        current = listing.currentRow()
        listing.setUpdatesEnabled(False)
        listing.clear()
        # The kept in their places, then the newly ticked in the tree's order (the ticks walked, not the tree).
        titled = {entry.key: entry.title for entry in self.choices.in_order(ticked)}
        kept = set(keep)
        for key in keep + [key for key in titled if key not in kept]:
            row = QListWidgetItem(titled[key])
            row.setData(KEY_ROLE, key)
            listing.addItem(row)
        listing.setUpdatesEnabled(True)
        listing.setCurrentRow(min(current, listing.count() - 1))

    def _ticked(self, *_args) -> None:
        self._resync.start()
        self._settle.start()

    def _tick_all(self, on: bool) -> None:
        self.choices.tick_all(on)
        self._sync_order()

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
        """The cards are listed afresh when a name, a character or the bestiary changed; the preview is made again
        when a card it shows may have changed."""
        if not (changes.roster or changes.touches_setting(BESTIARY) or changes.scenes):
            return
        decks = from_campaign.decks(self.session)
        if decks != self.choices.decks():
            self.refresh_characters(decks)
            return
        shown = set(self.order()[:PREVIEW_CARDS])
        characters = {f"character:{cid}" for cid in changes.characters}
        if changes.everything or not shown.isdisjoint(characters) or (changes.scenes and SHEETS & shown):
            self._settle.start()

    def refresh_characters(self, decks: list[tuple[str, Sequence[Entry]]] | None = None) -> None:
        """The roster changed: list its characters afresh, keeping what was ticked and the order."""
        order = self.order()
        self._fill_tree(self.ticked_keys(), decks)
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
        return list(self._made(self.order()[:most]))

    def _made(self, keys: list[str]) -> Iterator[Card]:
        """The cards of these keys, each made afresh from the campaign when it is asked for."""
        for key in keys:
            try:
                yield from_campaign.make(self.session, key)
            except KeyError:
                continue  # a character deleted since: nothing to print for it

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
        self._laying.stop()
        self._job = None
        self.preview.clear()
        self.session = None
        self.closed = True
        self.pages = 0

    def refresh_preview(self) -> None:
        """The preview made afresh from the cards picked now. A card of wide tables takes some 25 text layouts to fit
        (over 100 ms), so the cards are made and fitted a slice of time at a time between events, a card's fitting
        going on over several slices, the pages shown as they fill: the tab answers the Keeper while a deck is laid
        out (`preview_ready` says when it is whole)."""
        if self.closed:
            return
        self._settle.stop()
        order = self.order()
        self._job = job = _PreviewJob(self.layout(), order[:PREVIEW_CARDS], len(order))
        self._summarise(job)
        self._laying.start()  # after the tab has painted: the Keeper sees it at once, then the pages fill

    def preview_ready(self) -> bool:
        return self._job is None and not self._settle.isActive()

    def _lay_out_more(self) -> None:
        job = self._job
        if job is None or self.closed:
            return
        deadline = time.perf_counter() + PREVIEW_SLICE
        while job.left:  # one text laid out at least, however short the slice
            if job.fitting is None:
                try:
                    job.fitting = from_campaign.make(self.session, job.keys.pop(0))
                except KeyError:
                    continue  # a character deleted since: nothing to print for it
            fitted = fitted_by(job.fitting, job.layout, deadline)
            if fitted is None:
                break  # its time is up: the card's fitting goes on in the next slice
            job.pieces += fitted
            job.fitting = None
            if time.perf_counter() >= deadline:
                break
        pages = len(paged(job.pieces, job.layout))
        if not job.left or pages != job.shown:  # the preview is drawn again only as its pages fill, not each slice
            job.shown = pages
            self.pages = self.preview.show_cards(job.pieces, job.layout)
        self._summarise(job)
        if job.left:
            self._laying.start()
        else:
            self._job = None

    def _summarise(self, job: _PreviewJob) -> None:
        count, shown, layout = job.count, self.pages, job.layout
        if job.left:
            self.ui.summaryLabel.setText(
                self.tr("{cards} picked — laying out the preview, {left} to go — {layout}").format(
                    cards=counted(count, self.tr("card"), self.tr("cards")), left=job.left, layout=layout.label
                )
            )
            return
        if count > PREVIEW_CARDS:  # a deck of thousands: the preview shows its start; print and PDF take them all
            text = self.tr(
                "{cards} picked — the preview shows the first {first} ({pages}); printing and the PDF take them "
                "all — {layout}"
            )
            self.ui.summaryLabel.setText(
                text.format(
                    cards=counted(count, self.tr("card"), self.tr("cards")),
                    first=PREVIEW_CARDS,
                    pages=counted(shown, self.tr("page"), self.tr("pages")),
                    layout=layout.label,
                )
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
        keys = self.order()
        if keys and self.printer is None:
            self.printer = make_printer()
        return print_cards(self, self._made(keys), self.layout(), self.printer, count=len(keys))

    def ask_pdf_path(self) -> str:
        start = str(Path(self.session.path).with_suffix(".pdf")) if self.session and self.session.path else ""
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save PDF"), start, self.tr("PDF files (*.pdf)"))
        return name

    def save_pdf(self) -> int:
        """Save the picked cards as a PDF: each made, fitted and drawn under a progress dialog that can cancel (and
        then leaves no file), so 10,000 cards never freeze the window."""
        keys = self.order()
        if not keys:
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
        progress, step = progress_dialog(self, self.tr("Saving cards…"))
        try:
            pages = to_pdf(str(path), self._made(keys), self.layout(), step, count=len(keys))
        except OSError as exc:
            progress.close()
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
