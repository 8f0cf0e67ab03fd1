import gzip
import importlib.util
import json
import os
import sqlite3
import subprocess
import sys
import time

from tests.conftest import REPO, write

JOB_TEXT = """[2024-05-01 12:00:00,000] INFO start
Traceback (most recent call last):
  File "train.py", line 3, in <module>
    main()
torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. token=hf_abcdefghijklmnopqrstuvwxyz0123456789
"""
TRACEBACK = 'Traceback (most recent call last):\n  File "train.py", line 3, in <module>\n    step()\n'
CONTRACT_KEYS = {"schema", "job", "path", "verdict", "root_cause", "signature", "evidence", "cascade", "recovery"}


def run(*args, stdin=None, rules=None):
    cmd = [sys.executable, "-m", "diagnose", *args] + (["--rules", str(rules)] if rules else [])
    return subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=120)


def test_json_follows_the_contract_and_redacts_secrets(tmp_path, mini_rules):
    write(tmp_path / "job7" / "rank-3.log", JOB_TEXT, compress=True)
    write(tmp_path / "job7" / "rank-4.log", "[rank4]: Watchdog caught collective operation timeout\n")
    out = run(str(tmp_path / "job7"), "--json", rules=mini_rules)
    assert out.returncode == 0, out.stderr
    d = json.loads(out.stdout)
    assert CONTRACT_KEYS <= set(d) and d["schema"] == "diagnose/1" and d["job"] == "job7"
    assert d["verdict"]["type"] == "cuda_oom" and d["verdict"]["rule"] == "t-oom" and d["verdict"]["tier"] == "rule"
    assert d["root_cause"]["file"] == "rank-3.log.gz" and d["root_cause"]["line"] == 5 and d["root_cause"]["rank"] == 3
    assert d["cascade"][0]["type"] == "nccl_timeout" and d["recovery"]["retry"] is False
    assert "hf_abcdefghijklmnop" not in out.stdout and "[REDACTED:HF_TOKEN]" in out.stdout


def test_terminal_report_names_verdict_and_decisive_line(tmp_path, mini_rules):
    write(tmp_path / "job" / "rank-3.log", JOB_TEXT)
    out = run(str(tmp_path / "job"), rules=mini_rules)
    assert out.returncode == 0 and "cuda_oom" in out.stdout and "rank-3.log:5" in out.stdout


def test_stdin_is_a_job(mini_rules):
    out = run("-", "--json", stdin=JOB_TEXT, rules=mini_rules)
    assert json.loads(out.stdout)["verdict"]["type"] == "cuda_oom"


def test_missing_path_is_one_line_and_exit_2():
    out = run("/no/such/job", "--json")
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.strip().count("\n") == 0 and "no such file" in out.stderr


def test_unknown_tier_is_refused_with_one_line():
    out = run("/tmp", "--tiers", "rule,oracle")
    assert out.returncode == 2 and "unknown tier 'oracle'" in out.stderr and "Traceback" not in out.stderr


def test_bad_input_still_gives_a_diagnosis_with_notes(tmp_path, mini_rules):
    job = tmp_path / "job"
    write(job / "rank-3.log", JOB_TEXT)
    (job / "core.bin").write_bytes(b"\x00\x01" * 5000)
    (job / "broken.log.gz").write_bytes(gzip.compress("".join(f"ERROR half {i}\n" for i in range(5000)).encode())[:-100])
    (job / "latin1.log").write_bytes(b"ERROR caf\xe9 \xff\xfe\n")
    os.symlink(job, job / "loop")
    out = run(str(job), "--json", rules=mini_rules)
    assert out.returncode == 0 and "Traceback" not in out.stderr
    notes = " ".join(json.loads(out.stdout)["notes"])
    for expected in ("binary", "truncated", "symlink loop", "invalid UTF-8"):
        assert expected in notes


def test_empty_folder_is_unknown(tmp_path, mini_rules):
    out = run(str(tmp_path), "--json", rules=mini_rules)
    d = json.loads(out.stdout)
    assert out.returncode == 0 and d["verdict"]["type"] == "unknown" and "no log files found" in d["notes"]


