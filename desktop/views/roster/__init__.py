"""The Roster tab, the character editor, the care panel and the creation wizard."""
