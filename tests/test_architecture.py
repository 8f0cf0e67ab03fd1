"""The stages import only downward: the layers contract in pyproject.toml, checked by import-linter."""

import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def lint_imports(root: Path) -> subprocess.CompletedProcess:
    # import-linter reads [tool.importlinter] from the working directory and imports the package from it.
    return subprocess.run([sys.executable, "-c", "import sys; from importlinter.cli import lint_imports_command; "
                           "sys.exit(lint_imports_command())"], cwd=root, env={"PYTHONPATH": str(root)},
                          capture_output=True, text=True, timeout=300)


def test_the_layers_contract_is_kept() -> None:
    result = lint_imports(REPO)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 kept, 0 broken" in result.stdout


def test_a_back_arrow_breaks_the_contract(tmp_path: Path) -> None:
    shutil.copytree(REPO / "diagnose", tmp_path / "diagnose", ignore=shutil.ignore_patterns("__pycache__", "_data"))
    shutil.copy(REPO / "pyproject.toml", tmp_path)
    scan = tmp_path / "diagnose" / "ingest" / "scan.py"
    scan.write_text(scan.read_text() + "\nfrom diagnose.evaluation import benchmark  # noqa: E402,F401\n")
    result = lint_imports(tmp_path)
    assert result.returncode != 0
    assert "BROKEN" in result.stdout and "diagnose.ingest.scan -> diagnose.evaluation.benchmark" in result.stdout
