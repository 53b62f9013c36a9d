"""What a card is: a title, the deck it belongs to, and blocks of content — text, a table, a chart, or rows of
boxes to tick — turned into rich text by one function, with every piece of user text escaped."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Text:
    """Rich text made here (never raw user text: `escape` or `markup` it first)."""

    html: str


@dataclass(frozen=True)
class Table:
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    caption: str = ""
    pairs: bool = False  # two (name, value) lists side by side: never split into column groups led by the first

    def with_rows(self, rows: tuple[tuple[str, ...], ...]) -> Table:
        return replace(self, rows=rows)

    def columns(self, indices: tuple[int, ...], caption: str = "") -> Table:
        """The same rows with only some of their columns (a table too wide for a card goes on in several)."""
        rows = tuple(tuple(row[i] for i in indices) for row in self.rows)
        return Table(tuple(self.headers[i] for i in indices), rows, caption)


@dataclass(frozen=True)
class Chart:
    """An investigator's SAN over time, painted by the Sanity tab's painter at the foot of the card."""

    points: tuple
    title: str = ""
    height: float = 70.0  # points
    least: float = 48.0  # ... and as low as it may go to keep its card whole


Block = Text | Table | Chart


@dataclass(frozen=True)
class Card:
    key: str
    deck: str
    title: str
    blocks: tuple[Block, ...]
    note: str = ""  # a line under the title (an investigator's occupation, a chase's round)
    page: bool = False  # a sheet: a page of its own, never a quarter of one


def escape(text: object) -> str:
    return html.escape(str(text), quote=True)


_BOLD = re.compile(r"\*\*(.+?)\*\*")


def markup(text: str) -> tuple[Text, ...]:
    """The card texts' small markup, escaped: paragraphs split by blank lines, '- ' bullets, **bold**."""
    blocks = []
    for paragraph in re.split(r"\n\s*\n", text.strip()):
        lines = [line.strip() for line in paragraph.strip().splitlines() if line.strip()]
        if not lines:
            continue
        bold = [_BOLD.sub(r"<b>\1</b>", escape(line)) for line in lines]
        heading = [] if lines[0].startswith("- ") else [bold.pop(0)]
        items = [line[2:] for line in bold if line.startswith("- ")]
        rest = [line for line in bold if not line.startswith("- ")]
        body = "".join(f"<p>{line}</p>" for line in heading + rest)
        if items:
            body += "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"
        blocks.append(Text(body))
    return tuple(blocks)


def table_html(table: Table, font_px: int) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in table.headers)
    rows = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in row) + "</tr>" for row in table.rows)
    caption = f"<p><b>{escape(table.caption)}</b></p>" if table.caption else ""
    opening = (
        f'<table width="100%" cellspacing="0" cellpadding="{max(1, font_px // 5)}" border="1" '
        'style="border-collapse: collapse; border-color: #777;">'
    )
    header = f"<thead><tr>{head}</tr></thead>" if table.headers else ""
    return f"{caption}{opening}{header}{rows}</table>"


def blocks_html(blocks: tuple[Block, ...], font_px: int) -> str:
    """The blocks (but a chart, which is painted) as one rich text, styled for `font_px`."""
    style = (
        f"<style>p {{ margin: 0 0 {font_px // 2}px 0; }} ul {{ margin: 0 0 {font_px // 2}px 0; "
        f"-qt-list-indent: 1; }} li {{ margin: 0; }} th {{ text-align: left; background: #e6e6e6; }} "
        f"table {{ margin: 0 0 {font_px // 2}px 0; }}</style>"
    )
    parts = [b.html if isinstance(b, Text) else table_html(b, font_px) for b in blocks if not isinstance(b, Chart)]
    return style + "".join(parts)
