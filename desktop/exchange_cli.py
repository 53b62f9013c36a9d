"""`keeper-desk import CAMPAIGN FILE`, `keeper-desk export CAMPAIGN OUT.json` and `keeper-desk export CAMPAIGN
OUT.json --character NAME --as foundry|dholes`: the campaign as JSON, investigators from Dhole's House or FoundryVTT,
or an NPC or creature from a stat block saved as text (FILE.txt), and one character for another tool, without a
window. A bad file exits 1 with the place it went wrong, and changes nothing (a campaign file created for it is
removed again); a character no one has, or a format not written here, exits 1 and writes nothing. The campaign's
lock is taken as a window takes it: a campaign open in a window is refused, and so is an import into a read-only
campaign."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

USAGE = (
    "usage: keeper-desk import CAMPAIGN FILE | keeper-desk export CAMPAIGN OUT.json "
    "[--character NAME --as foundry|dholes]"
)


def _say(line: str) -> None:
    print(line, file=sys.stdout)


def _fail(message: str) -> int:
    print(f"keeper-desk: {message}", file=sys.stderr)
    return 1


def _character_options(options: Sequence[str]) -> tuple[str, str] | None:
    """(NAME, FORMAT) from `--character NAME --as FORMAT` (either order, or `--as=FORMAT`); None when they are
    not exactly these two."""
    found: dict[str, str] = {}
    rest = list(options)
    while rest:
        option = rest.pop(0)
        key, equals, value = option.partition("=")
        if key not in ("--character", "--as") or key in found:
            return None
        if not equals:
            if not rest:
                return None
            value = rest.pop(0)
        found[key] = value
    return (found["--character"], found["--as"]) if len(found) == 2 else None


def run(argv: Sequence[str]) -> int:
    """The import or export command; returns the exit code."""
    if len(argv) < 3 or argv[0] not in ("import", "export"):
        return _fail(USAGE)
    character = None
    if len(argv) > 3:
        character = _character_options(argv[3:]) if argv[0] == "export" else None
        if character is None:
            return _fail(USAGE)
    command, campaign, other = argv[0], Path(argv[1]), Path(argv[2])
    if character is not None:
        from desktop.store.exchange.character_export import ExportRefused, format_named

        try:
            format_named(character[1])  # a format not written here is said before the campaign is opened
        except ExportRefused as exc:
            return _fail(f"{exc}; nothing was written")
    from desktop.models.opening import open_for_window, release
    from desktop.store.campaign_file import CampaignError, StoreError, is_read_only, remove_campaign_file
    from desktop.store.exchange.campaign_json import ExchangeError

    created = command == "import" and not campaign.exists()
    if command == "export" and not campaign.exists():
        return _fail(f"{campaign}: no such campaign file")
    try:
        open_for_window(campaign, create_name=campaign.stem if created else None, sample=False, command=True)
    except CampaignError as exc:
        return _fail(str(exc))
    if command == "import" and is_read_only():
        release()
        return _fail(
            f"{campaign.name} is read-only: nothing can be imported into it. Copy it to a folder you can "
            "write to, or import into another campaign."
        )
    done = False
    try:
        if command == "export" and character is not None:
            return _export_character(character[0], character[1], other)
        if command == "export":
            from desktop.store.exchange.campaign_json import export_to

            export_to(other)
            _say(f"Exported {campaign.name} to {other}")
            return 0
        code = _import(other)
        done = code == 0
        return code
    except (ExchangeError, ValueError, OSError, StoreError) as exc:
        said = str(exc)
        return _fail(said if said.startswith(other.name) else f"{other.name}: {said}")
    finally:
        release()
        if created and not done:  # whatever stopped the import (Ctrl+C too), the campaign made for it goes
            remove_campaign_file(campaign)


def _export_character(name: str, format_name: str, path: Path) -> int:
    from desktop.store.exchange.character_export import (
        CHARACTER_FORMATS,
        ExportRefused,
        character_named,
        export_character,
    )

    try:
        character_id = character_named(name)
    except ExportRefused as exc:
        return _fail(f"{exc}; nothing was written")
    export_character(character_id, format_name, path)
    _say(f"Exported {name.strip()} to {path} as a {CHARACTER_FORMATS[format_name].label}")
    return 0


def _import(path: Path) -> int:
    from desktop.store.exchange.campaign_json import import_campaign
    from desktop.store.exchange.import_file import import_characters, read_import

    read = read_import(path)  # the same reader for the same file as File > Import
    if read.campaign is not None:
        count = import_campaign(read.campaign)
        _say(f"Imported the whole campaign from {path.name}: {count} characters")
        return 0
    found = read.characters  # a characteristic given only as a roll at its average, as the preview first shows it
    import_characters(found)
    for imported in found:
        _say(f"Imported {imported.sheet.name} ({imported.source})")
        for line in imported.kept:
            _say(f"  kept {line}")
        for reason in imported.skipped:
            _say(f"  skipped {reason}")
    return 0
