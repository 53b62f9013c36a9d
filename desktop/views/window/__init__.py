"""The main window: its tabs, menus, file actions, undo keys, and the players' window."""
