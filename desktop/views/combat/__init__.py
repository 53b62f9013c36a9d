"""The Combat tab: the fight, its action forms and the forecast."""
