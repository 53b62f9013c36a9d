"""Handouts in the campaign file: a file that is not the image it claims, or is too large, is refused by its name and
nothing is kept; text and images come back as kept; who was shown which, and when, is read from the journal; and the
campaign JSON (version 3 on) carries them, base64, checked on import like a file added by hand."""

import base64
import copy
import json
import struct
import zlib

import pytest

from desktop.store import handouts, journal
from desktop.store.campaign_file import close_campaign, open_campaign
from desktop.store.exchange.campaign_json import ExchangeError, dumps, export_campaign, import_campaign
from desktop.store.handouts import Handout
from desktop.store.schema import CharacterRow, HandoutRow

SVG_TEXT = b'<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>'


def tiny_png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"\x00\x10\x20\x30" * 1
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(rows))
        + chunk(b"IEND", b"")
    )


@pytest.mark.parametrize(
    ("name", "data", "said"),
    [
        ("map.png", b"just some words, not a picture", "map.png: this is not a PNG image"),
        ("photo.jpg", tiny_png(), "photo.jpg: this is not a JPEG image"),
        ("sigil.svg", b"<html><body>hello</body></html>", "sigil.svg: this is not an SVG image (its outer element"),
        ("sigil.svg", b"not xml at all <", "sigil.svg: this is not an SVG image (it is not readable XML"),
        ("bomb.svg", b'<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>', "bomb.svg: an SVG handout may not declare"),
        ("empty.png", b"", "empty.png: the file is empty"),
        ("huge.png", tiny_png() + b"\0" * handouts.MAX_BYTES, "huge.png: 5.0 MB is larger than a handout may be"),
        ("notes.txt", b"hello", "notes.txt: a handout image is a .png, .jpg, .jpeg or .svg file"),
    ],
    # Named by what is wrong: the 5 MB file's bytes made its test id 20 MB long, carried in every report.
    ids=["words as png", "png as jpg", "html as svg", "not xml", "svg bomb", "empty", "5 MB png", "txt"],
)
def test_a_file_that_is_not_the_image_it_claims_is_refused_by_name_and_nothing_is_kept(
    campaign, tmp_path, name, data, said
):
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(ValueError, match=said.replace("(", r"\(").replace(".", r"\.")):
        handouts.write(handouts.read_image_file(path), "Handout added")
    assert HandoutRow.select().count() == 0


def test_images_and_texts_are_kept_whole_in_their_order(campaign, tmp_path):
    (tmp_path / "Marsh map.png").write_bytes(tiny_png())
    (tmp_path / "photo.JPEG").write_bytes(b"\xff\xd8\xff\xe0" + b"\0" * 20)
    (tmp_path / "sigil.svg").write_bytes(SVG_TEXT)
    for file in ("Marsh map.png", "photo.JPEG", "sigil.svg"):
        handouts.write(handouts.read_image_file(tmp_path / file), f"Handout added: {file}")
    handouts.write(Handout(None, "  Letter <b>from</b> Silas ", "text", "Line one\nLine two"), "Handout added")
    kept = handouts.all_handouts()
    assert [(h.title, h.kind) for h in kept] == [
        ("Marsh map", "png"),
        ("photo", "jpeg"),
        ("sigil", "svg"),
        ("Letter <b>from</b> Silas", "text"),  # kept as typed (trimmed): shown as plain text everywhere
    ]
    assert all(h.image == b"" for h in kept)  # the list reads no image's bytes
    assert handouts.load(kept[0].id).image == tiny_png() and handouts.load(kept[2].id).image == SVG_TEXT
    assert handouts.load(kept[3].id).text == "Line one\nLine two"
    with pytest.raises(ValueError, match="Handout title must not be empty"):
        handouts.write(Handout(None, "  ", "text", "words"), "Handout added")
    with pytest.raises(ValueError, match="Handout text must not be empty"):
        handouts.write(Handout(None, "Blank", "text", " \n "), "Handout added")
    assert len(handouts.all_handouts()) == 4


def test_who_was_shown_which_handout_and_when_is_read_from_the_journal(campaign):
    letter_id = handouts.write(Handout(None, "Letter", "text", "Do not open the door."), "Handout added: Letter")
    letter = handouts.load(letter_id)
    named = CharacterRow.select().where(CharacterRow.name.in_(("Walt Brennan", "Harriet Crane")))
    walt, harriet = ((row.id, row.name) for row in named)
    handouts.record_shown(letter)
    handouts.record_hidden(letter)
    handouts.record_shown(letter, (walt, harriet))
    assert [s.to for s in handouts.showings(letter_id)] == ["everyone at the table", f"{walt[1]}, {harriet[1]}"]
    newest = journal.entries(("handout",), limit=1)[0]
    assert newest.what == f"Handout shown to {walt[1]}, {harriet[1]}: Letter"
    assert handouts.showings(letter_id)[0].at <= handouts.showings(letter_id)[1].at


def test_handouts_go_out_in_the_campaign_json_as_base64_and_come_back_the_same(campaign, tmp_path):
    handouts.write(Handout(None, "Map", "png", image=tiny_png()), "Handout added: Map")
    handouts.write(Handout(None, "Letter", "text", "Do not open the door."), "Handout added: Letter")
    data = export_campaign()
    assert data["version"] == 4
    assert [h["title"] for h in data["handouts"]] == ["Map", "Letter"]
    assert base64.b64decode(data["handouts"][0]["image"]) == tiny_png() and data["handouts"][1]["image"] == ""
    text = dumps(data)
    close_campaign()
    open_campaign(tmp_path / "copy.kdesk", create_name="Copy")
    import_campaign(json.loads(text))
    assert handouts.load(data["handouts"][0]["id"]).image == tiny_png()
    assert dumps(export_campaign()) == text


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (lambda h: h.update(image=base64.b64encode(b"GIF89a...").decode()), r"handouts\[0\] \('Map'\): Map: this is"),
        (lambda h: h.update(image="%%% not base64"), r"handouts\[0\]\.image: not base64 text"),
        (lambda h: h.update(image=None), r"handouts\[0\]\.image: expected base64 text"),
        (lambda h: h.update(kind="gif"), r"handouts\[0\] \('Map'\): Handout kind: one of text, png, jpeg, svg"),
        (lambda h: h.update(secret="x"), r"unknown field 'secret' in handouts\[0\]"),
    ],
)
def test_a_handout_the_import_cannot_keep_is_refused_by_its_place_and_nothing_is_written(
    campaign, tmp_path, change, said
):
    handouts.write(Handout(None, "Map", "png", image=tiny_png()), "Handout added: Map")
    bad = export_campaign()
    change(bad["handouts"][0])
    close_campaign()
    open_campaign(tmp_path / "empty.kdesk", create_name="Empty")
    with pytest.raises(ExchangeError, match=said):
        import_campaign(bad)
    assert HandoutRow.select().count() == 0 and CharacterRow.select().count() == 0


def test_a_version_2_file_has_no_handouts_and_one_claiming_some_is_refused(campaign, tmp_path):
    data = export_campaign()
    old = copy.deepcopy(data) | {"version": 2}
    del old["handouts"], old["notes"]  # nor notes, which version 4 added
    close_campaign()
    open_campaign(tmp_path / "old.kdesk", create_name="Old")
    with pytest.raises(ExchangeError, match="unknown field 'handouts' in the file"):
        import_campaign(old | {"handouts": []})
    import_campaign(old)
    assert HandoutRow.select().count() == 0 and CharacterRow.select().count() == len(data["characters"])
