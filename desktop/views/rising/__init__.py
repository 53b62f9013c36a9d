"""The Combat tab of a Cthulhu Rising campaign."""
