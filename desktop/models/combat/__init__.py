"""The Combat tab's scene: a 7th-edition fight on the scene kernel."""
