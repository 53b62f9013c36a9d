"""Game sessions: the session dialog, the recap window and the File menu's session actions."""
