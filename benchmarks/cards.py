"""The full Keeper reference deck to PDF (fitting every card, painting, embedding the fonts) against DESIGN.md's 1 s
budget, side by side with a bare QPdfWriter writing the same number of pages of plain text. Every run starts cold:
the measures and fitted cards the renderer remembers are forgotten first."""

from __future__ import annotations

import os
import statistics
import sys
import time

BUDGET_S = 1.0
RUNS = 5


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QIODevice
    from PySide6.QtGui import QGuiApplication, QPainter, QPdfWriter

    from desktop.cards.layout import Layout
    from desktop.cards.paint import pdf_bytes
    from desktop.cards.reference import reference_deck
    from desktop.cards.render import forget

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    pdf_bytes(reference_deck(), Layout())  # fonts loaded once, as in the app

    def deck() -> int:
        forget()
        return pdf_bytes(reference_deck(), Layout())[1]

    def bare(pages: int) -> None:
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        writer = QPdfWriter(buffer)
        painter = QPainter(writer)
        for page in range(pages):
            if page:
                writer.newPage()
            for line in range(60):
                painter.drawText(100, 100 + line * 60, f"Line {line} of page {page}: plain text")
        painter.end()

    ours, theirs, pages = [], [], 0
    for _ in range(RUNS):
        start = time.perf_counter()
        pages = deck()
        ours.append(time.perf_counter() - start)
        start = time.perf_counter()
        bare(pages)
        theirs.append(time.perf_counter() - start)
    median, worst = statistics.median(ours), max(ours)
    print(f"reference deck to PDF: {len(reference_deck())} cards on {pages} A4 pages, {RUNS} runs")
    print(f"  median {median:.2f} s, worst {worst:.2f} s; ratio {median / BUDGET_S:.2f} of the {BUDGET_S:g} s budget")
    print(f"  a bare QPdfWriter, {pages} pages of plain text: median {statistics.median(theirs) * 1000:.0f} ms")
    print(f"-> {'OK' if worst < BUDGET_S else 'OVER BUDGET'}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
