"""The Chase tab's scene on the scene kernel."""
