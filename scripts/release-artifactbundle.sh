#!/usr/bin/env bash
# The release step for the prebuilt `routegen`: merges the bundles that scripts/build-artifactbundle.sh built on
# each platform into one routegen.artifactbundle.zip, and points Package.swift's `releasedTool` at the URL the zip
# will be downloaded from, with its checksum. An app that depends on the release then builds no tool.
#
#   scripts/release-artifactbundle.sh URL OUTDIR BUNDLE [BUNDLE...]
#
#   URL      where the zip is published, e.g. https://github.com/OWNER/RouteGen/releases/download/1.0.0/routegen.artifactbundle.zip
#   OUTDIR   gets routegen.artifactbundle/, routegen.artifactbundle.zip and routegen.artifactbundle.checksum
#   BUNDLE   a routegen.artifactbundle folder from build-artifactbundle.sh (the Linux one, the macOS one)
#
# Run it on the release commit only (a release branch or the commit you tag): on main `releasedTool` stays nil,
# so that a fresh clone, CI and contributors build the tool from source. Then commit Package.swift, tag, and
# upload the zip to URL; SwiftPM checks the download against the checksum.
set -euo pipefail

die() { echo "release-artifactbundle: $*" >&2; exit 1; }
[ $# -ge 3 ] || { echo "usage: $0 URL OUTDIR BUNDLE [BUNDLE...]" >&2; exit 2; }
url="$1"; shift
case "$url" in https://*.zip) ;; *) die "URL must be an https URL of the .zip (SwiftPM downloads binary targets over https only): $url" ;; esac
root="$(cd "$(dirname "$0")/.." && pwd)"
manifest="${ROUTEGEN_RELEASE_MANIFEST:-$root/Package.swift}"
placeholder='let releasedTool: (url: String, checksum: String)? = nil'
grep -qxF "$placeholder" "$manifest" || die "$manifest has no line '$placeholder' (already released?)"
mkdir -p "$1"
outdir="$(cd "$1" && pwd)"; shift

bundle="$outdir/routegen.artifactbundle"
rm -rf "$bundle" "$bundle.zip" "$bundle.checksum"
mkdir -p "$bundle"
version=""
variants=()
for input in "$@"; do
    [ -f "$input/info.json" ] || die "$input is not an artifact bundle (no info.json)"
    for folder in "$input"/routegen-*-*/; do
        name="$(basename "$folder")"
        platform="${name##*-}"
        this_version="${name#routegen-}"; this_version="${this_version%-*}"
        [ -z "$version" ] || [ "$version" = "$this_version" ] || die "variants of different versions: $version and $this_version"
        version="$this_version"
        [ ! -e "$bundle/$name" ] || die "two $platform variants"
        case "$platform" in
            linux) triples='"x86_64-unknown-linux-gnu"' ;;
            macos) triples='"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
            *) die "unknown variant $name" ;;
        esac
        [ -x "$folder/bin/routegen" ] || die "$folder/bin/routegen is missing"
        cp -R "$folder" "$bundle/$name"
        variants+=("        {
          \"path\": \"$name/bin/routegen\",
          \"supportedTriples\": [$triples]
        }")
    done
done
[ ${#variants[@]} -gt 0 ] || die "no routegen-<version>-<platform> variant in $*"
joined="$(printf '%s,\n' "${variants[@]}")"
cat >"$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "routegen": {
      "type": "executable",
      "version": "$version",
      "variants": [
${joined%,}
      ]
    }
  }
}
EOF

find "$bundle" -exec touch -h -t 200001010000 {} +
(cd "$outdir" && find routegen.artifactbundle | LC_ALL=C sort | zip -q -X -@ routegen.artifactbundle.zip)
checksum="$(swift package --package-path "$root" compute-checksum "$bundle.zip")"
echo "$checksum" >"$bundle.checksum"

replacement="let releasedTool: (url: String, checksum: String)? = (url: \"$url\", checksum: \"$checksum\")"
tmp="$(mktemp)"
awk -v placeholder="$placeholder" -v replacement="$replacement" '$0 == placeholder { print replacement; next } { print }' \
    "$manifest" >"$tmp"
cat "$tmp" >"$manifest" && rm -f "$tmp"
echo "release-artifactbundle: routegen $version, ${#variants[@]} variant(s); $manifest now downloads $url" >&2
echo "$checksum"
