"""The campaign's bestiary: the shipped creatures and the Keeper's own, kept in the campaign's settings (so they
travel with its file and its JSON)."""

from __future__ import annotations

from dataclasses import asdict

from desktop.rules.bestiary import Attack, Creature, bestiary, bestiary_horrors, bestiary_names
from desktop.rules.codec import from_data
from desktop.rules.roster.sheet import CharacterSheet, Kind, sheet_errors
from desktop.rules.specials import Specials
from desktop.store.campaign_file import transaction
from desktop.store.schema import CampaignRow


def campaign_creatures() -> list[Creature]:
    """The Keeper's own creatures of this campaign (an unknown field is refused, never dropped)."""
    return [
        from_data(Creature, data, f"the campaign's creature {_name(data)!r}", {Attack: "attack"})
        for data in CampaignRow.get().settings.get("bestiary", [])
    ]


def _name(data: object) -> str:
    name = data.get("name") if isinstance(data, dict) else None
    return name[:40] if isinstance(name, str) else "?"


def all_creatures() -> list[Creature]:
    """The shipped bestiary, then the campaign's own (which replace a shipped one of the same name)."""
    own = campaign_creatures()
    names = {c.name for c in own}
    return [c for c in bestiary() if c.name not in names] + own


def all_creature_names() -> list[str]:
    """The names of `all_creatures()`, in its order, without making the shipped creatures (what a picker lists)."""
    own = [c.name for c in campaign_creatures()]
    return [name for name in bestiary_names() if name not in own] + own


def all_creature_horrors() -> list[tuple[str, str, str]]:
    """(name, SAN loss, horror) of `all_creatures()`, in its order, without making the shipped creatures (what the
    Sanity tab's picker of horrors lists)."""
    own = campaign_creatures()
    names = {c.name for c in own}
    return [h for h in bestiary_horrors() if h[0] not in names] + [(c.name, c.san_loss, c.horror) for c in own]


def creature_named(name: str) -> Creature:
    found = next((c for c in all_creatures() if c.name == name), None)
    if found is None:
        raise ValueError(f"no {name!r} in the bestiary")
    return found


def specials_of(sheet: CharacterSheet) -> Specials:
    """A roster monster's specials: those of the bestiary's creature of the same name (the sample roster's Ghoul has
    a ghoul's hide), none for anyone else."""
    if sheet.kind is not Kind.MONSTER:
        return Specials()
    wanted = sheet.name.strip().casefold()
    found = next((c for c in all_creatures() if c.name.casefold() == wanted), None)
    return found.specials if found is not None else Specials()


def save_creature(creature: Creature | None, name: str) -> None:
    """Add or replace (or, with None, remove) the campaign's creature `name`, in one transaction."""
    if creature is not None:
        errors = sheet_errors(creature.sheet().filled())
        if errors:
            raise ValueError(f"{creature.name}: {errors[0][1]}")
    row = CampaignRow.get()
    settings = dict(row.settings)
    kept = [c for c in settings.get("bestiary", []) if c.get("name") != name]
    if creature is not None:
        data = asdict(creature)
        data["attacks"] = [asdict(a) for a in creature.attacks]
        data["specials"] = creature.specials.to_data()
        kept.append(data)
    settings["bestiary"] = kept
    with transaction():
        CampaignRow.update(settings=settings).where(CampaignRow.id == row.id).execute()
