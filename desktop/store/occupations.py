"""Occupations for the creation wizard: the shipped ones and the campaign's own (kept in its settings)."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from desktop.rules.codec import from_data
from desktop.rules.roster.creation import Occupation, occupation_problem, occupations
from desktop.store.campaign_file import transaction
from desktop.store.schema import CampaignRow, database


def _read(data: Any) -> Occupation:
    """One occupation as the file holds it; ValueError naming the field of one that cannot be used."""
    occupation = from_data(Occupation, data, "the occupation")
    if problem := occupation_problem(occupation):
        raise ValueError(problem)
    return occupation


def _campaign_entries() -> tuple[list[Occupation], list[tuple[str, str]]]:
    """The campaign's own occupations: those that can be used, and (name, why not) of those that cannot (a file
    written before the rules were checked, or by hand)."""
    held = CampaignRow.get().settings.get("occupations", [])
    if not isinstance(held, list):
        return [], [("?", "the campaign's occupations are not a list")]
    usable, unusable = [], []
    for data in held:
        try:
            usable.append(_read(data))
        except ValueError as exc:
            name = data.get("name") if isinstance(data, dict) else None
            unusable.append((name.strip()[:60] or "?" if isinstance(name, str) else "?", str(exc)))
    return usable, unusable


def campaign_occupations() -> list[Occupation]:
    """The campaign's own occupations that can be used."""
    return _campaign_entries()[0]


def unusable_occupations() -> list[tuple[str, str]]:
    """(name, why) of each of the campaign's own occupations that cannot be used; empty when no campaign is open."""
    return [] if database.is_closed() else _campaign_entries()[1]


def all_occupations() -> list[Occupation]:
    """The shipped occupations, then the campaign's own usable ones (replacing one of the same name); only the
    shipped ones when no campaign is open."""
    if database.is_closed():
        return list(occupations())
    own = campaign_occupations()
    names = {o.name for o in own}
    return [o for o in occupations() if o.name not in names] + own


def check_occupation(occupation: Occupation) -> None:
    """ValueError naming the field of an occupation that cannot be used."""
    if problem := occupation_problem(occupation):
        raise ValueError(problem)


def save_occupation(occupation: Occupation) -> None:
    """Keep an occupation in the campaign's file (replacing one of its name); ValueError naming the field, and nothing
    written, when it cannot be used."""
    check_occupation(occupation)
    row = CampaignRow.get()
    settings = dict(row.settings)
    held = settings.get("occupations", [])
    kept = (
        [o for o in held if not isinstance(o, dict) or o.get("name") != occupation.name]
        if isinstance(held, list)
        else []
    )
    kept.append(asdict(occupation) | {"credit": list(occupation.credit), "skills": list(occupation.skills)})
    settings["occupations"] = kept
    with transaction():
        CampaignRow.update(settings=settings).where(CampaignRow.id == row.id).execute()
