#!/usr/bin/env python3
"""Writes the synthetic manifest of N routes to standard output, byte for byte the text of the benchmarks'
`SyntheticManifest.yaml(routeCount: N)` (Benchmarks/Sources/BenchmarkSupport/SyntheticManifest.swift): three in four
routes external, six route shapes (static paths, int / string / enum / uuid placeholders, optionals, arrays,
defaults, an internal extra), two enums, summaries. Deterministic: the same N gives the same bytes, so an
instruction count measured on it can be compared with a recorded one.

    scripts/write-synthetic-manifest.py 10000 > routes.yml
"""
import sys

SHAPES = [
    ["    path: /s{i}/item/<int:id>", "    extras: { id: Int, note: String? }"],
    ["    path: /s{i}/<name>/detail", "    extras: { ref: String?, tags: [String] }"],
    ["    path: /s{i}/<int:id>/tab/<Tab:tab>", "    presentation: present"],
    ["    path: /s{i}/list", "    extras:", "      sort: { type: Sort, default: new }",
     "      page: { type: Int, default: 1 }", "      user: { type: String?, internal: true }"],
    ["    path: /s{i}/doc/<uuid:doc>", "    presentation: wrapped"],
    ["    path: /s{i}/static/page"],
]


def manifest(route_count, scheme="bench"):
    lines = ["version: 1", "namespace: Routes", "access: public", "url:", f"  schemes: [{scheme}]",
             f"  hosts: [{scheme}.example.com]", "enums:", "  Tab: [posts, likes, media]", "  Sort: [new, top]",
             "routes:"]
    for i in range(route_count):
        lines.append(f"  r{i}:")
        lines.append(f"    summary: Synthetic route number {i}.")
        lines.extend(line.replace("{i}", str(i)) for line in SHAPES[i % 6])
        lines.append("    exposure: " + ("internal" if i % 4 == 3 else "external"))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 2 or not sys.argv[1].isdigit():
        sys.exit(f"usage: {sys.argv[0]} ROUTE_COUNT")
    sys.stdout.write(manifest(int(sys.argv[1])))
