"""Writing Benson's analysis into a game: marks on the board and a paragraph in the comment.

At each chosen node the annotator puts ``SQ`` on every stone Benson finds safe (both colours),
marks on black's and white's pass-alive territory as the :class:`Profile` says -- ``TB``/``TW``
by default, ``MA``/``CR`` (a cross for black, a circle for white) in the portable profile, whose
marks Sabaki, q5Go and GoGui all draw -- and a paragraph headed :data:`HEADING_PREFIX` in the
comment.  It only adds: a user's mark stays, and a point that already carries one of
CR/MA/SL/SQ/TR gets no other of them (FF[4] allows one of those on a point); a point already in
the other colour's TB/TW keeps it.  Nothing is ever taken away: a teacher's crosses that cover a
territory exactly look like the portable profile's, yet they are the teacher's (annotating in the
other profile after one adds its marks beside the first's).  The marks are written one point a
value (see :func:`.sgf.properties.compresses`), as every editor reads them.

Annotating again is idempotent and touches nothing of the user's: the paragraph gobenson wrote
is found by its exact form (the heading line, then the lines :func:`..report.analysis_paragraph`
writes, word for word up to the names and numbers, the pattern built from the same templates)
and only those lines are replaced; text
typed right next to it, or text that merely looks like it, stays.  A node whose annotation is
already up to date is not changed at all.  Marks from an earlier annotation of a position that
has since changed are not taken back: gobenson cannot tell them from the user's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import pairwise

from .analysis import Analysis, analyze
from .annotation_profile import SAFE_MARK, Profile
from .report import analysis_paragraph, paragraph_pattern
from .rules import Rules
from .sgf.commands import Edit, Properties, add_points, copy_properties
from .sgf.document import Document
from .sgf.errors import EditError
from .sgf.properties import SHAPES, TERRITORY
from .sgf.tree import Node
from .sgf.values import decode_text, encode_text, joined_text, point_list_mask
from .words.editor import ANNOTATE_NODE, already_annotated, annotate_nodes
from .words.i18n import LANGUAGES, _, speaking

HEADING_PREFIX = "Unconditional life (Benson"
"""How the heading begins in English."""


def heading(rules: Rules) -> str:
    """The paragraph's first line, in the active language; the rules keep their SGF-like names."""
    return _("Unconditional life (Benson, {rules} rules):").format(rules=rules.value)


def generated_paragraph_pattern() -> re.Pattern[str]:
    """The lines of a paragraph gobenson writes, in any language it speaks, under any rules and for
    any position (an older one included), each line whole; built from the sentence templates of
    :mod:`..report`, so that annotating in another language replaces the paragraph."""
    paragraphs = []
    for language in LANGUAGES:
        with speaking(language):
            headings = "|".join(re.escape(heading(rules)) for rules in Rules)
            paragraphs.append(rf"(?:{headings})\n{paragraph_pattern()}")
    return re.compile("^(?:{})$".format("|".join(paragraphs)), re.MULTILINE)


GENERATED_PARAGRAPH = generated_paragraph_pattern()


def with_paragraph(comment: str, paragraph: str) -> str:
    """``comment`` with ``paragraph`` in place of the first paragraph gobenson wrote there (any
    further ones, left by older versions, go) or, if there is none, after the user's text with a
    blank line between.  The user's text stays as it was, character for character."""
    found = list(GENERATED_PARAGRAPH.finditer(comment))
    if not found:
        gap = "" if not comment or comment.endswith("\n\n") else "\n" if comment.endswith("\n") else "\n\n"
        return comment + gap + paragraph
    pieces = [comment[:found[0].start()], paragraph]
    for before, duplicate in pairwise(found):
        between = comment[before.end():duplicate.start()]
        # The line break and blank line that set a duplicate apart go with it.
        pieces.append(between[:-2] if between.endswith("\n\n") else between[:-1])
    pieces.append(comment[found[-1].end():])
    return "".join(pieces)


def _excluding(prop: str) -> tuple[str, ...]:
    """The marks that keep a point free of territory mark ``prop``: the shapes for a shape (one
    of them a point), the territory marks for TB/TW."""
    return TERRITORY if prop in TERRITORY else SHAPES


def annotated_properties(document: Document, node: Node, analysis: Analysis,
                         profile: Profile = Profile.GOBENSON) -> Properties:
    """The properties ``node`` has once annotated with ``analysis``, the analysis of its board,
    its territory marked as ``profile`` says; none of its marks goes."""
    geom = document.game_of(node).geometry
    rules = analysis.rules
    after = copy_properties(node.properties)

    def marked(props: Iterable[str]) -> int:
        mask = 0
        for prop in props:
            mask |= point_list_mask(after.get(prop) or [], geom, prop)
        return mask

    new = (analysis.black.safe_stones | analysis.white.safe_stones) & ~marked(SHAPES)
    if new:
        add_points(after, SAFE_MARK, geom.points(new))
    for colour, prop in profile.territory_marks.items():
        new = analysis.of(colour).territory & ~marked(_excluding(prop))
        if new:
            add_points(after, prop, geom.points(new))
    raw = joined_text(after.get("C") or [])
    annotated = annotated_comment(raw, heading(rules) + "\n" + analysis_paragraph(analysis),
                                  document.game_of(node).charset)
    if annotated != raw or len(after.get("C") or []) > 1:
        after["C"] = [annotated]
    return after


