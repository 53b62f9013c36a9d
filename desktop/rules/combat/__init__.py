"""7th-edition combat: the fight's state, actions, resolution, firearms, wounds, turn order and the forecast."""
