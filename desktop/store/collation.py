"""How a person sorts names, as one text SQLite orders by plain byte comparison: the character table keeps it."""

from __future__ import annotations

import unicodedata

_BETWEEN = "\x01"  # below any character a name may hold (control characters are refused in names)


def collation_key(text: str) -> tuple[str, str]:
    """How a person sorts names: case and accents set aside first ("émile" with "Emile", between "Edgar" and
    "Frank"), then the accented after the plain as a tie-break. Computed once per row and kept."""
    folded = text.casefold()
    if folded.isascii():  # most names: nothing to take off (and ten times quicker)
        return (folded, folded)
    plain = "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))
    return (plain, folded)


def name_sort_key(text: str) -> str:
    """The roster's collation key (plain, folded) as one text whose UTF-8 bytes compare as that pair does."""
    plain, folded = collation_key(text)
    return f"{plain}{_BETWEEN}{folded}"
