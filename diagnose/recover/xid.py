"""NVIDIA Xid codes and the immediate action NVIDIA's Xid catalog gives for each.

Source: the "Resolution Bucket (Immediate Action)" column of NVIDIA's Xid catalog
(docs.nvidia.com/deploy/xid-errors/analyzing-xid-catalog.html), as NVIDIA's NVSentinel ships it
(xiderrorsmapping.csv). The workflows (48, 74, 144-150) are resolved to the action their first step
takes. Only the codes a training job meets are listed; an unlisted code gets no Xid-specific advice.
"""

import re
from dataclasses import dataclass

# NVIDIA's immediate actions, from least to most disruptive.
IGNORE = "IGNORE"  # informational; never a cause on its own
RESTART_APP = "RESTART_APP"  # application-level: restart the program, the GPU and node stay in service
RESET_GPU = "RESET_GPU"  # drain the node's jobs, reset the GPU (nvidia-smi -r), return it to service
RESTART_BM = "RESTART_BM"  # restart bare metal: drain and reboot the node


@dataclass(frozen=True, slots=True)
class XidAction:
    """One catalog row: the code, NVIDIA's mnemonic and the immediate action."""

    code: int
    mnemonic: str
    action: str  # IGNORE | RESTART_APP | RESET_GPU | RESTART_BM
    note: str = ""  # what the catalog's workflow adds to the action


_ROWS = (
    (8, "FIFO_ERROR_IDLE_TIMEOUT", RESTART_APP, ""),
    (13, "GR_EXCEPTION", RESTART_APP, "graphics engine exception, usually the program's own fault"),
    (31, "FIFO_ERROR_MMU_ERR_FLT", RESTART_APP, "GPU memory page fault: an illegal address in the program"),
    (32, "PBDMA_ERROR", RESTART_APP, ""),
    (43, "RESETCHANNEL_VERIF_ERROR", IGNORE, "the GPU stopped the channel after an application error"),
    (45, "PREEMPTIVE_REMOVAL", IGNORE, "cleanup after another error; act on that one"),
    (46, "GPU_TIMEOUT_ERROR", RESET_GPU, ""),
    (48, "GPU_ECC_DBE", RESET_GPU, "with Xid 63/64 drain before the reset; run field diagnostics if it recurs"),
    (61, "PMU_BREAKPOINT", RESET_GPU, "NVIDIA asks for an issue report (nvidia-bug-report.sh)"),
    (62, "PMU_HALT_ERROR", RESET_GPU, ""),
    (63, "INFOROM_DRAM_RETIREMENT_EVENT", IGNORE, "a row remap is pending until the next GPU reset"),
    (64, "INFOROM_DRAM_RETIREMENT_FAILURE", RESET_GPU, ""),
    (68, "NVDEC0_ERROR", RESTART_APP, ""),
    (69, "GR_CLASS_ERROR", RESTART_APP, ""),
    (74, "NVLINK_ERROR", RESET_GPU, "decode the NVLink error words; reseat or run diagnostics if it recurs"),
    (79, "GPU_HAS_FALLEN_OFF_THE_BUS", RESTART_BM, "report the GPU issue if it recurs"),
    (92, "EXCESSIVE_SBE_INTERRUPTS", IGNORE, "early warning of memory errors"),
    (94, "CONTAINED_ERROR", RESTART_APP, "contained ECC error: the GPU stays usable"),
    (95, "UNCONTAINED_ERROR", RESET_GPU, ""),
    (109, "CTXSW_TIMEOUT_ERROR", RESET_GPU, ""),
    (110, "SEC_FAULT_ERROR", RESET_GPU, ""),
    (119, "GSP_RPC_TIMEOUT", RESET_GPU, ""),
    (120, "GSP_ERROR", RESET_GPU, ""),
    (136, "ALI_TRAINING_FAIL", RESET_GPU, ""),
    (137, "NVLINK_FLA_PRIV_ERR", IGNORE, "an illegal peer access by the program, not an NVLink fault"),
    (140, "UNRECOVERABLE_ECC_ERROR_ESCAPE", RESET_GPU, ""),
    (143, "GPU_INIT_ERROR", RESET_GPU, ""),
    *((code, "NVLINK5_ERROR", RESET_GPU, "decode intrInfo; reseat or run diagnostics if it recurs")
      for code in range(144, 151)),
    (155, "NVLINK_SW_DEFINED_ERROR", RESET_GPU, ""),
    (156, "RESOURCE_RETIREMENT_EVENT", RESET_GPU, ""),
    (158, "GPU_FATAL_TIMEOUT", RESET_GPU, ""),
)
CATALOG: dict[int, XidAction] = {code: XidAction(code, name, action, note) for code, name, action, note in _ROWS}

# Xid 154 carries the action itself (NVML nvmlDeviceGpuRecoveryAction_t): 1 GPU reset, 2 node reboot,
# 3 drain P2P, 4 drain and reset, 6 bus reset, 7 system reboot.
_RECOVERY_154 = {0: IGNORE, 1: RESET_GPU, 2: RESTART_BM, 3: RESET_GPU, 4: RESET_GPU, 6: RESET_GPU, 7: RESTART_BM}

_XID = re.compile(r"\bXid \((?:PCI:)?(?P<bus>[0-9a-fA-F]{4,8}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}(?:\.[0-7])?)?"
                  r"[^)]*\): (?P<code>\d{1,3}),")
# DCGM's "Detected XID 79 for GPU 3", the page-retirement doc's "XID 63 Dynamic Page Retirement" and the Kubernetes
# device plugin's "XidCriticalError: Xid=79 on Device=GPU-...": no bus id
_OTHER_FORMS = re.compile(r"\bXID (?P<code>\d{1,3}) |\bXid=(?P<code2>\d{1,3}) on Device=")
_TO_154 = re.compile(r"recovery action changed from 0x[0-9a-fA-F]+ \([^)]*\) to 0x(?P<to>[0-9a-fA-F]+)")


@dataclass(frozen=True, slots=True)
class XidHit:
    """An Xid found in a log line: the catalog row that applies and the GPU's PCI bus id, if given."""

    code: int
    row: XidAction
    bus: str | None  # domain:bus:device.function, usable as `nvidia-smi -i`


def find_xid(text: str) -> XidHit | None:
    """The Xid a kernel line reports, with NVIDIA's immediate action; None when none is listed."""
    m = _XID.search(text) or _OTHER_FORMS.search(text)
    if not m:
        return None
    code = int(m.group("code") or m.group("code2"))
    bus = m.groupdict().get("bus")
    if bus and "." not in bus:
        bus += ".0"  # the kernel prints bus:device; nvidia-smi wants the function too
    row = _row_154(text) if code == 154 else CATALOG.get(code)
    return XidHit(code, row, bus) if row else None


def _row_154(text: str) -> XidAction | None:
    m = _TO_154.search(text)
    action = _RECOVERY_154.get(int(m.group("to"), 16)) if m else None
    return XidAction(154, "GPU_RECOVERY_ACTION_CHANGED", action, "the driver names the action") if action else None
