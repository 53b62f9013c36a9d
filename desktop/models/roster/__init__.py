"""The Roster's models: the roster table and its filter, and the roster's undoable changes."""
