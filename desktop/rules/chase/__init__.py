"""Chases: the track, movement and speed, setting up, moves and hazards, vehicles, boarding and fighting."""
