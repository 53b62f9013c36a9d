"""The Keeper's notes: their kinds and the links written in them."""
