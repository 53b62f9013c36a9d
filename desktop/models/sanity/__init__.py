"""The Sanity tab's scene and its table of minds."""
