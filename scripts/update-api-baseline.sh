#!/bin/sh
# Rewrites API/RouteKit.txt, RouteKit's public interface as APIBaselineTests reads it, from the current sources.
# Run it after a deliberate public API change (or a merge) and commit the file with the change.
set -eu
cd "$(dirname "$0")/.."
ROUTEGEN_RECORD=1 swift test --filter APIBaselineTests
git --no-pager diff --stat -- API/RouteKit.txt
