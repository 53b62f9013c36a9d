"""The Cards tab and its print preview."""
