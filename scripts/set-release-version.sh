#!/usr/bin/env bash
# Writes the release version that `routegen --version` prints (`ToolVersion.release` in RouteGenCore), on the
# release commit, before the tool is built for the release (scripts/build-artifactbundle.sh on each platform).
#
#   scripts/set-release-version.sh X.Y.Z
#
# On main the constant stays `unreleased` (CONTRIBUTING.md, "Releases").
set -euo pipefail

die() { echo "set-release-version: $*" >&2; exit 1; }
[ $# -eq 1 ] || { echo "usage: $0 X.Y.Z" >&2; exit 2; }
version="$1"
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || die "'$version' is not X.Y.Z"
file="$(cd "$(dirname "$0")/.." && pwd)/Sources/RouteGenCore/Commands/ToolVersion.swift"
placeholder='    public static let release = "unreleased"'
grep -qxF "$placeholder" "$file" || die "$file has no line '$placeholder' (already set?)"
tmp="$(mktemp)"
awk -v placeholder="$placeholder" -v replacement="    public static let release = \"$version\"" \
    '$0 == placeholder { print replacement; next } { print }' "$file" >"$tmp"
mv "$tmp" "$file"
echo "routegen --version will print 'routegen $version'; commit $file on the release commit"
