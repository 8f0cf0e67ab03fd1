"""The HTML report in a real headless Chromium (Debian's chromium driven by Playwright), offline.

scripts/test.sh installs both (chromium with apt-get when root, playwright from the dev extra); elsewhere
the test is skipped. The screenshot is kept in tests/artifacts/report-screenshot.png.
"""

import sqlite3
from pathlib import Path

import pytest

from diagnose.ops.accounting import read_job_records
from diagnose.ops.report import build_report
from diagnose.ops.report_render import render
from diagnose.ops.report_store import join_jobs, read_store
from eval.report_browser import LAPTOP, browser_available, open_report
from tests.report_helpers import EXPECTED_GPU_HOURS, make_store

ARTIFACTS = Path(__file__).parent / "artifacts"

pytestmark = pytest.mark.skipif(not browser_available(), reason="needs Debian's chromium and playwright")


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The report's HTML file and the store it was made from."""
    folder = tmp_path_factory.mktemp("report")
    store, files = make_store(folder)
    html = folder / "report.html"
    html.write_text(render(build_report(str(store), join_jobs(read_store(store), read_job_records(files))), "html"))
    return html, store


@pytest.fixture(scope="module")
def opened(store):
    """One browser for the module: the loaded page and what it did."""
    with open_report(store[0], LAPTOP) as (page, log):
        yield page, log


def _cells(page, selector: str) -> list[str]:
    return [t.strip() for t in page.locator(selector).all_inner_texts()]


def test_the_page_opens_offline_without_errors_or_requests_and_fits_a_laptop(opened) -> None:
    page, log = opened
    ARTIFACTS.mkdir(exist_ok=True)
    assert page.title().startswith("diagnose: failure report")
    assert page.evaluate("document.documentElement.scrollWidth") <= LAPTOP["width"]  # no sideways scrolling
    page.screenshot(path=str(ARTIFACTS / "report-screenshot.png"), full_page=True)
    assert log.console_errors == [] and log.page_errors == [] and log.requests == []


def test_the_charts_are_drawn(opened) -> None:
    page, _ = opened
    assert page.locator("#chart-gpu-hours svg").count() == 1 and page.locator("#chart-timeline svg").count() == 1
    bar = page.locator("#chart-gpu-hours svg g#bar-gpu_hardware rect").bounding_box()
    oom = page.locator("#chart-gpu-hours svg g#bar-cuda_oom rect").bounding_box()
    assert bar["width"] > oom["width"] > 0  # 36 GPU-h against 16
    assert page.locator("#chart-timeline g#time-infrastructure rect").count() == 3  # three days with one each
    assert "36.0 GPU-h, 2 jobs" in page.locator("#bar-gpu_hardware title").text_content()


def test_the_table_numbers_equal_the_store(store, opened) -> None:
    page, _ = opened
    db = sqlite3.connect(store[1])
    counted = dict(db.execute("SELECT type, COUNT(*) FROM results WHERE status = 'done' GROUP BY type"))
    counted["not_read"] = db.execute("SELECT COUNT(*) FROM results WHERE status = 'error'").fetchone()[0]
    total = db.execute("SELECT COUNT(*) FROM results").fetchone()[0]
    db.close()
    for type_, jobs in counted.items():
        row = f"#table3 tr.typerow[data-type='{type_}']"
        assert _cells(page, f"{row} td.jobs") == [f"{jobs:,}"]
        assert _cells(page, f"{row} td.share-jobs") == [f"{100 * jobs / total:.1f}%"]
        assert _cells(page, f"{row} td.gpu-hours") == [f"{EXPECTED_GPU_HOURS[type_]:,.1f}"]
    assert _cells(page, "#table3 tr.total td.jobs") == [f"{total:,}"]
    assert _cells(page, "#table3 tr.total td.gpu-hours") == ["58.5"]
    assert _cells(page, "#table3 tr.typerow[data-type='code_bug'] td.median-ttf") == ["1.0 h"]
    assert _cells(page, "#nodes-table td code") == ["n2"]
