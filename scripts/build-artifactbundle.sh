#!/usr/bin/env bash
# Builds the prebuilt `routegen` as a SwiftPM artifact bundle: what a release attaches, what the package's plugins
# use as a binary target (docs/plugins.md, "The prebuilt tool"), and what Bazel runs (docs/bazel.md).
#
#   scripts/build-artifactbundle.sh OUTDIR
#
# Writes:
#   OUTDIR/routegen.artifactbundle/            info.json (schemaVersion 1.0) and one variant per triple:
#       routegen-<version>-linux/bin/routegen      x86_64-unknown-linux-gnu (built on Linux x86_64)
#       routegen-<version>-macos/bin/routegen      arm64-apple-macosx + x86_64-apple-macosx (built on macOS)
#   OUTDIR/routegen.artifactbundle.zip
#   OUTDIR/routegen.artifactbundle.checksum    the zip's checksum, as `swift package compute-checksum` prints it
# and prints the checksum as its last line of standard output.
#
# The binary is self-contained: the Swift runtime and Foundation are linked statically (--static-swift-stdlib on
# Linux; part of the OS on macOS) and so is libyaml, so neither a Swift toolchain nor libyaml is needed where it
# runs. On Linux `ldd` lists only the C runtime (libc, libm, libgcc_s, libstdc++, ld-linux), and the binary holds
# FoundationEssentials but not full Foundation's ICU data; the script checks both.
# A bundle holds the variant of the platform that built it: build on Linux and on macOS and merge the variants
# into one info.json for a release (scripts/release-artifactbundle.sh does the merge and the Package.swift edit).
#
# Environment:
#   ROUTEGEN_BUNDLE_SCRATCH  SwiftPM scratch folder (default .build-bundle in the repository). Kept apart from
#                            .build because the static link flags would otherwise rebuild the normal build.
#   LIBYAML_STATIC           (Linux) path of libyaml.a (default: the one libyaml-dev installs).
#   LIBYAML_SOURCE_URL, LIBYAML_SOURCE_SHA256
#                            (macOS) libyaml release tarball compiled for arm64 + x86_64 (defaults: 0.2.5).
set -euo pipefail

die() { echo "build-artifactbundle: $*" >&2; exit 1; }

