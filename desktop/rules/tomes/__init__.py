"""Mythos tomes and spells, and the shelf of readings and studies in the investigators' hands."""
