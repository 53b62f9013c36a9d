"""`keeper-desk import CAMPAIGN FILE` and `keeper-desk export CAMPAIGN OUT.json`: the campaign as JSON, and
investigators from Dhole's House or FoundryVTT, or an NPC or creature from a stat block saved as text (FILE.txt),
without a window. A bad file exits 1 with the place it went wrong, and changes nothing (a campaign file created for
it is removed again). The campaign's lock is taken as a window takes it: a campaign open in a window is refused, and
so is an import into a read-only campaign."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

USAGE = "usage: keeper-desk import CAMPAIGN FILE | keeper-desk export CAMPAIGN OUT.json"


def _say(line: str) -> None:
    print(line, file=sys.stdout)


def _fail(message: str) -> int:
    print(f"keeper-desk: {message}", file=sys.stderr)
    return 1


def run(argv: Sequence[str]) -> int:
    """The import or export command; returns the exit code."""
    if len(argv) != 3 or argv[0] not in ("import", "export"):
        return _fail(USAGE)
    command, campaign, other = argv[0], Path(argv[1]), Path(argv[2])
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


def _import(path: Path) -> int:
    from desktop.store.campaign_bestiary import save_creature
    from desktop.store.campaign_file import transaction
    from desktop.store.exchange.campaign_json import import_campaign, import_sheets
    from desktop.store.exchange.import_file import creatures_to_keep, read_import

    read = read_import(path)  # the same reader for the same file as File > Import
    if read.campaign is not None:
        count = import_campaign(read.campaign)
        _say(f"Imported the whole campaign from {path.name}: {count} characters")
        return 0
    found = read.characters
    creatures = creatures_to_keep(found)
    with transaction():  # the sheets and their bestiary entries, all or none
        import_sheets([imported.sheet for imported in found])
        for creature in creatures:
            save_creature(creature, creature.name)
    for imported in found:
        _say(f"Imported {imported.sheet.name} ({imported.source})")
        for reason in imported.skipped:
            _say(f"  skipped {reason}")
    return 0
