"""The `diagnose` command's entry point, which keeps the garbage collector out of a short process's way.

Importing the CLI creates about a hundred thousand objects (modules, classes, compiled patterns) and none of them
is garbage, yet the collector would walk them several times while they are made: about 25 ms of every cold start,
which a post-mortem hook pays once per job. At exit, the interpreter's last collection would walk every object the
command made, about 50 ms more, to free memory nobody will use.
"""

import gc


def main() -> None:
    """Entry point of the `diagnose` command (and of `python -m diagnose`)."""
    gc.disable()
    try:
        from diagnose.cli.app import main as run_command
    finally:
        gc.freeze()  # what the imports made lives as long as the process: no later collection needs to walk it
        gc.enable()
    try:
        run_command()
    finally:
        gc.freeze()  # the process ends here: its last collection leaves frozen objects out
