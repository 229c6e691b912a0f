#!/usr/bin/env bash
# Builds Examples/Bazel with Bazel and RouteGen's rules (bazel/defs.bzl), the tool being the self-contained Linux
# binary of the artifact bundle. `.ci/run` runs it on the bundle it built (installing Debian's bazel-bootstrap when
# missing); `swift test` does not (Bazel is a large install). See docs/bazel.md.
#
#   scripts/bazel-e2e.sh
#
# Checks, exiting non-zero on the first failure:
#   1. the bundle's binary links no Swift runtime or libyaml (it must run where no toolchain is installed);
#   2. Examples/Bazel builds in the sandbox, every routegen action executed there (no cache);
#   3. a second copy of the workspace, at another absolute path with its own output base and the same --disk_cache,
#      builds with zero routegen actions executed (all disk cache hits) and byte-identical outputs, which carry no
#      absolute path and equal what the SwiftPM plugin's command line writes;
#   4. an edited manifest regenerates its own file only;
#   5. a manifest error fails the generation of its file at the manifest's line;
#   6. a manifest whose route ties with one of a dependency's manifest fails the build at the manifest's line;
#   7. two manifests of one target that would write one file name, a file that is no manifest, or an export option
#      of another kind fail analysis.
#
# Environment: ROUTEGEN_BUNDLE (a routegen.artifactbundle folder; default: scripts/build-artifactbundle.sh builds
# one into the work folder), BAZEL (default: bazel on PATH; Debian's bazel-bootstrap 4.2.3 works offline),
# BAZEL_E2E_DIR (work folder, default .build-bazel; emptied on each run except the bundle).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="${BAZEL_E2E_DIR:-$root/.build-bazel}"
bazel="${BAZEL:-bazel}"

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'bazel-e2e: FAIL: %s\n' "$*" >&2; exit 1; }

command -v "$bazel" >/dev/null || { echo "bazel-e2e: needs Bazel ('$bazel' not found; apt-get install bazel-bootstrap)" >&2; exit 2; }
command -v python3 >/dev/null || { echo "bazel-e2e: needs python3 (reads info.json and Bazel's execution log)" >&2; exit 2; }

# Everything but a bundle built by an earlier run starts empty (Bazel leaves read-only files behind).
mkdir -p "$work"
for old in "$work"/user-root "$work"/disk-cache "$work"/tool "$work"/copy "$work"/logs "$work"/[a-f]-*; do
    [ -e "$old" ] || [ -L "$old" ] || continue
    chmod -R u+w "$old" 2>/dev/null || true
    rm -rf "$old"
done
mkdir -p "$work/logs"

# Bazel 4 links Examples/Bazel/bazel-out into the output base whatever --symlink_prefix says; remove it when done.
if [ ! -e "$root/Examples/Bazel/bazel-out" ] && [ ! -L "$root/Examples/Bazel/bazel-out" ]; then
    trap 'rm -f "$root/Examples/Bazel/bazel-out"' EXIT
fi

step "1. the tool: the artifact bundle's Linux binary"
if [ -n "${ROUTEGEN_BUNDLE:-}" ]; then
    bundle="$ROUTEGEN_BUNDLE"
else
    [ -x "$root/scripts/build-artifactbundle.sh" ] || fail "scripts/build-artifactbundle.sh is missing; set ROUTEGEN_BUNDLE"
    "$root/scripts/build-artifactbundle.sh" "$work/bundle"
    bundle="$work/bundle/routegen.artifactbundle"
fi
[ -f "$bundle/info.json" ] || fail "$bundle/info.json not found (ROUTEGEN_BUNDLE must be a routegen.artifactbundle folder)"
triple="$(uname -m)-unknown-linux-gnu"
variant="$(python3 - "$bundle/info.json" "$triple" <<'PY'
import json, sys
info = json.load(open(sys.argv[1]))
for artifact in info.get("artifacts", {}).values():
    for variant in artifact.get("variants", []):
        if sys.argv[2] in variant.get("supportedTriples", []):
            print(variant["path"])
            sys.exit(0)
sys.exit(1)
PY
)" || fail "$bundle/info.json has no variant for $triple"
binary="$bundle/$variant"
[ -x "$binary" ] || fail "the $triple variant, $binary, is not an executable file"
"$binary" --help >/dev/null || fail "$binary does not run"
echo "tool: $binary"
if command -v ldd >/dev/null; then
    if ldd "$binary" | grep -Ei 'libswift|libFoundation|libdispatch|libyaml|not found'; then
        fail "$binary is not self-contained: it links the libraries above"
    fi
fi

# The tool repository, @routegen_tool: what an http_archive of the bundle gives a user's workspace.
mkdir -p "$work/tool"
cp "$binary" "$work/tool/routegen"
echo 'workspace(name = "routegen_tool")' >"$work/tool/WORKSPACE"
echo 'exports_files(["routegen"], visibility = ["//visibility:public"])' >"$work/tool/BUILD.bazel"