def test_batch_prints_one_json_line_per_job(tmp_path, mini_rules):
    write(tmp_path / "a" / "rank-1.log", JOB_TEXT)
    write(tmp_path / "b.log", "NVRM: Xid (PCI:0000:2b:00): 79, GPU has fallen off the bus.\n")
    (tmp_path / "c").mkdir()
    out = run("batch", str(tmp_path), "--jsonl", "--workers", "2", rules=mini_rules)
    assert out.returncode == 0, out.stderr
    rows = [json.loads(line) for line in out.stdout.splitlines()]
    assert sorted((r["job"], r["verdict"]["type"]) for r in rows) == [("a", "cuda_oom"), ("b.log", "gpu_hardware"),
                                                                       ("c", "unknown")]


def test_confirmed_verdicts_decide_similar_jobs_through_the_memory_tier(tmp_path, mini_rules):
    db = tmp_path / "history.sqlite"
    write(tmp_path / "job1" / "rank-0.log", TRACEBACK + "FluxCapacitorFault: coil 7 desynchronised at 0x7f001\n")
    write(tmp_path / "job2" / "rank-5.log", TRACEBACK + "FluxCapacitorFault: coil 3 desynchronised at 0x8e002\n")
    first = json.loads(run(str(tmp_path / "job1"), "--json", "--tiers", "rule,memory", rules=mini_rules).stdout)
    assert first["verdict"]["type"] == "unknown" and not db.exists()  # diagnosing alone writes no history
    confirm = run("confirm", str(tmp_path / "job1"), "code_bug", "--db", str(db), rules=mini_rules)
    assert confirm.returncode == 0, confirm.stderr
    second = json.loads(run(str(tmp_path / "job2"), "--json", "--tiers", "rule,memory", "--db", str(db),
                            rules=mini_rules).stdout)
    assert (second["verdict"]["type"], second["verdict"]["tier"]) == ("code_bug", "memory")
    assert second["root_cause"]["file"] == "rank-5.log" and second["root_cause"]["line"] == 4
    assert second["root_cause"]["rank"] == 5
    rules_only = json.loads(run(str(tmp_path / "job2"), "--json", "--tiers", "rule", "--db", str(db),
                                rules=mini_rules).stdout)
    assert rules_only["verdict"]["type"] == "unknown"


def test_confirm_refuses_an_unknown_type(tmp_path, mini_rules):
    write(tmp_path / "job1" / "rank-0.log", "FluxCapacitorFault: coil 7\n")
    out = run("confirm", str(tmp_path / "job1"), "gremlins", "--db", str(tmp_path / "h.sqlite"), rules=mini_rules)
    assert out.returncode == 2 and "unknown failure type 'gremlins'" in out.stderr


def test_the_rules_path_imports_no_model_fuzzy_matching_or_other_command(tmp_path, mini_rules):
    write(tmp_path / "job" / "rank-3.log", JOB_TEXT)
    code = ("import sys\nfrom diagnose.cli.app import main\n"
            f"sys.argv = ['diagnose', {str(tmp_path / 'job')!r}, '--tiers', 'rule', '--json', '--rules', "
            f"{str(mini_rules)!r}]\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "heavy = ('sklearn', 'llama_cpp', 'rapidfuzz', 'torch', 'transformers', 'yaml', 'rich', 'diagnose.llm', "
            "'diagnose.classify.tiers.memory', 'diagnose.classify.tiers.llm', 'diagnose.evaluation', "
            "'diagnose.ops.hook', 'diagnose.cli.batch')\n"
            "print(sorted(m for m in sys.modules if m.startswith(heavy)), file=sys.stderr)\n")
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120) for _ in "12"]
    assert json.loads(runs[1].stdout)["verdict"]["type"] == "cuda_oom", runs[1].stderr
    assert runs[1].stderr.strip() == "[]"  # not even yaml: the rules come from the cache (the first run filled it)
