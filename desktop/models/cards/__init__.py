"""The Cards tab's model: which cards are ticked, deck by deck."""
