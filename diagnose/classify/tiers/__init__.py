"""Classification tiers: each turns a scanned job's events into findings, or abstains."""
