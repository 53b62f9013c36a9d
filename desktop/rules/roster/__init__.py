"""The rules of an investigator's sheet: characteristics and skills, creation, development, harm and healing."""
