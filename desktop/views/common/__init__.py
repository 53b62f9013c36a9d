"""What the tabs share: the look (type and colour), number fields, and the scene tab's base."""
