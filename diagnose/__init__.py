"""diagnose: root-cause diagnosis of failed distributed GPU training jobs from their logs.

The subpackages follow the data flow; each imports only from the layers below it (a layers
contract in pyproject.toml, checked by `lint-imports` in the test suite):

    cli          the typer app, one module per command group; the only code that prints
    ops | evaluation   post-mortems, Slurm hook, supervisor, batch | the accuracy benchmark
    pipeline     Diagnoser (ingest -> tiers -> verdict -> recovery), its one factory, the contract JSON
    classify | recover  rules, tiers (rule, memory, learned, llm), the arbiter | recovery, Xids, checkpoints, history
    llm          model backends, compressed excerpts, prompts, the verdict cache, the embedded model
    store | corpus     the SQLite database and settings | labeled cases and their culprit lines
    ingest       log files -> prefilter -> scan -> attributed lines -> error events -> signatures
    records, taxonomy, errors, redact, injection   the frozen dataclasses passed between stages, the label set,
                 secrets masked and instructions recognised in log text
"""

__version__ = "0.1.0"
