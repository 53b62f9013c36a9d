"""Edit > Search the Campaign: one box across characters, skills, notes, tomes, spells, horrors, the bestiary and the
journal."""
