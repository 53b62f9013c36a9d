"""Typed text shown as typed: escaped where Qt guesses at rich text, ampersands kept where Qt reads mnemonics."""

from __future__ import annotations

import html

from PySide6 import QtGui


def as_typed(text: str) -> str:
    """`text` for a place where Qt guesses between plain and rich text — a tooltip (a widget's, an item's, a map
    item's), a label left on AutoText, an input dialog's prompt — so that it shows exactly as typed: unchanged when
    Qt would read it as plain text anyway, otherwise escaped inside a paragraph that keeps its spaces and its lines
    as a plain tooltip does, unwrapped (a character named `<b>Ann</b>` is never bold, `&lt;` is never `<`)."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    return "<p style='white-space:pre'>" + html.escape(text, quote=False) + "</p>"


def with_ampersands(text: str) -> str:
    """`text` for a menu item, button, tab or group box title, where Qt reads `&` as a mnemonic marker: every
    ampersand shown as typed (`Tom & Jerry`, not `Tom  Jerry` with the space underlined)."""
    return text.replace("&", "&&")
