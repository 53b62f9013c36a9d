"""Qt item models and scene objects: what the views show, built from the store and the rules."""
