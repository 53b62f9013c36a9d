"""The Tomes tab's scene and its shelf table."""
