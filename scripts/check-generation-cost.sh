#!/usr/bin/env bash
# The generation guard: counts the instructions of `routegen generate` on a fixed 10,000-route manifest under
# valgrind's callgrind (a count that the load of a shared machine does not move, unlike a time) and fails when it
# is more than MARGIN percent above the figure recorded in Benchmarks/generation-instructions.txt. It also counts a C
# process that only loads the same file with libyaml (Benchmarks/LibYAMLFloor/yaml-load.c), the floor the generator
# is measured against in docs/benchmarks.md, and prints the ratio.
#
#   scripts/check-generation-cost.sh ROUTEGEN       check ROUTEGEN (a release build; .ci/run passes the bundle's)
#   scripts/check-generation-cost.sh --record ROUTEGEN   write its count into the record instead
#
# The record names the kind of binary it was measured on: the bundle's, with the Swift runtime linked in, and a
# `swift build -c release` one, which loads it from the toolchain, differ by the dynamic loader's work. Record again, and say why in the commit, when a
# change costs instructions on purpose or the toolchain changes. Needs valgrind, cc and libyaml-dev.
#
# Environment: MARGIN (percent, default 10), GUARD_WORK (scratch folder, default .build-generation-guard).
set -euo pipefail

die() { echo "check-generation-cost: $*" >&2; exit 2; }
record_mode=0
[ "${1:-}" = --record ] && { record_mode=1; shift; }
[ $# -eq 1 ] || die "usage: $0 [--record] ROUTEGEN"
root="$(cd "$(dirname "$0")/.." && pwd)"
routegen="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
[ -x "$routegen" ] || die "$1 is not an executable"
command -v valgrind >/dev/null || die "needs valgrind (apt-get install valgrind)"
margin="${MARGIN:-10}"
record="$root/Benchmarks/generation-instructions.txt"
work="${GUARD_WORK:-$root/.build-generation-guard}"
mkdir -p "$work"
routes=10000

"$root/scripts/write-synthetic-manifest.py" "$routes" > "$work/routes.yml"
cc -O2 "$root/Benchmarks/LibYAMLFloor/yaml-load.c" $(pkg-config --cflags --libs yaml-0.1) -o "$work/yaml-load" \
    || die "cannot compile the libyaml floor (needs cc and libyaml-dev)"

instructions() {  # COMMAND...: the instructions the process executed, all threads together
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$@" > "$work/valgrind.log" 2>&1 \
        || { cat "$work/valgrind.log" >&2; die "$* failed under valgrind"; }
    sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$work/valgrind.log"
}
rm -f "$work/Routes.generated.swift"   # the generator really writes, as after a manifest edit
generate=$(instructions "$routegen" generate "$work/routes.yml" --output "$work/Routes.generated.swift")
floor=$(instructions "$work/yaml-load" "$work/routes.yml")
[ -s "$work/Routes.generated.swift" ] || die "routegen wrote no file"
ratio=$(awk -v g="$generate" -v f="$floor" 'BEGIN { printf "%.2f", g / f }')
# The Swift runtime linked into the binary (the bundle's) or loaded from the toolchain (`swift build`).
kind=$(ldd "$routegen" 2>/dev/null | grep -q libswiftCore && echo "Swift runtime shared" || echo "Swift runtime static")
echo "routegen generate, $routes routes: $generate instructions; libyaml load alone: $floor ($ratio x)"

if [ "$record_mode" = 1 ]; then
    printf '# scripts/check-generation-cost.sh: instructions of `routegen generate` on scripts/write-synthetic-manifest.py %s\n# (callgrind, all threads), the kind of binary they were counted on, and the libyaml floor for reference.\n# Written by --record; .ci/run checks that a build stays within +%s%%.\ninstructions %s\nbinary %s\nfloor %s\n' \
        "$routes" "$margin" "$generate" "$kind" "$floor" > "$record"
    echo "recorded in $record"
    exit 0
fi
[ -f "$record" ] || die "no record $record: run $0 --record ROUTEGEN"
recorded=$(sed -n 's/^instructions \([0-9]*\)$/\1/p' "$record")
[ -n "$recorded" ] || die "$record has no 'instructions N' line"
recorded_kind=$(sed -n 's/^binary //p' "$record")
[ "$recorded_kind" = "$kind" ] || die "the record was counted on a binary with the $recorded_kind, $routegen has the $kind: compare like with like"
change=$(awk -v n="$generate" -v r="$recorded" 'BEGIN { printf "%+.1f", (n - r) * 100 / r }')
echo "recorded: $recorded instructions ($kind); this build: $change %, allowed +$margin %"
if awk -v n="$generate" -v r="$recorded" -v m="$margin" 'BEGIN { exit !(n > r * (1 + m / 100)) }'; then
    echo "check-generation-cost: FAIL: generation costs $change % more instructions than recorded." >&2
    echo "  Profile it (docs/benchmarks.md, 'Helpers for profiling'); if the cost is deliberate, record it with --record and say why." >&2
    exit 1
fi
if awk -v n="$generate" -v r="$recorded" -v m="$margin" 'BEGIN { exit !(n < r * (1 - m / 100)) }'; then
    echo "note: $change % below the record: record the new figure (--record) so that the guard keeps its margin."
fi
echo "check-generation-cost: OK"
