"""Every pair of colours the views put one on the other reads at WCAG AA contrast, in the light and the dark scheme."""

import pytest
from PySide6.QtGui import QColor, QPalette

from desktop.views.common import theme


@pytest.mark.parametrize("scheme", theme.SCHEMES)
def test_every_colour_pair_meets_wcag_aa_contrast(qapp, scheme):
    """Text 4.5:1 on its ground (each text role on the window, a field and a table's other rows; each chip's ink on
    its fill; the palette's own text on its grounds; the chase map's words on its shapes), a mark 3:1. Before: the
    light Hard success chip (white on #3d8f5c) read at 3.98:1 and the Major wound chip (white on #c25e00) at 4.29:1."""
    pairs = theme.colour_pairs(scheme)
    failing = [
        f"{what}: {ink.name()} on {ground.name()} is {theme.contrast(ink, ground):.2f}:1, needs {needed}:1"
        for what, ink, ground, needed in pairs
        if theme.contrast(ink, ground) < needed
    ]
    assert failing == []
    whats = {what for what, *_ in pairs}
    assert {"the hard chip", "the major wound chip", "bad text on Window", "muted text on Base"} <= whats
    assert {"a selected row's text", "text on the map's fleeing", "text on the map's hazard extreme"} <= whats


def test_the_contrast_ratio_is_wcags():
    assert theme.contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert theme.contrast(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)
    assert theme.contrast(QColor("#ffffff"), QColor("#777777")) == theme.contrast(QColor("#777777"), QColor("#fff"))


def test_each_scheme_names_the_same_roles(qapp):
    """A role in one scheme and not the other would raise KeyError the moment the Keeper switched."""
    for table in (theme._TEXT, theme._CHIPS, theme._MAP, theme._LINES, theme._PALETTE, theme._DISABLED):
        assert set(table["light"]) == set(table["dark"])


@pytest.mark.parametrize("scheme", theme.SCHEMES)
def test_the_palette_sets_every_role_a_style_reads(qapp, scheme):
    tuned = theme.palette(scheme)
    window = tuned.color(QPalette.ColorRole.Window)
    assert (window.lightness() < 128) == (scheme == "dark")
    disabled = tuned.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
    assert disabled != tuned.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Text)  # greyed when disabled
