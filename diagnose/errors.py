"""Errors the library raises; the CLI turns them into one-line messages."""


class DiagnoseError(Exception):
    """Base class: something the user can act on, with the file and line it is about."""


class InputError(DiagnoseError):
    """The job's logs cannot be read at all (missing path, permission denied)."""


class RuleError(DiagnoseError):
    """A rule file is invalid; the message names the file and line."""
