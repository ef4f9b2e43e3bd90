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

_DIAGRAM = r"^\W*(?:(?:diag(?:ram)?|dia|fig(?:ure)?)\.?\s*\d*[a-z]?\s*[-\u2013:.]\s*)?"
"""A diagram's number before the word, as Sakata's tesuji books have it: "Diag. 2 - Correct"."""
_CAPITAL_RIGHT = re.compile(r"(RIGHT|CORRECT)(?![A-Za-z])")
_ENGLISH_RIGHT = re.compile(_DIAGRAM + r"(right|correct)\b|\b(also|is|are|was|the)\s+correct\b"
                            r"|\bcorrect\s+(answer|solution)\b", re.IGNORECASE)
_CAPITAL_WRONG = re.compile(r"\b(WRONG|INCORRECT|FAILURE)\b")
_ENGLISH_WRONG = re.compile(_DIAGRAM + r"(?:(?P<who>B|W|black|white)\s+)?(wrong|incorrect|failure|fail|failed)\b",
                            re.IGNORECASE)
"""A comment opening with wrong or failure; "Diag. 4 - W Failure" names the side that fails."""
_CJK_RIGHT = re.compile(r"(?<!不如)(?<!比)(?<!和)(?<!与)(?<!與)(?<!到)(?:正解|正确|正確|정답|정해)")
"""正解 and its kin, unless a comparison or a return names the answer: 不如正解 ("not as good as
the answer"), 比正解差, 还原到正解图 (Fujisawa's and Go Seigen's books as MultiGo wrote them)."""
_CJK_WRONG = re.compile(r"(?P<who>[黑黒白흑백]\s*[棋方はがの이가]?\s*)?"
                        r"(?<![就则則便会會将將])(失败|失敗|错误|錯誤|실패|오답)")
"""失败 and its kin, and who fails; not "would fail" (就失败了, 则失败), a conditional's outcome."""
_LETTERS = {"b": Colour.BLACK, "black": Colour.BLACK, "w": Colour.WHITE, "white": Colour.WHITE}
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
    capitals, a comment opening with right or correct ("Diag. 2 - Correct" too), "Also
    correct", "… is correct", "Correct answer"; 正解, 정답 anywhere.  Wrong: WRONG in capitals,
    a comment opening with wrong or failure; 失败, 失敗, 실패 -- unless they say the opponent fails
    (白失败).  A comment that holds both is read by the first: "正解图 … 后面的失败图" is right."""
    if not text:
        return "", ""
    english = _ENGLISH_WRONG.search(text)
    if english and english.group("who") and _LETTERS.get(english.group("who").casefold()) is not student:
        english = None
    wrongs = [(found.start(), found.group(1)) for found in (_CAPITAL_WRONG.search(text),) if found]
    wrongs += [(english.start(2), english.group(2))] if english else []
    wrong_at, wrong_word = min(wrongs) if wrongs else (len(text), "")
    for failure in _CJK_WRONG.finditer(text):
        who = (failure.group("who") or "").strip()
        if not who or _COLOUR_CHARACTERS.get(who[0]) is student:
            if failure.start(2) < wrong_at:
                wrong_at, wrong_word = failure.start(2), failure.group(2)
            break
    rights = [found for found in (_CAPITAL_RIGHT.search(text), _ENGLISH_RIGHT.search(text), _CJK_RIGHT.search(text))
              if found]
    if not rights:
        return "", wrong_word
    if wrong_word and wrong_at < min(found.start() for found in rights):
        return "", wrong_word
    return re.sub(_DIAGRAM, "", rights[0].group(0), flags=re.IGNORECASE).strip(" \t\n:.,!"), ""


_DIAGRAM_LABEL = re.compile(r"^\W*(?:diag(?:ram)?|dia|fig(?:ure)?)\.?\s*\d+[a-z]?\s*[-\u2013:.]\s*\w", re.IGNORECASE)


def diagram_label(text: str) -> bool:
    """Whether a comment opens a numbered diagram ("Diag. 3 - Correct"): Sakata's tesuji books
    begin each diagram so on the move it starts from, the moves before it being another
    diagram's, so the label decides the lines below it whatever marks the moves above carry."""
    return bool(_DIAGRAM_LABEL.match(text))


# -- the question -------------------------------------------------------------------------------

_NO_CLAIM = re.compile(r"alive\s+or\s+dead|dead\s+or\s+alive|live\s+or\s+die|life\s+and\s+death|life\s*&\s*death"
                       r"|life-and-death|\bstatus\b", re.IGNORECASE)
_ENGLISH = {
    Claim.KO: re.compile(r"(?<!n't )(?<!not )(?<!no )(?<!without )\b(?:make|makes|making|start|starts|get|gets|"
                         r"win|wins|force|forces|with|by|in|for|to|a|and|or)\s+(?:a\s+)?ko\b|\bonly if\b.*\bko\b",
                         re.IGNORECASE | re.DOTALL),
    Claim.SEKI: re.compile(r"\bseki\b", re.IGNORECASE),
    Claim.KILL: re.compile(r"\b(kill|kills|killing|capture|captures|catch|catches|dies|die"
                           r"|win(?:s|ning)?\s+the\s+(?:capturing\s+race|semeai))\b", re.IGNORECASE),
    Claim.LIVE: re.compile(r"\b(live|lives|alive|survive|survives|make life|makes life|secure life)\b", re.IGNORECASE),
}
_KO_OUTCOME = re.compile(r"\b(?:solution|answer|result)\s+is\s+(?:a\s+)?ko\b"
                         r"|\b(?:turn|turns|become|becomes)\s+(?:into\s+)?a\s+ko\b", re.IGNORECASE)
""""The solution is a ko" after "Black to play and live": the ko is what the problem asks."""
_CJK = re.compile(r"(?P<mover>[黑黒白])\s*[先番](?:\s*[\uFF0C,、\uFF1A:]\s*)?"
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
    if re.search(r"[胜勝]|이김", rest):  # 黑先胜: wins the capturing race, by capturing
        return Claim.KILL
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
    if _KO_OUTCOME.search(english):
        found.append((-1, Claim.KO))
    for claim, pattern in _ENGLISH.items():
        said = pattern.search(english)
        if said:
            found.append((0 if claim is Claim.KO and "only if" in said.group(0).lower() else said.start(), claim))
    return min(found, key=lambda item: item[0])[1] if found else None

