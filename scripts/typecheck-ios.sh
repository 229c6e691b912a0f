#!/usr/bin/env bash
# Compiles every Apple-only source of RouteGen against a real iOS SDK, warnings as errors: RouteKit with its UIKit
# and SwiftUI layers (debug and release), the demo's UIKit screens (Sources/RoutesDemo), the example app
# (Examples/SwiftUIApp) with routes from this checkout's own `routegen`, and every module listed in
# scripts/typecheck-ios/modules.txt (the SwiftUI clients and the Apple-only snippets of the docs). Then compares
# RouteKit's iOS-only public API with API/RouteKit-Apple.txt (ROUTEGEN_RECORD=1 rewrites the file). On Linux it works
# with the open-source toolchain and an extracted SDK; on a Mac, with Xcode's SDK. docs/apple-sdk-check.md says how
# to run it and how to add a file or a document to it.
#
#   scripts/typecheck-ios.sh SDK
#
#   SDK  an iPhoneOS*.sdk folder: on a Mac `$(xcrun --sdk iphoneos --show-sdk-path)`; elsewhere an extracted one
#        (its .swiftinterface files, headers, module maps and API notes are used; nothing is linked or run)
#
# Each module is built with `swiftc -emit-module -wmo`: one frontend job that type-checks every function body and
# also runs the mandatory SIL diagnostics (Swift 6 region-based isolation, "sending" errors), which `-typecheck`
# alone does not.
#
# Environment (all optional):
#   WORK=DIR        work folder; its module cache is reused between runs, which makes a second run about 5x faster
#                   (default .build-ios-check in the repository)
#   DEPLOY=16.0     iOS deployment target (Package.swift: .iOS(.v16))
#   CONFIGS="release debug"  RouteKit's configurations (release = -O, debug = -Onone -DDEBUG); everything else
#                   imports the debug one, which is always built
#   WERROR=1        warnings in the project's code fail the run (0: they are printed only)
#   ROUTEGEN=PATH   the routegen that writes the example's and the demo's routes (default .build/debug/routegen,
#                   built with `swift build --product routegen` when missing)
#   SWIFTC=swiftc   the compiler
#
# Exit status: 0 clean; 1 errors (or, with WERROR=1, warnings) in the project's code; 2 the environment failed (an
# SDK module did not build, a tool is missing): no verdict on the project.
set -uo pipefail

die() { echo "typecheck-ios: $*" >&2; exit 2; }
[ $# -eq 1 ] || die "usage: $0 SDK (an iPhoneOS*.sdk folder)"
PROJECT=$(cd "$(dirname "$0")/.." && pwd)
SDK=$(cd "$1" 2>/dev/null && pwd) || die "no SDK folder $1"
SWIFTC=${SWIFTC:-swiftc}
command -v "$SWIFTC" >/dev/null || die "$SWIFTC not on PATH"
DEPLOY=${DEPLOY:-16.0}
WERROR=${WERROR:-1}
LIST="$PROJECT/scripts/typecheck-ios/modules.txt"

# --- The SDK -------------------------------------------------------------------------------------------------------
[ -f "$SDK/SDKSettings.json" ] || die "$SDK has no SDKSettings.json: not an SDK folder"
CANONICAL=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["CanonicalName"])' "$SDK/SDKSettings.json") \
    || die "cannot read $SDK/SDKSettings.json"
case "$CANONICAL" in
    iphoneos*) TRIPLE="arm64-apple-ios$DEPLOY" ;;
    *) die "$CANONICAL: an iPhoneOS SDK is needed (device interfaces, arm64-apple-ios)" ;;
esac
STDLIB="$SDK/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface"
[ -f "$STDLIB" ] || die "$SDK has no $STDLIB"
SDK_SWIFT=$(sed -n 's#^// swift-compiler-version: ##p' "$STDLIB" | head -1)

WORK=${WORK:-$PROJECT/.build-ios-check}
mkdir -p "$WORK/logs" "$WORK/modules" "$WORK/gen" || die "cannot create $WORK"
WORK=$(cd "$WORK" && pwd)
MODULES="$WORK/modules"

