"""Occupations for the creation wizard: the shipped ones and the campaign's own (kept in its settings)."""

from __future__ import annotations

from dataclasses import asdict

from desktop.rules.creation import CHARACTERISTICS, Occupation, occupation_points, occupations
from desktop.rules.scene import known_fields
from desktop.store.campaign_file import transaction
from desktop.store.schema import CampaignRow, database

_KEYS = set(Occupation.__dataclass_fields__)


def campaign_occupations() -> list[Occupation]:
    found = []
    for data in CampaignRow.get().settings.get("occupations", []):
        values = dict(known_fields(data, _KEYS, f"the campaign's occupation {data.get('name', '?')!r}"))
        found.append(Occupation(values["name"], values["points"], tuple(values["credit"]), tuple(values["skills"])))
    return found


def all_occupations() -> list[Occupation]:
    """The shipped occupations, then the campaign's own (replacing one of the same name); only the shipped ones
    when no campaign is open."""
    if database.is_closed():
        return list(occupations())
    own = campaign_occupations()
    names = {o.name for o in own}
    return [o for o in occupations() if o.name not in names] + own


def check_occupation(occupation: Occupation) -> None:
    """ValueError naming the field of an occupation that cannot be used."""
    if not occupation.name.strip():
        raise ValueError("Name: an occupation needs one")
    try:
        occupation_points(occupation.points, dict.fromkeys(CHARACTERISTICS, 50))
    except ValueError as exc:
        raise ValueError(f"Points: {exc} (write e.g. EDU*4 or EDU*2+(DEX|STR)*2)") from exc
    low, high = occupation.credit
    if not 0 <= low <= high <= 99:
        raise ValueError(f"Credit Rating: 0 to 99, the lower first, not {low} to {high}")
    if not occupation.skills:
        raise ValueError("Skills: name at least one (Any for a free choice)")


def save_occupation(occupation: Occupation) -> None:
    check_occupation(occupation)
    row = CampaignRow.get()
    settings = dict(row.settings)
    kept = [o for o in settings.get("occupations", []) if o.get("name") != occupation.name]
    kept.append(asdict(occupation) | {"credit": list(occupation.credit), "skills": list(occupation.skills)})
    settings["occupations"] = kept
    with transaction():
        CampaignRow.update(settings=settings).where(CampaignRow.id == row.id).execute()
