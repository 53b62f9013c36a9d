"""Mythos tomes: full-study time and Cthulhu Mythos gained."""

from __future__ import annotations


def study_weeks(base_weeks: int, full_studies_done: int) -> int:
    """Each full study after the first takes twice as long as the one before."""
    if base_weeks < 0 or full_studies_done < 0:
        raise ValueError("study time and studies done cannot be negative")
    return base_weeks * 2**full_studies_done


def full_study_mythos_gain(full_gain: int, mythos_rating: int, reader_mythos: int) -> int:
    """The full gain when the tome's Mythos rating exceeds the reader's Cthulhu Mythos; otherwise half."""
    return full_gain if mythos_rating > reader_mythos else full_gain // 2
