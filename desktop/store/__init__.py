"""The campaign file: peewee models over one SQLite file, migrations, the journal and the roster."""
