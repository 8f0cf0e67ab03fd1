"""Opens an HTML report in a real headless Chromium, offline, and records what the page did.

Debian's `chromium` package driven by Playwright through its executable path (`playwright install` cannot
download a browser here); see ../shared/notes/archive-stack.md, section 5. Used by the browser test and by
eval/bench_report.py for the screenshot.
"""

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# Without the background-networking flags Chromium itself tries to reach out, which would look like the page did.
_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
_LOCAL = ("file:", "data:", "about:", "blob:")
LAPTOP = {"width": 1366, "height": 768}


@dataclass
class PageLog:
    """What the page did while it was open: console errors, uncaught errors, requests that left the file."""

    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)


def chromium_path() -> str | None:
    """Debian's chromium, if installed (the real binary, without the shell wrapper's noise)."""
    real = Path("/usr/lib/chromium/chromium")
    return str(real) if real.is_file() else shutil.which("chromium")


def browser_available() -> bool:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return False
    return chromium_path() is not None


@contextmanager
def open_report(html: Path, viewport: dict[str, int] = LAPTOP) -> Iterator[tuple[Any, PageLog]]:
    """The loaded page (a Playwright Page) in an offline browser context, and its log."""
    from playwright.sync_api import sync_playwright

    log = PageLog()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), headless=True, args=_ARGS)
        try:
            context = browser.new_context(viewport=viewport, offline=True)
            page = context.new_page()
            page.on("console", lambda m: log.console_errors.append(m.text) if m.type == "error" else None)
            page.on("pageerror", lambda e: log.page_errors.append(str(e)))
            page.on("request", lambda r: None if r.url.startswith(_LOCAL) else log.requests.append(r.url))
            page.goto(html.resolve().as_uri(), wait_until="load")
            yield page, log
        finally:
            browser.close()


def screenshot(html: Path, png: Path, viewport: dict[str, int] = LAPTOP) -> PageLog:
    """A full-page screenshot of the report at laptop width."""
    with open_report(html, viewport) as (page, log):
        page.screenshot(path=str(png), full_page=True)
    return log
