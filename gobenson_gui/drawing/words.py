"""The words of pictures and handouts: a handout's title and page titles, what stands for the
lines a sheet has no room for, and why a picture or a handout cannot be written."""

from __future__ import annotations

from ..core.words import counted
from ..core.words.i18n import _, deferred

BOTH_COLOURS = deferred("black and white")


def sheet_title(document: str, node: int, colours: str, rules: str) -> str:
    """E.g. ``game.sgf, node 12: black casting out, rules no-suicide``."""
    return _("{document}, node {node}: {colours} casting out, rules {rules}").format(document=document, node=node,
                                                                                  colours=colours, rules=rules)


def page_title(title: str, page: int, pages: int) -> str:
    return _("{title} \u2014 page {page} of {pages}").format(title=title, page=page, pages=pages)


def lines_left_out(lines: int) -> str:
    """The last line of a half-step's words cut short on a sheet."""
    return counted("  \u2026 and {n} more", "  \u2026 and {n} more", lines)


def too_large(copies: int, width: int, height: int) -> str:
    """A picture (or ``copies`` of them, one per frame) too big to make."""
    return counted("a picture of {width}x{height} pixels is too large; choose smaller boards",
                   "{n} pictures of {width}x{height} pixels is too large; choose smaller boards",
                   copies, width=width, height=height)


def not_a_handout_format(form: str, formats: str) -> str:
    """``form`` is an extension without its dot, or empty; ``formats`` those there are."""
    if form:
        return _("cannot write .{form} files; a handout is {formats}").format(form=form, formats=formats)
    return _("cannot write files without an extension; a handout is {formats}").format(formats=formats)


def no_picture_writer(path: str, suffix: str, known: str) -> str:
    return _("cannot write {path}: no writer for .{suffix} pictures; the name may end in {known}").format(path=path,
                                                                                                       suffix=suffix,
                                                                                                       known=known)


def cannot_encode(path: str, kind: str) -> str:
    return _("cannot write {path}: Qt could not encode the picture as .{kind}").format(path=path, kind=kind)


def cannot_allocate(width: int, height: int) -> str:
    return _("cannot draw a {width}x{height} picture: Qt cannot allocate an image that large").format(width=width,
                                                                                                   height=height)


def bare_position_only(failure: str) -> str:
    return _("written with the bare position only: the overlays could not be drawn ({failure})").format(failure=failure)


PICTURE_DESCRIPTION = deferred("Board drawn by gobenson")


def no_such_half_step(step: int, node: int, colour: str | None, last: int) -> str:
    """``--step`` past the last half-step; ``colour`` None when both sequences are drawn (the
    longer one counts)."""
    if colour is None:
        return (_("--step {step}: at node {node} the longer of the two sequences has half-steps 0 to {last} "
                "({last} is the verdict)").format(step=step, node=node, last=last))
    return (_("--step {step}: at node {node} {colour}'s sequence has half-steps 0 to {last} ({last} is the verdict)")
            .format(step=step, node=node, colour=colour, last=last))

CANNOT_DRAW = deferred("cannot draw on this device")
CANNOT_PRINT = deferred("the printer or file cannot be written")
GIF_NEEDS_PILLOW = deferred("writing GIF needs Pillow (pip install Pillow)")
