"""Sanity: losses and rolls, insanity and bouts, and the record of what the Mythos did to each mind."""
