"""The Sanity tab and its SAN chart."""
