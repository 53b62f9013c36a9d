"""The Tomes tab and the tome editor."""
