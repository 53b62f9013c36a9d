"""The Cthulhu Rising fight's scene on the scene kernel."""