# One output user root for both builds (each workspace path gets its own output base inside it), one disk cache.
# --batch: no Bazel server outlives the script.
run_bazel() {  # WORKSPACE_DIR NAME BAZEL-ARGS...
    local dir="$1" name="$2"
    shift 2
    (cd "$dir" && "$bazel" --batch --output_user_root="$work/user-root" "$@" \
        --disk_cache="$work/disk-cache" \
        --override_repository=routegen_tool="$work/tool" \
        --spawn_strategy=sandboxed --nosandbox_debug \
        --symlink_prefix="$work/$name-" \
        --execution_log_json_file="$work/logs/$name.exec.json" \
        --color=no --curses=no) 2>&1 | tee "$work/logs/$name.log"
    return "${PIPESTATUS[0]}"
}

# Spawns in an execution log: "MNEMONIC executed-by-RUNNER" or "MNEMONIC cache-hit", one a line.
spawns() {
    python3 - "$1" <<'PY'
import json, sys
text = open(sys.argv[1]).read()
decoder, index = json.JSONDecoder(), 0
while index < len(text):
    while index < len(text) and text[index].isspace():
        index += 1
    if index == len(text):
        break
    spawn, index = decoder.raw_decode(text, index)
    mnemonic = spawn.get("mnemonic", "?")
    print(mnemonic, "cache-hit" if spawn.get("remoteCacheHit") else "executed-by-" + spawn.get("runner", "?"))
PY
}

# Each manifest's main file stands for its set: the registration file and the shards 00-15 beside it (shards below).
outputs=(
    App/routes/Routes.generated.swift
    App/routes/LinkedRoutes.check.swift
    Features/Profile/routes/ProfileRoutes.generated.swift
    Features/Shop/routes/ShopRoutes.generated.swift
    App/apple-app-site-association
    App/AssociatedDomains.entitlements
    App/routes-catalog.md
)
for main in App/routes/Routes Features/Profile/routes/ProfileRoutes Features/Shop/routes/ShopRoutes; do
    outputs+=("$main+Registration.generated.swift")
    for shard in $(seq -w 0 15); do outputs+=("$main+Shard$shard.generated.swift"); done
done

step "2. Examples/Bazel, built in the sandbox"
run_bazel "$root/Examples/Bazel" a build //... || fail "bazel build //... failed in Examples/Bazel"
spawns "$work/logs/a.exec.json" | sort | uniq -c
generated="$(spawns "$work/logs/a.exec.json" | grep -c '^RouteGenGenerate executed-by-.*sandbox' || true)"
[ "$generated" -eq 3 ] || fail "expected 3 RouteGenGenerate actions executed in a sandbox, found $generated"
spawns "$work/logs/a.exec.json" | grep -c '^RouteGenTies executed-by-.*sandbox' >/dev/null || fail "the tie check did not run"
for output in "${outputs[@]}"; do
    [ -f "$work/a-bin/$output" ] || fail "missing output $output"
done
grep -q '#sourceLocation(file: "Features/Profile/Profile.routes.yml", line: ' \
    "$work/a-bin/Features/Profile/routes/ProfileRoutes+Registration.generated.swift" \
    || fail "#sourceLocation paths are not relative to the execution root"
if grep -rlF -e "$root" -e "$work" -e "$HOME" "${outputs[@]/#/$work/a-bin/}"; then
    fail "outputs above hold an absolute path"
fi

step "3. a copy at another absolute path, same disk cache"
mkdir -p "$work/copy/Examples"
cp -R "$root/bazel" "$work/copy/bazel"
cp -R "$root/Examples/Bazel" "$work/copy/Examples/Bazel"
run_bazel "$work/copy/Examples/Bazel" b build //... || fail "bazel build //... failed in the copy"
spawns "$work/logs/b.exec.json" | sort | uniq -c
grep -E '^INFO: [0-9]+ processes' "$work/logs/b.log" || true
executed="$(spawns "$work/logs/b.exec.json" | grep -c '^RouteGen.* executed-by-' || true)"
[ "$executed" -eq 0 ] || fail "$executed routegen actions executed in the copy; expected all from the disk cache"
hits="$(spawns "$work/logs/b.exec.json" | grep -c '^RouteGenGenerate cache-hit' || true)"
[ "$hits" -eq 3 ] || fail "expected 3 RouteGenGenerate disk cache hits in the copy, found $hits"
for output in "${outputs[@]}"; do
    cmp "$work/a-bin/$output" "$work/b-bin/$output" || fail "$output differs between the two workspaces"
done
echo "outputs byte-identical: ${#outputs[@]} files"

# The SwiftPM plugin runs `routegen generate ABSOLUTE-MANIFEST --output FOLDER --relative-to PACKAGE-ROOT`: for a
# package laid out as the workspace, it writes the same bytes.
for package in App Features/Profile Features/Shop; do
    manifest="$(cd "$work/copy/Examples/Bazel/$package" && ls *routes.yml)"
    mkdir -p "$work/logs/plugin/$package"
    "$work/tool/routegen" generate "$work/copy/Examples/Bazel/$package/$manifest" \
        --output "$work/logs/plugin/$package" --relative-to "$work/copy/Examples/Bazel"
