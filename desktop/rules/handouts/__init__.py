"""Handouts for the players' screen: what one is, and the checks that keep a file from claiming to be an image."""
