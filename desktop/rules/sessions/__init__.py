"""Game sessions: the recap written from a session's journal."""