done
for output in "${outputs[@]}"; do
    case "$output" in *.generated.swift) ;; *) continue ;; esac
    package="${output%/routes/*}"
    cmp "$work/b-bin/$output" "$work/logs/plugin/$package/${output##*/}" \
        || fail "$output differs from what the SwiftPM plugin's command line writes"
done
echo "generated files byte-identical to the SwiftPM plugin's command line"

step "4. an edited manifest regenerates its own file only"
sed -i 's/summary: A product page\./summary: A product page, edited./' "$work/copy/Examples/Bazel/Features/Shop/Shop.routes.yml"
run_bazel "$work/copy/Examples/Bazel" d build //... || fail "bazel build //... failed after an edit"
spawns "$work/logs/d.exec.json" | sort | uniq -c
regenerated="$(spawns "$work/logs/d.exec.json" | grep -c '^RouteGenGenerate executed-by-' || true)"
[ "$regenerated" -eq 1 ] || fail "expected 1 RouteGenGenerate action after editing Shop.routes.yml, found $regenerated"
cat "$work/d-bin/Features/Shop/routes/ShopRoutes"*.generated.swift | grep -c 'A product page, edited.' \
    >/dev/null || fail "ShopRoutes.generated.swift and its shards do not hold the edit"

step "5. a manifest error fails its generation at the manifest line"
sed -i 's/exposure: external/exposure: externl/' "$work/copy/Examples/Bazel/Features/Profile/Profile.routes.yml"
if run_bazel "$work/copy/Examples/Bazel" e build //Features/Profile:routes; then
    fail "the build with a manifest error succeeded"
fi
grep -E "^Features/Profile/Profile\.routes\.yml:[0-9]+:[0-9]+: error: .*'externl'" "$work/logs/e.log" \
    || fail "no error at the manifest line in Features/Profile/Profile.routes.yml"
cp "$root/Examples/Bazel/Features/Profile/Profile.routes.yml" "$work/copy/Examples/Bazel/Features/Profile/Profile.routes.yml"

step "6. a tie between linked manifests fails the build at the manifest line"
mkdir -p "$work/copy/Examples/Bazel/Clash"
cat >"$work/copy/Examples/Bazel/Clash/Clash.routes.yml" <<'EOF'
version: 1
url:
  schemes: [shopapp]
routes:
  item:
    summary: Ties with Shop's product, /product/<int:id>, in the app's URL space.
    path: /product/<int:number>
    exposure: external
    screen: ItemScreen
EOF
cat >"$work/copy/Examples/Bazel/Clash/BUILD.bazel" <<'EOF'
load("@routegen//:defs.bzl", "routegen_swift")

routegen_swift(
    name = "routes",
    manifests = ["Clash.routes.yml"],
    deps = ["//Features/Shop:routes"],
)
EOF
if run_bazel "$work/copy/Examples/Bazel" c build //Clash:routes; then
    fail "the build with a tie succeeded"
fi
grep -E '^Clash/Clash\.routes\.yml:7:[0-9]+: error: ' "$work/logs/c.log" \
    || fail "no error at Clash/Clash.routes.yml:7 (the tying path: line)"
grep -E '^Features/Shop/Shop\.routes\.yml:[0-9]+:[0-9]+: note: ' "$work/logs/c.log" \
    || fail "no note at the other route's line in Features/Shop/Shop.routes.yml"

step "7. the rules refuse, at analysis, what they cannot do"
mkdir -p "$work/copy/Examples/Bazel/Bad/nested"
cp "$root/Examples/Bazel/App/routes.yml" "$work/copy/Examples/Bazel/Bad/routes.yml"
cp "$root/Examples/Bazel/App/routes.yml" "$work/copy/Examples/Bazel/Bad/nested/routes.yml"
echo 'version: 1' >"$work/copy/Examples/Bazel/Bad/settings.yml"
cat >"$work/copy/Examples/Bazel/Bad/BUILD.bazel" <<'EOF'
load("@routegen//:defs.bzl", "routegen_export", "routegen_swift")

routegen_swift(name = "same_name", manifests = ["routes.yml", "nested/routes.yml"])

routegen_swift(name = "not_a_manifest", manifests = ["settings.yml"])

routegen_export(name = "misplaced_option", kind = "catalog", routes = ["//Features/Shop:routes"], app_ids = ["A.b"], out = "c.md")
EOF
if run_bazel "$work/copy/Examples/Bazel" f build --keep_going //Bad:all; then
    fail "the rule accepted two manifests of one generated name, or a file that is no manifest"
fi
grep -F 'Bad/routes.yml and Bad/nested/routes.yml would both generate Routes.generated.swift' "$work/logs/f.log" \
    || fail "no error for two manifests that generate one file name"
grep -F 'Bad/settings.yml is not a routes manifest' "$work/logs/f.log" || fail "no error for a file that is no manifest"
grep -F 'attribute app_ids: app_ids applies to kind = "aasa" only, not "catalog"' "$work/logs/f.log" \
    || fail "no error for an export option of another kind"

printf '\nbazel-e2e: OK\n'
