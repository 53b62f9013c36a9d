"""Benchmarks that print figures and ratios against their budgets (DESIGN.md); run with `python -m benchmarks.NAME`."""
