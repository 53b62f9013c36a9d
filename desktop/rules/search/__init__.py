"""Search across the campaign: the words typed, as a query and as a test of a name."""