# --- A resource dir for a Darwin target (open-source toolchain only) ------------------------------------------------
# Xcode's toolchain has what an iOS target needs. The Linux toolchain's resource dir holds Linux module maps
# (dispatch, os, CoreFoundation) that clash with the SDK's, so a fresh one links only clang's headers and the API
# notes Xcode's toolchain installs for `os` and `Dispatch` (scripts/typecheck-ios/*.apinotes, from swiftlang/swift's
# apinotes folder): without them the SDK's `os` overlay does not build ("no type named 'OSLog'"). SDKs from Xcode 16
# on carry their own SwiftShims, so the resource dir has none.
RESOURCE_DIR=()
if [ "$(uname -s)" != Darwin ]; then
    TOOLCHAIN_LIB=$(dirname "$(dirname "$(readlink -f "$(command -v "$SWIFTC")")")")/lib
    CLANG_RES=$(readlink -f "$TOOLCHAIN_LIB/swift/clang") || die "no clang resource dir under $TOOLCHAIN_LIB/swift/clang"
    [ -d "$SDK/usr/lib/swift/shims" ] || die "$SDK has no usr/lib/swift/shims: an SDK from Xcode 16 or later is needed"
    RD="$WORK/resource-dir"
    rm -rf "$RD" && mkdir -p "$RD/apinotes"
    ln -sfn "$CLANG_RES" "$RD/clang"
    [ -f "$TOOLCHAIN_LIB/swift/apinotes/std.apinotes" ] && ln -sfn "$TOOLCHAIN_LIB/swift/apinotes/std.apinotes" "$RD/apinotes/"
    cp "$PROJECT/scripts/typecheck-ios/os.apinotes" "$PROJECT/scripts/typecheck-ios/Dispatch.apinotes" "$RD/apinotes/"
    RESOURCE_DIR=(-resource-dir "$RD")
fi

BASE=(-target "$TRIPLE" -sdk "$SDK" ${RESOURCE_DIR[@]+"${RESOURCE_DIR[@]}"} -module-cache-path "$WORK/module-cache"
      -swift-version 6 -DSWIFT_PACKAGE)

# --- Running one compile and sorting its diagnostics ---------------------------------------------------------------
# Diagnostics in the project's files (and in files this script wrote from them, under $WORK/gen) count as the
# project's; any other error (SDK interfaces, headers) is the environment's.
PROJECT_ERRORS=0; PROJECT_WARNINGS=0; ENV_FAILURES=0
step() {  # step NAME swiftc-arguments...
    local name=$1; shift
    local log="$WORK/logs/$name.log" start rc ours e w
    start=$(date +%s.%N)
    "$SWIFTC" "$@" < /dev/null > "$log" 2>&1; rc=$?
    ours=$(grep -E "^($PROJECT|$WORK/gen)/[^:]+:[0-9]+:[0-9]+: (error|warning): " "$log" \
        | grep -vE ": error: (failed to build module|could not build Objective-C module|could not build module) " | sort -u)
    e=$(printf '%s\n' "$ours" | grep -c ": error: ")
    w=$(printf '%s\n' "$ours" | grep -c ": warning: ")
    printf '%-26s %6.1fs  errors: %s, warnings: %s\n' "$name" "$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')" "$e" "$w"
    [ -n "$ours" ] && printf '%s\n' "$ours" | sed "s#^$PROJECT/##; s#^$WORK/gen/#<generated>/#; s#^#    #"
    PROJECT_ERRORS=$((PROJECT_ERRORS + e)); PROJECT_WARNINGS=$((PROJECT_WARNINGS + w))
    if [ "$rc" -ne 0 ] && [ "$e" -eq 0 ]; then
        ENV_FAILURES=$((ENV_FAILURES + 1))
        echo "    the compile failed with no error in the project's code (environment): see $log"
        grep -E "^[^ ].*: (error|fatal error): " "$log" | sort -u | head -5 | sed 's#^#    #'
    fi
    return 0
}
swift_files() { find "$@" -name '*.swift' | LC_ALL=C sort; }

