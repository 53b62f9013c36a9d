"""Widgets: one package per tab (roster, dice, combat, rising, chase, sanity, tomes, cards), the window, and
what the tabs share."""
