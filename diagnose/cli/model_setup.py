"""The embedded model's one-time assembly, announced: the first run copies and hashes 1.1 GB (tens of seconds)."""

from rich.console import Console
from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeRemainingColumn

from diagnose.llm.model_package import DEFAULT_MODEL, MODELS, EmbeddedModel, is_installed, is_ready, model_file
from diagnose.pipeline.factory import default_tiers
from diagnose.store.settings import LLMConfig, default_models_dir, resolve_config


def prepare_model(llm: LLMConfig | None, tiers: tuple[str, ...] | None, model: EmbeddedModel | None = None) -> None:
    """Assemble the embedded model now, with a line and a progress bar on stderr, when the LLM tier will need it
    and it was never assembled; otherwise do nothing (the tier itself finds the assembled file)."""
    config = llm or resolve_config()
    model = model or MODELS[DEFAULT_MODEL]
    folder = config.models_dir or default_models_dir()
    if "llm" not in (tiers or default_tiers(config)) or config.backend != "llama_cpp" or config.model_path \
            or not is_installed(model) or is_ready(model, folder):
        return
    console = Console(stderr=True)
    console.print(f"diagnose: assembling the embedded model {model.id} ({model.size / 1e9:.1f} GB) into {folder} "
                  "(first run only)", markup=False, highlight=False)
    columns = (TextColumn("{task.description}"), BarColumn(), DownloadColumn(), TimeRemainingColumn())
    with Progress(*columns, console=console, transient=True, disable=not console.is_terminal) as bar:
        task = bar.add_task("copying and verifying", total=None)
        model_file(model, folder, lambda done, total: bar.update(task, completed=done, total=total))
    console.print("diagnose: model ready", markup=False, highlight=False)
