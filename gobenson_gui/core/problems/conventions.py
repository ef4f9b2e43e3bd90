"""The words and properties collections mark their lines and ask their questions with, in
English, Chinese, Japanese and Korean: what one node says of its line (right, wrong, or
nothing), and what a problem's own words claim.  docs/problems.md's table names, for each,
the collections it was taken from."""

from __future__ import annotations

import re

from ..board import Colour
from .model import Claim

# -- a node's mark ------------------------------------------------------------------------------

_RIGHT_NAMES = ("正解", "正确", "正確", "정답", "정해", "correct", "right", "success")
_WRONG_NAMES = ("失败", "失敗", "错误", "錯誤", "실패", "오답", "wrong", "failure", "fail", "incorrect")
NEUTRAL_NAMES = ("变化", "変化", "變化", "参考", "參考", "변화", "참고", "variation", "reference")
"""Node names that mark nothing: a variation (mostly the opponent's other defence) or a
reference line; the line keeps the marks of the moves above it."""

_CAPITAL_RIGHT = re.compile(r"(RIGHT|CORRECT)(?![A-Za-z])")
_ENGLISH_RIGHT = re.compile(r"^\W*(right|correct)\b|\b(also|is|are|was|the)\s+correct\b"
                            r"|\bcorrect\s+(answer|solution)\b", re.IGNORECASE)
_CAPITAL_WRONG = re.compile(r"\b(WRONG|INCORRECT|FAILURE)\b")
_ENGLISH_WRONG = re.compile(r"^\W*(wrong|incorrect|failure|fail|failed)\b", re.IGNORECASE)
_CJK_RIGHT = re.compile(r"正解|正确|正確|정답|정해")
_CJK_WRONG = re.compile(r"(?P<who>[黑黒白흑백]\s*[棋方はがの이가]?\s*)?(失败|失敗|错误|錯誤|실패|오답)")
_COLOUR_CHARACTERS = {"黑": Colour.BLACK, "黒": Colour.BLACK, "흑": Colour.BLACK, "白": Colour.WHITE,
                      "백": Colour.WHITE}


def _named(name: str, words: tuple[str, ...]) -> bool:
    folded = name.strip().casefold()
    return any(folded.startswith(word) for word in words)


def name_mark(name: str) -> tuple[str, str]:
    """(right, wrong) by a node name (``N``): 正解, 失败 and their kin open it; "" when not."""
    if not name or _named(name, NEUTRAL_NAMES):
        return "", ""
    mark = f"N[{name.strip()}]"
    if _named(name, _WRONG_NAMES):
        return "", mark
    return (mark, "") if _named(name, _RIGHT_NAMES) else ("", "")


def comment_mark(text: str, student: Colour) -> tuple[str, str]:
    """(right, wrong) by a comment's words; "" when it has none.  RIGHT or CORRECT in
    capitals, a comment opening with right or correct, "Also correct", "… is correct",
    "Correct answer"; 正解, 정답 anywhere.  Wrong: WRONG in capitals, a comment opening with
    wrong or failure; 失败, 失敗, 실패 -- unless they say the opponent fails (白失败)."""
    if not text:
        return "", ""
    wrong = ""
    found = _CAPITAL_WRONG.search(text) or _ENGLISH_WRONG.search(text)
    if found:
        wrong = found.group(1)
    for failure in _CJK_WRONG.finditer(text):
        who = (failure.group("who") or "").strip()
        if not who or _COLOUR_CHARACTERS.get(who[0]) is student:
            wrong = failure.group(2)
            break
    right = ""
    found = _CAPITAL_RIGHT.search(text) or _ENGLISH_RIGHT.search(text) or _CJK_RIGHT.search(text)
    if found:
        right = found.group(0).strip(" \t\n:.,!")
    return right, wrong


# -- the question -------------------------------------------------------------------------------

_NO_CLAIM = re.compile(r"alive\s+or\s+dead|dead\s+or\s+alive|live\s+or\s+die|life\s+and\s+death|life\s*&\s*death"
                       r"|life-and-death|\bstatus\b", re.IGNORECASE)
_ENGLISH = {
    Claim.KO: re.compile(r"(?<!n't )(?<!not )(?<!no )(?<!without )\b(?:make|makes|making|start|starts|get|gets|"
                         r"win|wins|force|forces|with|by|in|for|to|a|and|or)\s+(?:a\s+)?ko\b|\bonly if\b.*\bko\b",
                         re.IGNORECASE | re.DOTALL),
    Claim.SEKI: re.compile(r"\bseki\b", re.IGNORECASE),
    Claim.KILL: re.compile(r"\b(kill|kills|killing|capture|captures|dies|die)\b", re.IGNORECASE),
    Claim.LIVE: re.compile(r"\b(live|lives|alive|survive|survives|make life|makes life)\b", re.IGNORECASE),
}
_CJK = re.compile(r"(?P<mover>[黑黒白])\s*[先番]\s*(?:[\uFF0C,、\uFF1A:]\s*)?"
                  r"(?P<rest>[^\s。\uFF0C,.\uFF01!\uFF1F?]{0,6})")
_KOREAN = re.compile(r"(?P<mover>[흑백])\s*선\s*(?P<rest>[^\s.,!?]{0,6})")


def _cjk_claim(rest: str, mover: Colour) -> Claim | None:
    """The claim of what follows 黑先 (黒先, 흑선): 活, 杀, 白死, 劫, 双活 and their kin."""
    if re.search(r"劫|コウ|패", rest):
        return Claim.KO
    if re.search(r"双活|雙活|セキ|빅", rest):
        return Claim.SEKI
    dies = re.search(r"([黑黒白흑백])?\s*(死|사)", rest)
    if dies:
        who = dies.group(1)
        return Claim.LIVE if who and _COLOUR_CHARACTERS.get(who) is mover else Claim.KILL
    if re.search(r"杀|殺|吃|取|잡", rest):
        return Claim.KILL
    if re.search(r"活|生|활|삶", rest):
        return Claim.LIVE
    return None


def stated_claim(text: str) -> Claim | None:
    """What the problem's words ask, the first claim they state; None if they state none (or
    only ask a question, "Alive or dead?")."""
    found: list[tuple[int, Claim]] = []
    for pattern in (_CJK, _KOREAN):
        for match in pattern.finditer(text):
            mover = _COLOUR_CHARACTERS[match.group("mover")]
            claim = _cjk_claim(match.group("rest"), mover)
            if claim is not None:
                found.append((match.start(), claim))
                break
    english = _NO_CLAIM.sub(" ", text)
    for claim, pattern in _ENGLISH.items():
        match = pattern.search(english)
        if match:
            found.append((0 if claim is Claim.KO and "only if" in match.group(0).lower() else match.start(), claim))
    return min(found, key=lambda item: item[0])[1] if found else None

