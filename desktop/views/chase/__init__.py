"""The Chase tab: the map, its menus, the set-up form and dialogs."""
