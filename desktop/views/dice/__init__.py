"""The Dice tab and its opposed-roll panel."""
