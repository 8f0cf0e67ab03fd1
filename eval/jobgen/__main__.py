"""Runs the generator's command line: python -m eval.jobgen [suite] ..."""

import sys

from eval.jobgen.cli import main

if __name__ == "__main__":
    sys.exit(main())
