"""The search box's model: what the words typed find across the campaign, grouped by kind."""
