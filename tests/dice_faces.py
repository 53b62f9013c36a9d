"""The faces ScriptedDice gives for the rolls a test wants: every test that scripts a percentile roll uses these."""


def d100(value: int, *tens: int) -> list[int]:
    """A 1D100 roll of `value` (its units die, then its tens die), then extra tens dice for bonus or penalty dice."""
    return [value % 10 + 1, (value // 10) % 10 + 1, *(t + 1 for t in tens)]


def faces(*rolls: int) -> list[int]:
    """Several 1D100 rolls one after another, each its units die then its tens die."""
    return [face for roll in rolls for face in d100(roll)]
