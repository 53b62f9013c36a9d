"""Game sessions: the sessions' table, their operations, recaps and the undo warning."""
