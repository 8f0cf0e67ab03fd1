import pytest

from diagnose.recover import xid
from diagnose.recover.xid import find_xid


@pytest.mark.parametrize("line, code, action, bus", [
    ("NVRM: Xid (PCI:0000:2b:00): 79, pid=1101234, name=nvc:[driver], GPU has fallen off the bus.", 79,
     xid.RESTART_BM, "0000:2b:00.0"),
    ("[  612.4] NVRM: Xid (PCI:0000:07:00): 48, pid='<unknown>', name=<unknown>, An uncorrectable double bit error",
     48, xid.RESET_GPU, "0000:07:00.0"),
    ("NVRM: Xid (PCI:0000:01:00 GPU-I:05): 94, pid=7194, Contained: CE User Channel (0x9).", 94, xid.RESTART_APP,
     "0000:01:00.0"),
    ("NVRM: Xid (0000:01:00): 31, Ch 0000000b, engmask 00000120, intr 10000000", 31, xid.RESTART_APP, "0000:01:00.0"),
    ("May 18 19:02:39 gpu-12 kernel: NVRM: Xid (PCI:0000:91:00.0): 13, Graphics Exception", 13, xid.RESTART_APP,
     "0000:91:00.0"),
    ("NVRM: Xid (PCI:0000:10:1c): 63, pid=1896, Row Remapper: New row marked for remapping", 63, xid.IGNORE,
     "0000:10:1c.0"),
    ("NVRM: Xid (PCI:0003:00:00): 74, pid='<unknown>', NVLink: fatal error detected on link 14", 74, xid.RESET_GPU,
     "0003:00:00.0"),
    ("XID 64 Dynamic Page Retirement: Fatal error, unable to retire page (0x3fb89c)", 64, xid.RESET_GPU, None),
    ("Detected XID 79 for GPU 3", 79, xid.RESTART_BM, None),
    ("XidCriticalError: Xid=48 on Device=GPU-5c1e8f2a-7d3b; marking device as unhealthy.", 48, xid.RESET_GPU, None),
])
def test_codes_map_to_nvidias_immediate_action(line, code, action, bus):
    hit = find_xid(line)
    assert (hit.code, hit.row.action, hit.bus) == (code, action, bus)


def test_xid_154_carries_its_own_action():
    reboot = find_xid("NVRM: Xid (PCI:0000:01:00): 154, GPU recovery action changed from 0x0 (None) to 0x2 "
                      "(Node Reboot Required)")
    reset = find_xid("NVRM: Xid (PCI:0008:01:00): 154, GPU recovery action changed from 0x0 (None) to 0x1 "
                     "(GPU Reset Required)")
    assert reboot.row.action == xid.RESTART_BM and reset.row.action == xid.RESET_GPU


def test_no_xid_or_unlisted_code():
    assert find_xid("RuntimeError: CUDA error: unspecified launch failure") is None
    assert find_xid("NVRM: Xid (PCI:0000:01:00): 999, something") is None
    assert find_xid("NVRM: Xid (PCI:0000:01:00): 154, GPU recovery action changed from 0x2 (x) to 0x0 (None)") \
        .row.action == xid.IGNORE


def test_application_level_xids_never_reset_or_reboot():
    for code in (13, 31, 43, 45, 68, 69, 94, 137):
        assert xid.CATALOG[code].action in (xid.IGNORE, xid.RESTART_APP), code