def test_the_operators_confirmation_outranks_the_rule_for_that_signature(tmp_path, mini_rules):
    db = tmp_path / "h.sqlite"
    write(tmp_path / "job1" / "rank-0.log", TRACEBACK + "RuntimeError: CUDA out of memory while the loader leaked\n")
    write(tmp_path / "job2" / "rank-2.log", TRACEBACK + "RuntimeError: CUDA out of memory while the loader leaked\n")
    before = json.loads(run(str(tmp_path / "job2"), "--json", "--tiers", "rule,memory", "--no-record",
                            rules=mini_rules).stdout)
    assert (before["verdict"]["type"], before["verdict"]["tier"]) == ("cuda_oom", "rule")
    confirm = run("confirm", str(tmp_path / "job1"), "dataset_error", "--db", str(db), "--note", "loader bug",
                  rules=mini_rules)
    assert confirm.returncode == 0, confirm.stderr
    after = json.loads(run(str(tmp_path / "job2"), "--json", "--tiers", "rule,memory", "--db", str(db), "--no-record",
                           rules=mini_rules).stdout)
    v = after["verdict"]
    assert (v["type"], v["tier"], v["rule"], v["confirmed_by"]) == ("dataset_error", "memory", None, "job1")
    assert "operator's verdict" in v["summary"] and "outranks rule t-oom (cuda_oom)" in v["summary"]
    assert (after["root_cause"]["file"], after["root_cause"]["line"]) == ("rank-2.log", 4)
    report = run(str(tmp_path / "job2"), "--tiers", "rule,memory", "--db", str(db), "--no-record", rules=mini_rules)
    assert "operator's confirmation on job1" in report.stdout
    rules_only = json.loads(run(str(tmp_path / "job2"), "--json", "--tiers", "rule", "--db", str(db), "--no-record",
                                rules=mini_rules).stdout)
    assert rules_only["verdict"]["type"] == "cuda_oom"


def test_a_locked_history_costs_seconds_and_only_a_note(tmp_path, mini_rules):
    db = tmp_path / "h.sqlite"
    write(tmp_path / "job" / "rank-3.log", JOB_TEXT)
    assert run(str(tmp_path / "job"), "--db", str(db), rules=mini_rules).returncode == 0  # creates the history
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        start = time.monotonic()
        out = run(str(tmp_path / "job"), "--json", "--db", str(db), rules=mini_rules)
        seconds = time.monotonic() - start
    finally:
        holder.close()
    assert out.returncode == 0 and json.loads(out.stdout)["verdict"]["type"] == "cuda_oom"
    assert "history is busy" in " ".join(json.loads(out.stdout)["notes"]) and "history is busy" in out.stderr
    assert seconds < 15  # two 2 s waits (confirmations, then the history itself) and the start-up


def test_version_and_short_help():
    assert run("--version").stdout.startswith("diagnose ")
    assert "Usage: diagnose" in run("-h").stdout and "--workers" in run("job", "-h").stdout


def test_workers_and_tiers_are_validated_with_one_clear_error(tmp_path):
    for args, message in ((("--workers", "0"), "0 is not in 1.."), (("--workers", "-1"), "-1 is not in 1.."),
                          (("--workers", "100000"), "is not in 1.."), (("--tiers", ""), "names an empty tier"),
                          (("--tiers", "rule,rule"), "named twice")):
        for command in ([str(tmp_path)], ["batch", str(tmp_path)]):
            out = run(*command, *args)
            assert out.returncode == 2 and message in out.stderr and "Traceback" not in out.stderr, (args, out.stderr)


def test_a_folder_named_like_a_command_gets_a_hint(tmp_path, mini_rules):
    write(tmp_path / "job" / "rank-0.log", JOB_TEXT)
    out = subprocess.run([sys.executable, "-m", "diagnose", "job"], cwd=tmp_path, capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(REPO)})
    assert out.returncode == 2 and "write: diagnose ./job" in out.stderr
    ok = subprocess.run([sys.executable, "-m", "diagnose", "./job", "--json", "--rules", str(mini_rules)],
                        cwd=tmp_path, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(REPO)})
    assert json.loads(ok.stdout)["verdict"]["type"] == "cuda_oom"


def test_piped_recovery_commands_are_never_wrapped(tmp_path, mini_rules):
    write(tmp_path / "job" / "rank-3.log", JOB_TEXT)
    d = json.loads(run(str(tmp_path / "job"), "--json", "--no-record", rules=mini_rules).stdout)
    report = run(str(tmp_path / "job"), "--no-record", rules=mini_rules).stdout  # a pipe: rich assumes 80 columns
    assert d["recovery"]["commands"] and all(f"  $ {c}\n" in report for c in d["recovery"]["commands"])
    assert any(len(c) > 80 for c in d["recovery"]["commands"])


def test_rules_suggest_without_scikit_learn_names_the_extra(tmp_path, monkeypatch):
    from typer.testing import CliRunner

    from diagnose.cli.app import app
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "sklearn" else real(name, *a))
    result = CliRunner().invoke(app, ["rules", "suggest", str(tmp_path / "b.jsonl"), "--out", str(tmp_path / "r.yaml")])
    assert result.exit_code == 2 and "pip install 'diagnose[suggest]'" in result.output
