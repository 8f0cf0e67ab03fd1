from diagnose.ingest.signatures import normalize, signature_of


def test_same_failure_in_two_jobs_has_the_same_id():
    a = signature_of("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 3 has 79.15 GiB")
    b = signature_of("torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 512.00 MiB. GPU 0 has 39.5 GiB")
    assert a.id == b.id


def test_volatile_tokens_are_masked():
    text = normalize("OSError: failed at 0x7f3a2b at /lustre/run7/ckpt.pt from 10.0.0.12:29500 pid=4412 "
                     "rank 17 at 2024-05-01T12:03:44 shape [8, 128]")
    for token in ("0x7f3a2b", "/lustre", "10.0.0.12", "4412", "17", "2024", "128"):
        assert token not in text
    for mask in ("<ADDR>", "<PATH>", "<IP>", "<PID>", "<RANK>", "<TIME>", "<SHAPE>"):
        assert mask in text


def test_identifying_codes_stay_literal():
    assert signature_of("NVRM: Xid (PCI:0000:2b:00): 79, GPU has fallen off the bus.").id != \
        signature_of("NVRM: Xid (PCI:0000:2b:00): 13, GPU has fallen off the bus.").id
    assert "[Errno 28]" in normalize("OSError: [Errno 28] No space left on device")
    assert "Signal 9 (SIGKILL)" in normalize("traceback : Signal 9 (SIGKILL) received by PID 14750")
    assert "exitcode : -9" in normalize("exitcode  : -9 (pid: 14750)")
    assert "ncclRemoteError" in normalize("ncclRemoteError: remote process exited 3")
    assert "Xid (<PCI>): 79" in normalize("NVRM: Xid (PCI:0000:2b:00): 79, pid=1, x")


# Found by tests/test_properties_lines.py.
def test_characters_of_the_placeholder_plane_are_text_not_placeholders():
    assert normalize("boom \U000f0000 \U0010ffff [Errno 2]") == "boom \ufffd \ufffd [Errno 2]"  # was IndexError


def test_a_signature_text_is_its_own_signature_past_the_length_cap():
    sig = signature_of("x" * 395 + " [Errno 28] No space left")
    assert sig.text == "x" * 395 and signature_of(sig.text) == sig  # cut at a word, not inside `[Errno 2`


def test_a_long_decimal_number_is_a_number_whatever_its_digits():
    assert signature_of("lost 1234567 samples").id == signature_of("lost 12345678 samples").id
    assert normalize("commit 3f2a9c1d0e") == "commit <HEX>"