def annotated_comment(raw: bytes, paragraph: str, charset: str) -> bytes:
    """The raw value of a comment (``raw``, as the file holds it) with ``paragraph`` put in as
    :func:`with_paragraph` puts it.  The teacher's part keeps its bytes -- CR LF, soft line
    breaks, escapes -- as only gobenson's own lines are replaced or appended; should the raw
    bytes not say the same as the text (gobenson's paragraph written again by another program,
    with escapes of its own), the comment is written from its text."""
    text = decode_text(raw, charset, "surrogateescape")
    wanted = with_paragraph(text, paragraph)
    if wanted == text:
        return raw  # up to date: not a byte changes
    raw_text = raw.decode(charset, "surrogateescape")
    if raw_text.encode(charset, "surrogateescape") != raw:
        return encode_text(wanted, charset)
    if GENERATED_PARAGRAPH.search(raw_text):
        encoded = encode_text(paragraph, charset).decode(charset, "surrogateescape")
        spliced = with_paragraph(raw_text, encoded).encode(charset, "surrogateescape")
    else:
        added = encode_text(wanted[len(text):], charset)  # the gap and the paragraph
        if raw.endswith(b"\r") and added.startswith(b"\n"):
            added = b"\r" + added  # a CR LF: a lone LF would join the raw text's last CR into one break
        spliced = raw + added
    return spliced if decode_text(spliced, charset, "surrogateescape") == wanted else encode_text(wanted, charset)


def verdict(analysis: Analysis) -> tuple[int, ...]:
    """What an annotation marks: both colours' safe stones and pass-alive territory, and the
    blocks without liberties."""
    illegal = 0
    for block in analysis.illegal:
        illegal |= block.mask
    return (analysis.black.safe_stones, analysis.white.safe_stones, analysis.black.territory,
            analysis.white.territory, illegal)


def annotation_edits(document: Document, nodes: list[Node], rules: Rules, changes_only: bool = False,
                     profile: Profile = Profile.GOBENSON) -> dict[Node, Properties]:
    """The new properties of those ``nodes`` that annotating changes (none: all up to date).
    With ``changes_only``, a node whose verdict is its parent's (both among ``nodes``) is left
    alone: a game's annotation says where the verdict changes, not the same at every move.
    Each node's analysis starts from the one before, as successive nodes differ by a move."""
    edits = {}
    analysis = None
    verdicts = {}
    for node in nodes:
        analysis = analyze(document.board(node), rules, analysis)
        verdicts[node] = verdict(analysis)
        if changes_only and node.parent is not None and verdicts.get(node.parent) == verdicts[node]:
            continue
        after = annotated_properties(document, node, analysis, profile)
        if after != node.properties:
            edits[node] = after
    return edits


class Annotate(Edit):
    """Annotate ``nodes`` (default: the cursor) with the analysis under ``rules`` (with
    ``changes_only``, only where the verdict changes), marked as ``profile`` says.  Refused when
    every node already holds it, so that an editor records no step and stays unmodified."""

    def __init__(self, document: Document, nodes: list[Node] | None = None,
                 rules: Rules | str = Rules.NO_SUICIDE, changes_only: bool = False,
                 profile: Profile = Profile.GOBENSON) -> None:
        nodes = nodes or [document.cursor]
        edits = annotation_edits(document, nodes, Rules.parse(rules), changes_only, profile)
        if not edits:
            raise EditError(already_annotated(len(nodes), changes_only))
        self.text = str(ANNOTATE_NODE) if len(nodes) == 1 else annotate_nodes(len(edits))
        super().__init__(document.cursor, edits=edits)


def annotate(document: Document, which: str | int = "all", rules: Rules | str = Rules.NO_SUICIDE,
             profile: Profile = Profile.GOBENSON) -> int:
    """Annotate the chosen main-line nodes of the shown game in place, marked as ``profile``
    says; returns how many changed (0: the analysis was already written in every one).  ``all``
    annotates the first node and then the nodes where the verdict changes (see
    :func:`annotation_edits`)."""
    edits = annotation_edits(document, document.main_line_nodes(which), Rules.parse(rules), which == "all",
                             profile)
    if edits:
        Edit(document.cursor, edits=edits).apply(document)  # as the editor's command does it
    return len(edits)
