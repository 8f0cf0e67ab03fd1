"""The accuracy benchmark: labeled cases (diagnose.corpus) -> diagnose and baselines -> metrics -> reports.

Modules in data-flow order: baselines (exit-code and keyword-grep classifiers), metrics (pure scoring),
benchmark (run everything, score each split), floor (the CI gate), peer (side by side with gpualert on
its own corpus), report (Markdown/JSON files). The terminal tables are diagnose.cli.eval_tables.
"""
