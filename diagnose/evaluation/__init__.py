"""The accuracy benchmark: labeled cases -> diagnose and baselines -> metrics -> Markdown/JSON reports.

Modules in data-flow order: cases (load labeled_logs/), baselines (exit-code and keyword-grep
classifiers), metrics (pure scoring), benchmark (run everything, score each split, the floor gate),
peer (side by side with gpualert on its own corpus), report (Markdown/JSON files), render (terminal).
Nothing is imported here so that `python -m diagnose.evaluation.peer` runs the module only once.
"""
