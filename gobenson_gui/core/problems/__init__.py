"""Problem collections: life-and-death problems other programs wrote, their solution trees
marked right and wrong by the collections' own conventions (:mod:`.reading`), and what is true
at the end of each line the collection calls right (:mod:`.verdict`)."""

from .model import Branch, Claim, Problem, ProblemError, TargetSource
from .reading import collection, folder_problems, problems_in, read_games, read_problem
from .verdict import LineVerdict, Outcome, check_problem, outcome

__all__ = ["Branch", "Claim", "LineVerdict", "Outcome", "Problem", "ProblemError", "TargetSource",
           "check_problem", "collection", "folder_problems", "outcome", "problems_in", "read_games", "read_problem"]
