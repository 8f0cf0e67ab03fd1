"""Options several command groups share."""

from pathlib import Path
from typing import Annotated, Optional

import typer

from diagnose.pipeline.factory import installed_tiers, parse_tiers
from diagnose.store.settings import default_data_dir

TiersOpt = Annotated[str, typer.Option("--tiers", help="Tiers to use, in order, from rule,memory,llm "
                                                        "(default: every installed tier).")]
RulesOpt = Annotated[Optional[Path], typer.Option("--rules", help="Rules folder (default: the bundled rules).")]
DbOpt = Annotated[Optional[Path], typer.Option("--db", help="History database (default: $DIAGNOSE_DB, a config "
                                                            "file's setting, or "
                                                            "~/.local/share/diagnose/diagnose.sqlite).")]
ConfigOpt = Annotated[Optional[Path], typer.Option("--config", help="TOML settings file (default "
                                                                    "$DIAGNOSE_CONFIG).")]


def rules_dir(rules: Path | None) -> Path:
    return rules or default_data_dir() / "rules"


def tiers_or_installed(value: str) -> tuple[str, ...]:
    return parse_tiers(value) or installed_tiers()