# routegen MANIFEST OUTPUT PACKAGE_ROOT: as the build-tool plugin runs it.
ROUTEGEN=${ROUTEGEN:-$PROJECT/.build/debug/routegen}
routegen() {
    if [ ! -x "$ROUTEGEN" ]; then
        echo "building routegen (swift build --product routegen) ..."
        (cd "$PROJECT" && swift build --product routegen) > "$WORK/logs/routegen-build.log" 2>&1 \
            || die "routegen did not build: see $WORK/logs/routegen-build.log"
    fi
    "$ROUTEGEN" generate "$1" --output "$2" --relative-to "$3" > "$WORK/logs/routegen.log" 2>&1 \
        || { echo "routegen generate $1 failed:"; sed 's#^#    #' "$WORK/logs/routegen.log"; PROJECT_ERRORS=$((PROJECT_ERRORS + 1)); }
}

echo "SDK:       $SDK ($CANONICAL; interfaces from ${SDK_SWIFT:-?})"
echo "compiler:  $("$SWIFTC" --version 2>/dev/null | head -1)"
echo "target:    $TRIPLE, Swift 6, warnings as errors: $([ "$WERROR" = 1 ] && echo yes || echo no); work: $WORK"

# --- 1. RouteKitContract<N> and RouteKit, debug and release ---------------------------------------------------------
CONTRACT=$(sed -n 's/^let contractModule = "\([A-Za-z0-9_]*\)".*/\1/p' "$PROJECT/Package.swift" | head -1)
CONTRACT=${CONTRACT:-RouteKitContract}
CONFIGS=${CONFIGS:-release debug}
case " $CONFIGS " in *" debug "*) ;; *) CONFIGS="$CONFIGS debug" ;; esac
for config in $CONFIGS; do
    case "$config" in debug) CFLAGS=(-Onone -DDEBUG) ;; release) CFLAGS=(-O) ;; *) die "unknown configuration $config" ;; esac
    out="$MODULES/$config"; mkdir -p "$out"
    rm -rf "$out"/*.swiftmodule "$out"/*.swiftdoc "$out"/*.swiftsourceinfo   # never let a stale module stand in
    step "$CONTRACT-$config" -emit-module -wmo -parse-as-library "${BASE[@]}" "${CFLAGS[@]}" -module-name "$CONTRACT" \
        -emit-module-path "$out/$CONTRACT.swiftmodule" $(swift_files "$PROJECT/Sources/RouteKitContract")
    step "RouteKit-$config" -emit-module -wmo -parse-as-library "${BASE[@]}" "${CFLAGS[@]}" -module-name RouteKit -I "$out" \
        -emit-module-path "$out/RouteKit.swiftmodule" $(swift_files "$PROJECT/Sources/RouteKit")
done
# Everything below imports the debug RouteKit, as an app's debug build does.
CFLAGS=(-Onone -DDEBUG)
OUT="$MODULES/debug"
if [ ! -f "$OUT/RouteKit.swiftmodule" ]; then
    echo "RouteKit did not build, so nothing that imports it was checked"
else
    # --- 2. A probe: RouteKit's UIKit and SwiftUI branches were compiled (canImport(UIKit/SwiftUI) held) -----------
    mkdir -p "$WORK/gen/probe"
    cat > "$WORK/gen/probe/Probe.swift" <<'PROBE'
import RouteKit
import SwiftUI
import UIKit
@MainActor func uiKitAndSwiftUIBranchesWereCompiled() {
    let _: UIViewController.Type = Screen.self
    let _: UIKitNavigationRenderer.Type = UIKitNavigationRenderer.self
    let _: NavigationHost<Text>.Type = NavigationHost<Text>.self
}
PROBE
    step "Probe-UIKitBranches" -typecheck -parse-as-library "${BASE[@]}" "${CFLAGS[@]}" -I "$OUT" "$WORK/gen/probe/Probe.swift"

    # --- 3. The demo (UIKit screens), the example app and the UIKit-screens fixture, with this checkout's routegen --
    rm -rf "$WORK/gen/RoutesDemo" "$WORK/gen/ShelfApp" && mkdir -p "$WORK/gen/RoutesDemo" "$WORK/gen/ShelfApp"
    routegen "$PROJECT/Sources/RoutesDemo/routes.yml" "$WORK/gen/RoutesDemo/Routes.generated.swift" "$PROJECT"
    # main.swift has top-level code: no -parse-as-library here.
    step "RoutesDemo" -emit-module -wmo "${BASE[@]}" "${CFLAGS[@]}" -module-name RoutesDemo -I "$OUT" \
        -emit-module-path "$MODULES/RoutesDemo.swiftmodule" $(swift_files "$PROJECT/Sources/RoutesDemo" "$WORK/gen/RoutesDemo")
    APP="$PROJECT/Examples/SwiftUIApp"
    routegen "$APP/Sources/ShelfApp/routes.yml" "$WORK/gen/ShelfApp/Routes.generated.swift" "$APP"
    step "ShelfApp" -emit-module -wmo -parse-as-library "${BASE[@]}" "${CFLAGS[@]}" -module-name ShelfApp -I "$OUT" \
        -emit-module-path "$MODULES/ShelfApp.swiftmodule" $(swift_files "$APP/Sources/ShelfApp" "$WORK/gen/ShelfApp")

    # The app whose screens exist only with UIKit, whose navigation tests UIKitScreensEndToEndTests runs on Linux:
    # here its screens are named by the registration and checked against their routes' inits.
    SCREENS_APP="$PROJECT/Tests/EndToEndTests/Fixtures/UIKitScreensApp"
    rm -rf "$WORK/gen/UIKitScreensApp" && mkdir -p "$WORK/gen/UIKitScreensApp"
    routegen "$SCREENS_APP/Sources/Shelf/routes.yml" "$WORK/gen/UIKitScreensApp/Routes.generated.swift" "$SCREENS_APP"
    step "UIKitScreensApp" -emit-module -wmo -parse-as-library "${BASE[@]}" "${CFLAGS[@]}" -module-name Shelf -I "$OUT" \
        -emit-module-path "$MODULES/Shelf.swiftmodule" $(swift_files "$SCREENS_APP/Sources/Shelf" "$WORK/gen/UIKitScreensApp")

    # --- 4. The modules of scripts/typecheck-ios/modules.txt: clients and the docs' Apple-only snippets -------------
    # A line is `NAME FILE...`: one module, compiled against RouteKit (debug) with the SDK. A .swift file is compiled
    # as it is. A Markdown file contributes its ```swift blocks, in order, as one file that starts with
    # `import Foundation`, `import RouteKit`, `import SwiftUI`; written FILE.md#MARK, only the blocks right after a
    # line `<!-- MARK -->` (for a document whose other blocks are not Apple-only, or do not compile together).
    while read -r name files; do
        case "$name" in ''|'#'*) continue ;; esac
        sources=()
        for entry in $files; do
            path=${entry%%#*}
            [ -f "$PROJECT/$path" ] || { echo "$LIST: $name: no file $path"; PROJECT_ERRORS=$((PROJECT_ERRORS + 1)); continue; }
            case "$path" in
                *.swift) sources+=("$PROJECT/$path") ;;
                *.md)
                    mark=""; [ "$entry" != "$path" ] && mark=${entry#*#}
                    generated="$WORK/gen/$name/$(echo "$entry" | tr '/#' '__').swift"
                    mkdir -p "$WORK/gen/$name"
                    python3 "$PROJECT/scripts/typecheck-ios/snippets.py" "$PROJECT/$path" "$mark" > "$generated" \
                        || { echo "$name: $entry: no snippet found"; PROJECT_ERRORS=$((PROJECT_ERRORS + 1)); continue; }
                    sources+=("$generated") ;;
                *) echo "$LIST: $name: $path is neither .swift nor .md"; PROJECT_ERRORS=$((PROJECT_ERRORS + 1)) ;;
            esac
        done
        [ ${#sources[@]} -gt 0 ] && step "$name" -emit-module -wmo -parse-as-library "${BASE[@]}" "${CFLAGS[@]}" \
            -module-name "$name" -I "$OUT" -emit-module-path "$MODULES/$name.swiftmodule" "${sources[@]}"
    done < "$LIST"
fi

# --- 5. The API baseline of RouteKit's UIKit and SwiftUI layers ---------------------------------------------------
# API/RouteKit-Apple.txt holds the lines of RouteKit's public interface built for iOS that API/RouteKit.txt (the
# Linux build, APIBaselineTests) does not: the declarations only Apple platforms compile, read by the same
# swift-symbolgraph-extract from the debug module, in the same format (Tests/RepositoryTests/API/APIInterfaceLines.swift,
# built here into a small host tool). A difference is a project error; ROUTEGEN_RECORD=1 rewrites the file instead
# (scripts/update-api-baseline.sh SDK does).
APPLE_BASELINE="$PROJECT/API/RouteKit-Apple.txt"
EXTRACT="$(dirname "$(command -v "$SWIFTC")")/swift-symbolgraph-extract"
rm -rf "$WORK/api/symbols" && mkdir -p "$WORK/api/symbols"
if [ -f "$OUT/RouteKit.swiftmodule" ] && "$EXTRACT" -module-name RouteKit -I "$OUT" -target "$TRIPLE" -sdk "$SDK" \
    ${RESOURCE_DIR[@]+"${RESOURCE_DIR[@]}"} -module-cache-path "$WORK/module-cache" -output-dir "$WORK/api/symbols" \
    -minimum-access-level public -include-spi-symbols -skip-inherited-docs > "$WORK/logs/api-extract.log" 2>&1; then
    if "$SWIFTC" -O -o "$WORK/api/api-lines" "$PROJECT/scripts/api-baseline/main.swift" \
        "$PROJECT/Tests/RepositoryTests/API/APIInterfaceLines.swift" > "$WORK/logs/api-lines.log" 2>&1 \
        && "$WORK/api/api-lines" "$WORK/api/symbols" "$PROJECT/API/RouteKit.txt" > "$WORK/api/RouteKit-Apple.txt"; then
        if [ "${ROUTEGEN_RECORD:-0}" = 1 ]; then
            cp "$WORK/api/RouteKit-Apple.txt" "$APPLE_BASELINE"
            echo "API baseline (UIKit, SwiftUI) recorded: API/RouteKit-Apple.txt ($(wc -l < "$APPLE_BASELINE") lines)"
        elif diff -u "$APPLE_BASELINE" "$WORK/api/RouteKit-Apple.txt" > "$WORK/api/RouteKit-Apple.diff" 2>&1; then
            echo "API baseline (UIKit, SwiftUI): API/RouteKit-Apple.txt holds ($(wc -l < "$APPLE_BASELINE") lines)"
        else
            echo "API baseline (UIKit, SwiftUI): RouteKit's iOS-only public API differs from API/RouteKit-Apple.txt (- baseline, + now);"
            echo "    if the change is meant, run scripts/update-api-baseline.sh SDK and commit the file:"
            grep -E '^[-+][^-+]' "$WORK/api/RouteKit-Apple.diff" | sed 's#^#    #'
            PROJECT_ERRORS=$((PROJECT_ERRORS + 1))
        fi
    else
        echo "API baseline (UIKit, SwiftUI): the api-lines tool failed (environment): see $WORK/logs/api-lines.log"
        ENV_FAILURES=$((ENV_FAILURES + 1))
    fi
else
    echo "API baseline (UIKit, SwiftUI): RouteKit's symbol graph could not be read (see $WORK/logs/api-extract.log), so it was not compared"
    ENV_FAILURES=$((ENV_FAILURES + 1))
fi

echo "total: project errors $PROJECT_ERRORS, project warnings $PROJECT_WARNINGS, environment failures $ENV_FAILURES (logs: $WORK/logs)"
[ "$PROJECT_ERRORS" -gt 0 ] && exit 1
[ "$WERROR" = 1 ] && [ "$PROJECT_WARNINGS" -gt 0 ] && exit 1
[ "$ENV_FAILURES" -gt 0 ] && exit 2
exit 0