[ $# -eq 1 ] || { echo "usage: $0 OUTDIR" >&2; exit 2; }
os="$(uname -s)"
arch="$(uname -m)"
case "$os/$arch" in
    Linux/x86_64) platform=linux ;;
    Darwin/*) platform=macos ;;
    *) die "unsupported platform $os/$arch: the bundle has an x86_64 Linux variant (built on Linux x86_64) and a universal macOS variant (built on macOS); build on one of those" ;;
esac

root="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$1"
outdir="$(cd "$1" && pwd)"
scratch="${ROUTEGEN_BUNDLE_SCRATCH:-$root/.build-bundle}"
mkdir -p "$scratch"
scratch="$(cd "$scratch" && pwd)"

# Version: the generated-code contract, which `routegen --version` prints on its second line (CONTRIBUTING.md,
# "Versioning"); the release it prints on its first line is set by scripts/set-release-version.sh.
version_file="$root/Sources/RouteKit/Core/GeneratedCodeContract.swift"
version="$(sed -n 's/^ *public static let version = \([0-9][0-9]*\)$/\1/p' "$version_file")"
[ -n "$version" ] || die "no 'public static let version = N' in $version_file"

bundle="$outdir/routegen.artifactbundle"
rm -rf "$bundle" "$bundle.zip" "$bundle.checksum"
variant="routegen-$version-$platform"
mkdir -p "$bundle/$variant/bin"
binary="$bundle/$variant/bin/routegen"

cd "$root"
if [ "$platform" = linux ]; then
    triple=x86_64-unknown-linux-gnu
    libyaml="${LIBYAML_STATIC:-/usr/lib/x86_64-linux-gnu/libyaml.a}"
    [ -f "$libyaml" ] || die "no static libyaml at $libyaml: install libyaml-dev or set LIBYAML_STATIC"
    # CYAML finds libyaml through pkg-config, and SwiftPM passes the system folder (-L/usr/lib/...) before any flag
    # given here. A yaml-0.1.pc ahead on PKG_CONFIG_PATH names a folder holding only libyaml.a instead, so the
    # linker takes the static library, for this build only (the normal source build keeps the shared one).
    static_libs="$scratch/static-libs"
    mkdir -p "$static_libs/pkgconfig"
    ln -sf "$libyaml" "$static_libs/libyaml.a"
    printf 'Name: LibYAML\nDescription: libyaml, static\nVersion: 0.2\nCflags: %s\nLibs: -L%s -lyaml\n' \
        "$(pkg-config --cflags yaml-0.1 2>/dev/null || true)" "$static_libs" >"$static_libs/pkgconfig/yaml-0.1.pc"
    PKG_CONFIG_PATH="$static_libs/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" \
        swift build -c release --product routegen --static-swift-stdlib --scratch-path "$scratch" >&2
    cp "$(swift build -c release --scratch-path "$scratch" --show-bin-path)/routegen" "$binary"
    # The tool's code uses FoundationEssentials only; full Foundation would link ICU's data (34 MB, icudtNN_dat).
    if nm "$binary" | grep -Eq ' icudt[0-9]+_dat$'; then
        die "$binary links ICU's data: some code imports full Foundation; import FoundationEssentials where it exists"
    fi
    strip "$binary"
    unexpected="$(ldd "$binary" | grep -Ev '^\s*(linux-vdso\.so|libc\.so|libm\.so|libgcc_s\.so|libstdc\+\+\.so|/lib64/ld-linux|/lib/ld-linux)' || true)"
    [ -z "$unexpected" ] || die "$binary links more than the C runtime:
$unexpected"
    triples="\"$triple\""
else
    # libyaml compiled from its release source for both architectures: Homebrew's libyaml.a has only the Mac's own.
    url="${LIBYAML_SOURCE_URL:-https://github.com/yaml/libyaml/releases/download/0.2.5/yaml-0.2.5.tar.gz}"
    sha="${LIBYAML_SOURCE_SHA256:-c642ae9b75fee120b2d96c712538bd2cf283228d2337df2cf2988e3c02678ef4}"
    yaml_build="$scratch/libyaml"
    rm -rf "$yaml_build" && mkdir -p "$yaml_build/src" "$yaml_build/lib" "$yaml_build/include"
    curl -fsSL "$url" -o "$yaml_build/yaml.tar.gz"
    echo "$sha  $yaml_build/yaml.tar.gz" | shasum -a 256 -c - >&2 || die "libyaml tarball checksum mismatch ($url)"
    tar -xzf "$yaml_build/yaml.tar.gz" -C "$yaml_build/src" --strip-components 1
    yaml_version="$(basename "$url" .tar.gz)"; yaml_version="${yaml_version#yaml-}"
    IFS=. read -r major minor patch <<<"$yaml_version"
    objects=()
    for source in "$yaml_build"/src/src/*.c; do
        object="$yaml_build/lib/$(basename "$source" .c).o"
        xcrun clang -c -O2 -arch arm64 -arch x86_64 -mmacosx-version-min=13.0 \
            -I"$yaml_build/src/include" -DYAML_DECLARE_STATIC \
            -DYAML_VERSION_MAJOR="$major" -DYAML_VERSION_MINOR="$minor" -DYAML_VERSION_PATCH="$patch" \
            -DYAML_VERSION_STRING="\"$yaml_version\"" "$source" -o "$object"
        objects+=("$object")
    done
    xcrun libtool -static -o "$yaml_build/lib/libyaml.a" "${objects[@]}"
    cp "$yaml_build/src/include/yaml.h" "$yaml_build/include/"
    # CYAML finds libyaml through pkg-config: a .pc file pointing at the universal static build comes first.
    mkdir -p "$yaml_build/pkgconfig"
    cat >"$yaml_build/pkgconfig/yaml-0.1.pc" <<EOF
Name: LibYAML
Description: Library to parse and emit YAML (static, universal)
Version: $yaml_version
Cflags: -I$yaml_build/include -DYAML_DECLARE_STATIC
Libs: -L$yaml_build/lib -lyaml
EOF
    PKG_CONFIG_PATH="$yaml_build/pkgconfig" swift build -c release --product routegen \
        --arch arm64 --arch x86_64 --scratch-path "$scratch" >&2
    cp "$(swift build -c release --arch arm64 --arch x86_64 --scratch-path "$scratch" --show-bin-path)/routegen" "$binary"
    strip -x "$binary"
    lipo "$binary" -verify_arch arm64 x86_64 || die "$binary is not universal (arm64 + x86_64)"
    if otool -L "$binary" | grep -q yaml; then die "$binary links libyaml dynamically"; fi
    triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
fi

reported="$("$binary" --version | sed -n 's/^generated-code contract //p')"
[ "$reported" = "$version" ] || die "$binary --version printed contract '$reported', expected '$version'"

cat >"$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "routegen": {
      "type": "executable",
      "version": "$version",
      "variants": [
        {
          "path": "$variant/bin/routegen",
          "supportedTriples": [$triples]
        }
      ]
    }
  }
}
EOF

# A zip without timestamps or owners, so two builds of the same binary have the same checksum.
find "$bundle" -exec touch -h -t 200001010000 {} +
(cd "$outdir" && find routegen.artifactbundle | LC_ALL=C sort | zip -q -X -@ routegen.artifactbundle.zip)
checksum="$(swift package --package-path "$root" compute-checksum "$bundle.zip")"
echo "$checksum" >"$bundle.checksum"
echo "routegen $version ($platform): $binary ($(wc -c <"$binary") bytes stripped; zip $(wc -c <"$bundle.zip") bytes)" >&2
echo "$checksum"
