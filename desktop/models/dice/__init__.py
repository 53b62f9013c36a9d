"""The Dice tab's models: the check in hand and the skill quick reference."""
