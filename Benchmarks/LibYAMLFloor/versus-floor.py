#!/usr/bin/env python3
"""`routegen generate` as a whole process against the libyaml floor (yaml-load.c: a process that only loads the
manifest with libyaml), interleaved round by round so that a burst of load on a shared machine lands on every side.

    Benchmarks/LibYAMLFloor/versus-floor.py [--routes 10000] [--rounds 15] ROUTEGEN [ROUTEGEN...]

Writes the synthetic manifest (scripts/write-synthetic-manifest.py), compiles yaml-load.c, then runs, each round,
the floor and every ROUTEGEN once (the output file removed first, so the generator really writes). Prints, per
binary, the median wall time and CPU time (user + system) and the ratio to the floor: of the medians, and the
median of the per-round ratios. Several binaries (builds of other commits) are compared in the same rounds.
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))


def run(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--routes", type=int, default=10000)
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("routegen", nargs="+")
    options = parser.parse_args()
    work = tempfile.mkdtemp(prefix="routegen-floor-")
    manifest = os.path.join(work, "routes.yml")
    with open(manifest, "w") as file:
        subprocess.run([os.path.join(root, "scripts", "write-synthetic-manifest.py"), str(options.routes)],
                       stdout=file, check=True)
    floor = os.path.join(work, "yaml-load")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "yaml-0.1"], capture_output=True, text=True,
                           check=True).stdout.split()
    subprocess.run(["cc", "-O2", os.path.join(here, "yaml-load.c"), *flags, "-o", floor], check=True)
    output = os.path.join(work, "Routes.generated.swift")
    sides = [("libyaml load (floor)", [floor, manifest])]
    sides += [(path, [path, "generate", manifest, "--output", output]) for path in options.routegen]
    samples = {name: [] for name, _ in sides}
    for _ in range(1 + options.rounds):  # the first round warms the caches and is dropped
        for name, command in sides:
            if os.path.exists(output):
                os.remove(output)
            samples[name].append(run(command))
    samples = {name: values[1:] for name, values in samples.items()}
    with open("/proc/loadavg") as file:
        load = " ".join(file.read().split()[:3])
    print(f"{options.routes} routes, {options.rounds} rounds, load average at the end {load}")
    base = samples["libyaml load (floor)"]
    for name, values in samples.items():
        wall = statistics.median(v[0] for v in values)
        cpu = statistics.median(v[1] for v in values)
        line = f"{name}: wall {wall * 1000:.0f} ms (min {min(v[0] for v in values) * 1000:.0f}), CPU {cpu * 1000:.0f} ms"
        if values is not base:
            for index, label in [(0, "wall"), (1, "CPU")]:
                of_medians = statistics.median(v[index] for v in values) / statistics.median(b[index] for b in base)
                per_round = statistics.median(v[index] / max(b[index], 1e-6) for v, b in zip(values, base))
                line += f"; {label} / floor {of_medians:.2f}x (per round {per_round:.2f}x)"
        print(line)


if __name__ == "__main__":
    sys.exit(main())
