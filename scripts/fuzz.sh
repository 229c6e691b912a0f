#!/usr/bin/env bash
# Runs RouteGen's libFuzzer targets for a bounded time (Linux, swiftc with -sanitize=fuzzer). Not part of
# `swift test`; `.ci/run` builds the targets and replays their seeds once (FUZZ_EXTRA_FLAGS=-runs=0). See docs/security.md.
#
#   scripts/fuzz.sh [seconds-per-target] [target...]     (default 60 s; targets: yaml plist url; default all)
#
# Targets:
#   yaml      routes.yml bytes -> load -> decode -> validate -> render    (Fuzz/Targets/ManifestFuzzer.swift)
#   plist     routes.plist bytes (XML, binary, OpenStep) -> the same      (the same file, built with -D FUZZ_PLIST)
#   url       link text -> URL(string:) / raw text -> URLMatcher, generated fixture's Routes.match
#             (Fuzz/Targets/URLMatcherFuzzer.swift)
#
# Builds into .build-fuzz/ (RouteKit and RouteGenCore as static libraries with AddressSanitizer and coverage,
# then one executable per target). Seeds are Fuzz/Corpus/<target>/ (committed, small, read only); what the
# fuzzer learns goes to .build-fuzz/corpus/<target>/ and is kept between runs. A crash, leak, timeout or
# broken invariant leaves its input in .build-fuzz/artifacts/<target>/ and makes the script exit 1: turn it
# into a regression test, fix, and rerun the target on the file (.build-fuzz/fuzz-<target> FILE).
#
# Environment: FUZZ_JOBS (parallel workers per target, default 1), FUZZ_MAX_LEN (default 4096),
# FUZZ_SKIP_BUILD=1 (reuse the previous build), FUZZ_BUILD_DIR (default .build-fuzz: another one lets a fixed
# build run beside targets still fuzzing the old one), SWIFTC (default: swiftc on PATH).
set -euo pipefail

seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(yaml plist url)
case "$seconds" in ''|*[!0-9]*) echo "usage: $0 [seconds] [yaml|plist|url ...]" >&2; exit 2;; esac

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
out="${FUZZ_BUILD_DIR:-.build-fuzz}"
swiftc="${SWIFTC:-swiftc}"
jobs="${FUZZ_JOBS:-1}"
max_len="${FUZZ_MAX_LEN:-4096}"
# -sanitize=fuzzer on the libraries only instruments them (inline 8-bit counters, pc table, trace-cmp: what
# this libFuzzer needs; plain -sanitize-coverage=edge emits trace-pc-guard, which it refuses).
instrument=(-O -g -parse-as-library -swift-version 6 -sanitize=fuzzer,address)

build() {
    mkdir -p "$out"
    # Compile a snapshot, so that edits made while swiftc runs cannot break the build halfway.
    rm -rf "$out/src"
    mkdir -p "$out/src"
    cp -RL Sources/RouteKit Sources/RouteGenCore "$out/src/"  # -L: Model/ManifestNaming.swift is a symlink
    # Generated code compiles only where RouteKit's contract module is found (CONTRIBUTING.md, "Versioning").
    local contract
    contract="$(sed -n 's/^let contractModule = "\(.*\)"$/\1/p' Package.swift)"
    "$swiftc" -parse-as-library -module-name "$contract" -emit-module -emit-module-path "$out/$contract.swiftmodule" \
        Sources/RouteKitContract/RouteKitContract.swift
    echo "fuzz.sh: building RouteKit" >&2
    "$swiftc" "${instrument[@]}" -enable-testing -module-name RouteKit -emit-library -static -emit-module \
        -emit-module-path "$out/RouteKit.swiftmodule" -o "$out/libRouteKit.a" \
        $(find "$out/src/RouteKit" -name '*.swift' | sort)
    echo "fuzz.sh: building RouteGenCore" >&2
    "$swiftc" "${instrument[@]}" -module-name RouteGenCore -emit-library -static -emit-module \
        -emit-module-path "$out/RouteGenCore.swiftmodule" -o "$out/libRouteGenCore.a" \
        -I "$out" -I Sources/CYAML $(pkg-config --cflags-only-I yaml-0.1 | sed 's/-I/-Xcc -I/g') \
        $(find "$out/src/RouteGenCore" -name '*.swift' | sort)
    local link=(-O -g -parse-as-library -swift-version 6 -sanitize=fuzzer,address -I "$out" -L "$out")
    echo "fuzz.sh: building fuzz-yaml" >&2
    "$swiftc" "${link[@]}" -I Sources/CYAML Fuzz/Targets/ManifestFuzzer.swift \
        -lRouteGenCore -lRouteKit $(pkg-config --libs yaml-0.1) -o "$out/fuzz-yaml"
    echo "fuzz.sh: building fuzz-plist" >&2
    "$swiftc" "${link[@]}" -D FUZZ_PLIST -I Sources/CYAML Fuzz/Targets/ManifestFuzzer.swift \
        -lRouteGenCore -lRouteKit $(pkg-config --libs yaml-0.1) -o "$out/fuzz-plist"
    echo "fuzz.sh: building fuzz-url" >&2
    "$swiftc" "${link[@]}" Fuzz/Targets/URLMatcherFuzzer.swift \
        Tests/GeneratedCodeTests/Routes.generated.swift Tests/GeneratedCodeTests/Support/FixtureTypes.swift \
        -lRouteKit -o "$out/fuzz-url"
}

# ld.gold prints one harmless warning per ASan helper symbol; keep real errors visible.
if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ]; then
    build 2> >(grep -v "Cannot export local symbol '__asan" >&2)
fi

# Leaks are reported, except the toolchain's own (Fuzz/lsan.supp).
export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

status=0
for target in "${targets[@]}"; do
    case "$target" in yaml|plist|url) ;; *) echo "fuzz.sh: unknown target '$target'" >&2; exit 2;; esac
    corpus="$out/corpus/$target"
    artifacts="$out/artifacts/$target"
    mkdir -p "$corpus" "$artifacts"
    dict="Fuzz/Dictionaries/$target.dict"
    parallel=()
    # With -jobs, libFuzzer runs workers in subprocesses that log to fuzz-N.log in the current folder,
    # so the fuzzer runs inside .build-fuzz/ with absolute paths.
    [ "$jobs" -gt 1 ] && parallel=(-jobs="$jobs" -workers="$jobs")
    echo "fuzz.sh: fuzzing $target for ${seconds}s" >&2
    # -timeout: an input that takes over 10 s is a hang; -rss_limit_mb: one that eats 2 GB is a memory bomb.
    if ! (cd "$out" && "$root/$out/fuzz-$target" "$root/$corpus" "$root/Fuzz/Corpus/$target" -dict="$root/$dict" \
        -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 "${parallel[@]}" \
        -artifact_prefix="$root/$artifacts/" -print_final_stats=1 ${FUZZ_EXTRA_FLAGS:-}); then
        echo "fuzz.sh: $target FAILED; reproducer in $artifacts/" >&2
        status=1
    fi
done
exit $status
