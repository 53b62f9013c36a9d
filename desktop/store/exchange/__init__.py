"""Characters in and out: the campaign's own JSON, and other tools' exports (Dhole's House, FoundryVTT)."""
