"""How a person sorts names, as one text SQLite orders by plain byte comparison: the character table keeps it."""

from __future__ import annotations

import unicodedata

_BETWEEN = "\x01"  # below any character a name may hold (control characters are refused in names)


def name_sort_key(text: str) -> str:
    """The name as it sorts: case and accents set aside first ("émile" with "Emile", between "Edgar" and "Frank"),
    then the accented after the plain as a tie-break. The same order as the roster's collation key (plain, folded),
    in one text whose UTF-8 bytes compare as that pair does."""
    folded = text.casefold()
    if folded.isascii():  # most names: nothing to take off
        return f"{folded}{_BETWEEN}{folded}"
    plain = "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))
    return f"{plain}{_BETWEEN}{folded}"
