"""What the editor says of its settings file (read as untrusted input, written only as a regular
file) and of its one-editor channel (which takes one short, strict message and drops the rest)."""

from __future__ import annotations

from .i18n import _


def settings_too_large(kilobytes: int) -> str:
    return _("it is larger than {kilobytes} KB").format(kilobytes=kilobytes)


def settings_not_json(error: object) -> str:
    return _("it is not JSON text ({error})").format(error=error)


def settings_not_an_object() -> str:
    return _("it holds no list of names and values")


def settings_bad_value(key: str) -> str:
    return _("the value of {key} is neither text, a number, true or false, nor a list of text or numbers").format(
        key=key)


def settings_set_aside(path: object, reason: object, kept: object) -> str:
    return _("The settings file {path} cannot be used ({reason}); it was set aside as {kept}, and gobenson "
             "starts with its default settings.").format(path=path, reason=reason, kept=kept)


def settings_stuck(path: object, reason: object, error: object) -> str:
    return _("The settings file {path} cannot be used ({reason}) and could not be set aside ({error}); "
             "gobenson starts with its default settings.").format(path=path, reason=reason, error=error)


def settings_unreadable(path: object, reason: object) -> str:
    return _("The settings file {path} cannot be read ({reason}); gobenson starts with its default settings "
             "and keeps none.").format(path=path, reason=reason)


def settings_not_kept(error: object) -> str:
    """A setting kept in memory only: ``error`` names the file and says why."""
    return _("Settings not kept: {error}").format(error=error)


def no_private_folder(folders: str) -> str:
    """The one-editor channel is off: this start neither hands its file over nor takes any."""
    return _("gobenson: no private folder for the one-editor channel (tried {folders}); this editor runs "
             "alone").format(folders=folders)


def message_dropped(reason: str) -> str:
    return _("gobenson: a message on the one-editor channel was dropped: {reason}").format(reason=reason)


def message_too_long(most: int) -> str:
    return _("it is longer than {most} bytes").format(most=most)


def message_malformed() -> str:
    return _("it is not one line of JSON holding a list of absolute file names")


def message_unfinished(seconds: int) -> str:
    return _("its line did not end within {seconds} s").format(seconds=seconds)
