#!/usr/bin/env bash
# Clean debug builds of a small app on RouteGen, with the source-built tool and with a prebuilt bundle,
# interleaved round by round (docs/benchmarks.md, "Clean build with the prebuilt tool").
#
#   scripts/measure-prebuilt-build.sh /absolute/path/routegen.artifactbundle [ROUNDS]   (default 3 rounds)
#
# The app is RoutesDemo's sources and the root routes.yml in one executable target that depends on this checkout
# by path and applies RouteGenPlugin, written to .build-measure/DemoApp. "Clean" deletes everything built and keeps
# the resolved checkouts, as on a CI runner with a dependency cache. Prints one line per build and the medians.
set -euo pipefail

die() { echo "measure-prebuilt-build: $*" >&2; exit 1; }
[ $# -ge 1 ] || { echo "usage: $0 /absolute/path/routegen.artifactbundle [ROUNDS]" >&2; exit 2; }
bundle="$1"; rounds="${2:-3}"
case "$bundle" in /*) ;; *) die "the bundle path must be absolute: $bundle" ;; esac
[ -f "$bundle/info.json" ] || die "$bundle is not an artifact bundle (no info.json); build one with scripts/build-artifactbundle.sh"
case "$rounds" in ''|*[!0-9]*|0) die "ROUNDS must be a positive number: $rounds" ;; esac

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build-measure"
app="$work/DemoApp"
rm -rf "$app/Sources"
mkdir -p "$app/Sources/DemoApp"
cp "$root"/Sources/RoutesDemo/*.swift "$app/Sources/DemoApp/"
cp "$root/routes.yml" "$app/Sources/DemoApp/routes.yml"
cat >"$app/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "DemoApp",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "RouteGen", path: "$root")],
    targets: [
        .executableTarget(
            name: "DemoApp",
            dependencies: [.product(name: "RouteKit", package: "RouteGen")],
            plugins: [.plugin(name: "RouteGenPlugin", package: "RouteGen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
EOF

cd "$app"
build() { # flavour scratch [swift arguments...]
    local flavour="$1" scratch="$2"; shift 2
    if [ "$flavour" = prebuilt ]; then
        ROUTEGEN_PREBUILT_BUNDLE="$bundle" swift "$@" --scratch-path "$scratch"
    else
        swift "$@" --scratch-path "$scratch"
    fi
}
for flavour in source prebuilt; do build $flavour "$work/scratch-$flavour" package resolve >/dev/null; done

declare -A times
for round in $(seq "$rounds"); do
    for flavour in source prebuilt; do
        scratch="$work/scratch-$flavour"
        find "$scratch" -mindepth 1 -maxdepth 1 ! -name checkouts ! -name repositories ! -name artifacts \
            ! -name workspace-state.json -exec rm -rf {} +
        start=$(date +%s.%N)
        build $flavour "$scratch" build >"$work/build-$flavour-$round.log" 2>&1 || die "$flavour build failed: $work/build-$flavour-$round.log"
        seconds=$(echo "$(date +%s.%N) - $start" | bc)
        times[$flavour]+="$seconds "
        printf '%s round %d: %.1f s (load %s)\n' "$flavour" "$round" "$seconds" "$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo ?)"
    done
done
median() { tr ' ' '\n' | grep . | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
source_median=$(echo "${times[source]}" | median)
prebuilt_median=$(echo "${times[prebuilt]}" | median)
printf 'median: source %.1f s, prebuilt %.1f s, prebuilt/source %.2fx\n' "$source_median" "$prebuilt_median" \
    "$(echo "$prebuilt_median / $source_median" | bc -l)"
