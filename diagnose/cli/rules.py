"""`diagnose rules …`: draft new rules from the unknown failures of a batch."""

import importlib.util
from pathlib import Path
from typing import Annotated, Optional

import typer

from diagnose.cli.failures import one_line_errors
from diagnose.cli.model_setup import prepare_model
from diagnose.cli.options import ConfigOpt, RulesOpt, rules_dir
from diagnose.errors import DiagnoseError
from diagnose.store.settings import resolve_config

rules_app = typer.Typer(no_args_is_help=True, help="Rules: draft new ones from unknown failures.")


@rules_app.command("suggest")
def rules_suggest_command(
    batch: Annotated[Path, typer.Argument(help="The output of `diagnose batch --jsonl`.")],
    out: Annotated[Path, typer.Option(help="The review file to write (never inside the rules folder).")],
    max_clusters: Annotated[Optional[int], typer.Option(help="Draft rules for at most this many clusters.")] = None,
    config: ConfigOpt = None,
    rules: RulesOpt = None,
) -> None:
    """Cluster the unknown failures of a batch, let the model draft a rule per cluster, keep the drafts that
    match their cluster and no labeled case of another type, and write them for review."""
    with one_line_errors():
        if importlib.util.find_spec("sklearn") is None:
            raise DiagnoseError("rules suggest clusters with scikit-learn, which is not installed: "
                                "pip install 'diagnose[suggest]' (./scripts/setup.sh installs it)")
        from diagnose.ops.suggest import suggest_and_write

        prepare_model(resolve_config(config_file=config), ("llm",))
        result = suggest_and_write(batch, out, config=config, rules_dir=rules_dir(rules), max_clusters=max_clusters)
    typer.echo(f"{len(result.accepted)} draft rules written to {out} for review; {len(result.rejected)} rejected")
