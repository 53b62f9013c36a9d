"""Search across a campaign that has lasted for years: 10,000 characters with full skill lists, 100,000 journal rows
(a quarter of them Sanity steps) and 1,000 notes. Times each keystroke of a few searches typed letter by letter — the
search box's whole answer, every kind's group read and put in the results' model — against a bare FTS5 query on the
same rows (the journal's index, the prefix typed, the first page), side by side (DESIGN.md's budget: < 50 ms a
keystroke).

    python -m benchmarks.search [CHARACTERS] [JOURNAL_ROWS]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication  # noqa: E402

from benchmarks.big_campaign import build  # noqa: E402
from benchmarks.scale import with_san_history  # noqa: E402

BUDGET_MS = 50.0
TYPED = ("harriet crane", "spot hidden", "necronomicon", "sanity roll ghoul", "marsh house", "walt 0042", "zzz")


def with_notes(count: int) -> None:
    """Notes on locations, each linking to a character, written through the store (the index follows)."""
    from desktop.store import notes

    for n in range(count):
        notes.save(
            None, notes.NoteDraft("location", f"The Marsh house {n:04d}", f"Where [[Walt Brennan {n:05d}]] hid.")
        )


def keystrokes(text: str) -> list[str]:
    return [text[: n + 1] for n in range(len(text)) if text[n] != " "]


def bare(prefix: str) -> None:
    """The baseline: one FTS5 query on the journal's index for the words typed, the first page of rowids."""
    from desktop.rules.search.terms import fts_query
    from desktop.store.schema import database

    database.execute_sql(
        'SELECT "rowid" FROM "search_journal" WHERE "search_journal" MATCH ? LIMIT 9', (fts_query(prefix),)
    ).fetchall()


def median_ms(action, prefix: str, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        action(prefix)
        QCoreApplication.processEvents()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def main(argv: list[str]) -> int:
    characters = int(argv[0]) if argv else 10_000
    journal_rows = int(argv[1]) if len(argv) > 1 else 100_000
    app = QCoreApplication.instance() or QCoreApplication([])
    with tempfile.TemporaryDirectory(prefix="keeper-desk-bench-") as folder:
        path = build(Path(folder) / "search.kdesk", characters, journal_rows)
        with_san_history(path)
        from desktop.models.search.search_model import SearchModel
        from desktop.store.campaign_file import close_campaign, open_campaign

        open_campaign(path)
        with_notes(1_000)
        model = SearchModel(app)
        model.set_text("warm")  # the in-memory lists (shipped tomes, spells, ...) are read once, when first asked
        rows = []
        for text in TYPED:
            for prefix in keystrokes(text):
                ours = median_ms(model.set_text, prefix)
                baseline = median_ms(bare, prefix)
                rows.append((prefix, ours, baseline, model.rowCount()))
        story = story_times()
        close_campaign()
    print(f"campaign of {characters:,} characters and {journal_rows:,} journal rows, 1,000 notes")
    print(f"  {'typed':<20} {'search':>9} {'bare FTS5':>10} {'ratio':>7}  rows shown")
    for prefix, ours, baseline, shown in rows:
        verdict = "" if ours < BUDGET_MS else "  OVER"
        ratio = ours / max(baseline, 0.001)
        print(f"  {prefix!r:<20} {ours:7.2f} ms {baseline:7.2f} ms {ratio:6.1f}×  {shown:4d}{verdict}")
    worst = max(ours for _, ours, _, _ in rows)
    typical = statistics.median(ours for _, ours, _, _ in rows)
    base = statistics.median(b for _, _, b, _ in rows)
    print(
        f"  median keystroke {typical:.2f} ms against {base:.2f} ms bare ({typical / max(base, 0.001):.1f}×); "
        f"worst {worst:.2f} ms"
    )
    ours, bare_about = story
    print(f"  an investigator's story (timeline and SAN chart) {ours:7.2f} ms against {bare_about:.2f} ms for the bare")
    print(f"  indexed read of their journal entries ({ours / max(bare_about, 0.001):.1f}×)")
    worst = max(worst, ours)
    print("within budget" if worst < BUDGET_MS else f"worst {worst:.1f} ms: OVER BUDGET ({BUDGET_MS:.0f} ms)")
    return 0


def story_times() -> tuple[float, float]:
    """The Story window's read for one character of the big campaign, and the bare indexed read of their entries."""
    from desktop.models.roster.story_model import StoryModel
    from desktop.store import journal

    model = StoryModel()
    ours = median_ms(model.show, 42)
    bare_about = median_ms(journal.about, 42)
    return ours, bare_about


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
