import gzip
import json
import os
import subprocess
import sys

from tests.conftest import write

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
