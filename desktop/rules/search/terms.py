"""The words typed in the search box: each is the start of a word of a name ("crane" finds Harriet Crane, "necro" the
Necronomicon), every one must be found; as an SQLite FTS5 query, and as a test of a name held in memory (the
shipped tomes, spells, horrors and creatures), folded the same way (case and accents do not count)."""

from __future__ import annotations

import re
import unicodedata

_WORD = re.compile(r"[^\W_]+")  # letters and digits, as the index's tokenizer reads words
MOST_WORDS = 8  # words of a query looked for; more are ignored (a pasted paragraph stays quick)


def folded(text: str) -> str:
    """Lower case without accents, as the index's tokenizer reads text ("Müller" → "muller")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def query_words(text: str) -> list[str]:
    """The words of the typed text, folded, at most MOST_WORDS of them (punctuation only separates words)."""
    return _WORD.findall(folded(text))[:MOST_WORDS]


def fts_query(text: str) -> str:
    """The FTS5 MATCH text for the typed words, each a prefix (`"har"* "cra"*`), or "" when nothing is typed."""
    return " ".join(f'"{word}"*' for word in query_words(text))


def matches(name: str, words: list[str]) -> bool:
    """Whether each of the words starts some word of `name`."""
    held = _WORD.findall(folded(name))
    return bool(words) and all(any(w.startswith(word) for w in held) for word in words)
