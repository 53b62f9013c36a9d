"""The campaign's handouts for the players' screen: kept, shown and put away."""
