"""The Notes tab's models: the notes of the open campaign and their undoable changes."""
