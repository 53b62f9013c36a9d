"""The Notes tab: the Keeper's notes on the campaign, locations and characters, linked by name."""
