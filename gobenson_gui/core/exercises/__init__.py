"""Exercises: questions on a position whose verdict stays hidden until the student answers,
graded by the analysis (:mod:`.grader`), made by hand or by :mod:`.generator`, kept as SGF
(:mod:`.sgf_form`)."""

from .generator import generate
from .grader import CaptureAttempt, Grade, Mark, grade
from .model import Exercise, ExerciseError, Kind
from .sgf_form import exercises_among, read_set, write_set
from .solver import solution

__all__ = ["CaptureAttempt", "Exercise", "ExerciseError", "Grade", "Kind", "Mark", "exercises_among", "generate",
           "grade", "read_set", "solution", "write_set"]
