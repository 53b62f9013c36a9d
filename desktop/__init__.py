"""Keeper Desk: an offline companion for Keepers of Call of Cthulhu, 7th edition."""

__version__ = "0.1.0"
