"""Widgets: the main window, one module per tab, and dialogs."""
