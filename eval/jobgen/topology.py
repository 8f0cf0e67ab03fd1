"""Who and when: the job's hosts, ranks, pids, GPU buses and the time plan of its phases."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from eval.jobgen.spec import JobSpec

HERRING_WINDOW = 160.0  # seconds after Timeline.herring that survived noise may use (a dozen kinds)
GPU_BUSES = ("18", "2a", "3a", "5d", "9a", "ab", "ba", "db")  # PCI buses of an HGX H100 board


@dataclass(frozen=True)
class Topology:
    """Ranks, nodes and the ids that tie log lines to them."""

    ranks: int
    per_node: int
    hosts: tuple[str, ...]
    job_id: int
    base_pid: int
    subnet: int

    @property
    def nodes(self) -> int:
        return len(self.hosts)

    def node_of(self, rank: int) -> int:
        return rank // self.per_node

    def host_of(self, rank: int) -> str:
        return self.hosts[self.node_of(rank)]

    def local(self, rank: int) -> int:
        return rank % self.per_node

    def ranks_on(self, node: int) -> range:
        return range(node * self.per_node, min(self.ranks, (node + 1) * self.per_node))

    def pid(self, rank: int) -> int:
        return self.base_pid + 17 * rank

    def agent_pid(self, node: int) -> int:
        return self.base_pid - 211 + 3 * node

    def ip(self, node: int) -> str:
        return f"10.{self.subnet}.{node // 250}.{node % 250 + 2}"

    def bus(self, rank: int) -> str:
        local = self.local(rank)
        return GPU_BUSES[local] if local < len(GPU_BUSES) else f"{(0x21 + 0x13 * local) % 0xf0:02x}"


@dataclass(frozen=True)
class Timeline:
    """Epoch seconds of the job's phases; the root cause happens at `fail`."""

    start: float
    train: float
    herring: float
    fail: float
    boot: float  # kernel boot, for dmesg's seconds-since-boot stamps
    sec_per_iter: float
    first_iter: int
    nccl_timeout: float

    @property
    def resume(self) -> float:
        return self.herring + HERRING_WINDOW


def make_hosts(rng: random.Random, nodes: int) -> tuple[str, ...]:
    first, scheme = rng.randint(1, 60), rng.randrange(4)
    if scheme == 0:
        return tuple(f"gpu-node-{first + i:02d}" for i in range(nodes))
    if scheme == 1:
        return tuple(f"dgx-h100-{first + i:03d}" for i in range(nodes))
    if scheme == 2:
        return tuple(f"node-{letters(i)}" for i in range(nodes))
    return tuple(f"ip-10-42-{first + i // 200}-{i % 200 + 10}" for i in range(nodes))


def letters(index: int) -> str:
    """a, b, ..., z, aa, ab, ... (spreadsheet-style names for nodes)."""
    text, index = "", index + 1
    while index:
        index, rem = divmod(index - 1, 26)
        text = chr(97 + rem) + text
    return text


def make_timeline(spec: JobSpec, rng: random.Random, pad_lines: int) -> Timeline:
    """The job's phase times, long enough for the planned number of progress lines."""
    start = 1704067200.0 + rng.randrange(300) * 86400 + rng.uniform(0, 86400)  # some day of 2024
    sec_per_iter = rng.uniform(0.8, 4.0)
    # Long enough that each progress line is its own iteration.
    span = max(rng.uniform(1800, 6 * 3600), pad_lines * sec_per_iter * 1.3)
    train = start + rng.uniform(90, 300)  # after every startup line (the last come about 65 s in)
    fail = train + span
    if spec.scenario == "time_limit":  # wall-clock limits are whole hours
        fail = start + math.ceil((fail - start) / 3600) * 3600
    herring = train + (fail - train - HERRING_WINDOW) * rng.uniform(0.2, 0.45)
    first_iter = rng.choice((0, 1000 * rng.randint(1, 80)))
    boot = start - rng.uniform(2e4, 3e6)
    # The root cause's line is written a second after `fail` (eval/jobgen/embed.py); the whole job moves with it.
    shift = 0.0 if spec.fail_at is None else spec.fail_at - 1.0 - fail
    return Timeline(start + shift, train + shift, herring + shift, fail + shift, boot + shift, sec_per_iter, first_iter,
                    rng.choice((600.0, 1800.0, 1800.0)))
