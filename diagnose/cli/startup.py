"""The `diagnose` command's entry point: it imports the command line with the garbage collector paused.

Importing the CLI creates about a hundred thousand objects (modules, classes, compiled patterns) and none of them
is garbage, yet the collector would walk them several times while they are made: about 25 ms of every cold start,
which a post-mortem hook pays once per job.
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
    run_command()
