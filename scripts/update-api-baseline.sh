#!/bin/sh
# Rewrites the API baselines after a deliberate public API change (or a merge); commit them with the change:
# API/RouteKit.txt, RouteKit's public interface as APIBaselineTests reads it from the Linux build, and, given an
# iOS SDK, API/RouteKit-Apple.txt, the declarations only the iOS build has (its UIKit and SwiftUI layers), as
# scripts/typecheck-ios.sh compares them (docs/apple-sdk-check.md says where an SDK comes from).
#
#   scripts/update-api-baseline.sh [SDK]
set -eu
cd "$(dirname "$0")/.."
ROUTEGEN_RECORD=1 swift test --filter APIBaselineTests
if [ $# -ge 1 ]; then
    ROUTEGEN_RECORD=1 scripts/typecheck-ios.sh "$1" || true
else
    echo "update-api-baseline: no SDK given, so API/RouteKit-Apple.txt was left as it is" >&2
fi
git --no-pager diff --stat -- API/
