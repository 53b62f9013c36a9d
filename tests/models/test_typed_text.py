"""The one helper for typed text where Qt guesses at rich text: whatever is typed reads back exactly as typed."""

import unicodedata

from hypothesis import example, given
from hypothesis import strategies as st
from PySide6 import QtGui
from PySide6.QtGui import QTextDocument

from desktop.models.typed_text import as_typed, with_ampersands


def shown(text: str) -> str:
    """What a tooltip (or an AutoText label) shows for `text`."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


typed = st.text(
    st.characters(codec="utf-8").filter(
        lambda ch: ch in "\n\t" or unicodedata.category(ch) not in ("Cc", "Cs", "Zl", "Zp")
    ),
    max_size=60,
)


@given(typed)
@example("<b>Ann</b>")
@example("<h1>Big</h1>\n  two spaces, a\ttab")
@example("&lt;i&gt;entities&lt;/i&gt;")  # Qt reads '&lt;' in a first line as a sign of rich text
@example("Walt <3 <b>x</b>")
@example("<p style='x'>&amp;")
def test_typed_text_shows_as_typed(qapp, text):
    assert shown(as_typed(text)) == text


def test_plain_text_is_left_alone_and_ampersands_are_kept():
    assert as_typed("Walt Brennan: DEX 55") == "Walt Brennan: DEX 55"  # no tag: Qt shows it as it is anyway
    assert with_ampersands("Tom & Jerry && Co") == "Tom && Jerry &&&& Co"
