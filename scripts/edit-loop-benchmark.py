#!/usr/bin/env python3
"""The edit loop: what a debug `swift build` costs after one edit in an app whose routes come from the build-tool
plugin. Writes a synthetic app (one screen file per route, `final class ScreenN { init(route: Routes.RN) }`, every
route with a few extras) that depends on a RouteGen checkout by path, builds it, then times whole `swift build`
processes after each edit, in interleaved rounds:

  no-op     nothing changed
  screen    the body of one screen file
  extra     one route's optional extra, added or removed in routes.yml
  add       a route added or removed (its line in routes.yml and its screen, in a file that exists either way)
  rename    a route renamed there and back (routes.yml and the screen that names its struct)

Edits toggle, so each round leaves the app as it found it or one toggle away; the edited route sits in the middle of
the manifest, so half of the manifest's lines move when one is added. Per edit it prints the median (min, max) wall
time, the ratio of medians to the screen edit, and how many files the build compiled (screens and generated files
apart), from the driver's `-driver-show-incremental` remarks. With several checkouts (`--checkout NAME=PATH`, e.g. a baseline and this
one), every checkout builds its own copy of the app and the rounds interleave checkouts as well as edits.

    scripts/edit-loop-benchmark.py --sizes 100,1000 --rounds 3
    scripts/edit-loop-benchmark.py --checkout before=/path/to/baseline --checkout after=. --sizes 1000 --rounds 3
    scripts/edit-loop-benchmark.py --sizes 100 --rounds 1 --work .build-editloop      # what .ci/run runs

The first build of each checkout builds RouteKit and the `routegen` tool in debug (minutes); the clean-build row is
the app target alone, its dependencies already built. Wall times on a shared machine are noisy: the load average is
printed with every figure, and the ratios come from the same rounds.
"""
import argparse
import glob
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

EDITS = ["no-op", "screen", "extra", "add", "rename"]


def route_block(i, name=None, extra_flag=False):
    """One route: an `<int:id>` path, a few extras (optional, array, defaulted), three in four external."""
    name = name or f"r{i}"
    extras = ["      id: Int", "      note: String?", "      tags: [String]", "      page: { type: Int, default: 1 }"]
    if extra_flag:
        extras.append("      flag: Bool?")
    return "\n".join([
        f"  {name}:",
        f"    path: /{name}/item/<int:id>",
        "    extras:",
        *extras,
        f"    screen: Screen{i}",
        "    exposure: " + ("internal" if i % 4 == 3 else "external"),
    ]) + "\n"


def write_file(path, text):
    """Writes `text` unless the file already holds it (an untouched file is not rebuilt)."""
    if os.path.exists(path):
        with open(path) as f:
            if f.read() == text:
                return
    with open(path, "w") as f:
        f.write(text)


class App:
    """The synthetic app of one checkout: writes its files and applies the edits."""

    def __init__(self, folder, checkout, size):
        self.folder, self.checkout, self.size = folder, checkout, size
        self.edited = size // 2  # the route every manifest edit touches
        self.extra_flag = False
        self.added = False
        self.renamed = False
        self.screen_counter = 0
        self.sources = os.path.join(folder, "Sources", "App")

    def write(self):
        """Writes the app; a file that already holds its text is left alone, so a rerun reuses the last build."""
        os.makedirs(self.sources, exist_ok=True)
        keep = {"main.swift", "Added.swift", "routes.yml"} | {f"Screen{i}.swift" for i in range(self.size)}
        for old in glob.glob(os.path.join(self.sources, "*")):
            if os.path.basename(old) not in keep:
                os.remove(old)
        write_file(os.path.join(self.folder, "Package.swift"), f"""// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "EditLoopApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "RouteGen", path: {json.dumps(os.path.abspath(self.checkout))})],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [.product(name: "RouteKit", package: "RouteGen")],
            plugins: [.plugin(name: "RouteGenPlugin", package: "RouteGen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
""")
        write_file(os.path.join(self.sources, "main.swift"),
                   "import RouteKit\n\n@MainActor func registerRoutes(on navigator: Navigator) {\n"
                   "    Routes.register(on: navigator)\n}\n\nprint(Routes.R0(id: 1).url)\n")
        for i in range(self.size):
            self.write_screen(i)
        self.write_added_screen()
        self.write_manifest()

    def write_screen(self, i, struct=None):
        struct = struct or f"R{i}"
        body = f"        self.id = route.id\n        _ = {self.screen_counter if i == self.edited else 0}\n"
        write_file(os.path.join(self.sources, f"Screen{i}.swift"),
                   f"import RouteKit\n\nfinal class Screen{i} {{\n    let id: Int\n\n"
                   f"    init(route: Routes.{struct}) {{\n{body}    }}\n}}\n")

    def write_added_screen(self):
        # The added route's screen lives in a file that exists either way, so the target's file list never changes.
        text = "// The screen of the added route, while it exists.\n"
        if self.added:
            text += "import RouteKit\n\nfinal class ScreenAdded {\n    init(route: Routes.Added) {}\n}\n"
        write_file(os.path.join(self.sources, "Added.swift"), text)

    def write_manifest(self):
        lines = ["version: 1", "namespace: Routes", "url:", "  schemes: [editloop]", "  hosts: [editloop.example.com]",
                 "routes:"]
        text = "\n".join(lines) + "\n"
        for i in range(self.size):
            if i == self.edited and self.added:
                text += ("  added:\n    path: /added/<int:id>\n    extras: { id: Int }\n"
                         "    screen: ScreenAdded\n    exposure: external\n")
            if i == self.edited:
                text += route_block(i, name=f"r{i}x" if self.renamed else None, extra_flag=self.extra_flag)
            else:
                text += route_block(i)
        write_file(os.path.join(self.sources, "routes.yml"), text)

    def apply(self, edit):
        if edit == "screen":
            self.screen_counter += 1
            self.write_screen(self.edited, struct=f"R{self.edited}x" if self.renamed else None)
        elif edit == "extra":
            self.extra_flag = not self.extra_flag
            self.write_manifest()
        elif edit == "add":
            self.added = not self.added
            self.write_manifest()
            self.write_added_screen()
        elif edit == "rename":
            self.renamed = not self.renamed
            self.write_manifest()
            self.write_screen(self.edited, struct=f"R{self.edited}x" if self.renamed else None)

    def objects(self):
        return glob.glob(os.path.join(self.folder, ".build", "debug", "App.build", "*.o"))

    def clean_app(self):
        """Removes what the app target built (objects, generated files) and the build plan, keeping its
        dependencies' builds: the next build plans again and builds the app target from nothing."""
        build = os.path.join(self.folder, ".build")
        shutil.rmtree(os.path.join(build, "debug", "App.build"), ignore_errors=True)
        for outputs in glob.glob(os.path.join(build, "plugins", "outputs", "*", "App")):
            shutil.rmtree(outputs, ignore_errors=True)
        for plan in glob.glob(os.path.join(build, "debug.yaml")) + glob.glob(os.path.join(build, "debug", "description.json")):
            os.remove(plan)


def load():
    with open("/proc/loadavg") as f:
        return float(f.read().split()[0])


def build(app, extra_flags, log=None):
    """One `swift build`: wall seconds, files compiled (screens, generated), and the load at the start."""
    started = time.time()
    start_load = load()
    time.sleep(0.01)  # object times are compared with the start; keep them apart
    result = subprocess.run(["swift", "build"] + extra_flags, cwd=app.folder, capture_output=True, text=True)
    seconds = time.time() - started
    if log is not None:
        log.write(f"==== build ({seconds:.1f} s)\n{result.stdout}{result.stderr}\n")
        log.flush()
    if result.returncode != 0:
        sys.exit(f"edit-loop-benchmark: swift build failed in {app.folder}:\n{result.stdout[-4000:]}{result.stderr[-4000:]}")
    compiled = recompiled_files(result.stdout + result.stderr)
    if compiled is None:  # not an incremental build: every object the build wrote
        compiled = [os.path.basename(o)[:-2] for o in app.objects() if os.path.getmtime(o) >= started]
    screens = sum(1 for name in compiled if name.startswith(("Screen", "Added")))
    generated = sum(1 for name in compiled if ".generated" in name)
    return {"seconds": seconds, "objects": len(compiled), "screens": screens, "generated": generated,
            "load": start_load}


def recompiled_files(output):
    """The source files the driver compiled, from its `-driver-show-incremental` remarks (object times miss a file
    whose object came out byte-identical, which the compiler leaves untouched); None when the build was not
    incremental."""
    if "Incremental compilation: Read dependency graph" not in output:
        return None
    names = set()
    for line in output.splitlines():
        if "Incremental compilation: Queuing" in line and "{compile: " in line:
            names.add(line.split("{compile: ", 1)[1].split(" <= ", 1)[1].rstrip("}").strip())
    return sorted(names)


def summary(samples):
    seconds = [s["seconds"] for s in samples]
    return {"median": statistics.median(seconds), "min": min(seconds), "max": max(seconds),
            "objects": statistics.median([s["objects"] for s in samples]),
            "screens": statistics.median([s["screens"] for s in samples]),
            "generated": statistics.median([s["generated"] for s in samples]),
            "load": statistics.median([s["load"] for s in samples])}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="100,1000", help="route counts, comma-separated (default 100,1000)")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds per size (default 3)")
    parser.add_argument("--checkout", action="append", default=[],
                        help="NAME=PATH of a RouteGen checkout (repeatable; default this one, named 'this')")
    parser.add_argument("--work", default=".build-editloop", help="folder for the apps and logs (default .build-editloop)")
    parser.add_argument("--edits", default=",".join(EDITS), help="edits to time, comma-separated (default all)")
    parser.add_argument("--swift-flags", default="", help="extra `swift build` flags, e.g. '-Xswiftc -driver-time-compilation'")
    parser.add_argument("--first-build-is-clean", action="store_true",
                        help="take the first build as the clean build of the app, skipping a second one (saves a clean "
                             "build; only right when the app's dependencies are already built in the work folder)")
    parser.add_argument("--json", help="also write every sample to this file")
    args = parser.parse_args()

    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    checkouts = [c.split("=", 1) for c in args.checkout] or [["this", here]]
    edits = args.edits.split(",")
    for edit in edits:
        if edit not in EDITS:
            sys.exit(f"edit-loop-benchmark: unknown edit '{edit}' (known: {', '.join(EDITS)})")
    # The driver's remarks say which files it compiled and why (the dependency it traced); the logs keep them.
    flags = ["-Xswiftc", "-driver-show-incremental"] + args.swift_flags.split()
    work = os.path.abspath(args.work)
    os.makedirs(work, exist_ok=True)
    print(f"edit loop: {os.cpu_count()} cores, load {load():.2f}, rounds {args.rounds}, "
          f"checkouts {', '.join(f'{n}={os.path.abspath(p)}' for n, p in checkouts)}")
    results = {}
    for size in [int(s) for s in args.sizes.split(",")]:
        apps = {}
        samples = {name: {edit: [] for edit in edits} for name, _ in checkouts}
        clean = {}
        for name, path in checkouts:
            app = App(os.path.join(work, name), path, size)
            app.write()
            log = open(os.path.join(work, f"{name}-{size}.log"), "w")
            first = build(app, flags, log)  # dependencies, and the app at this size
            if args.first_build_is_clean:
                clean[name] = first
            else:
                app.clean_app()
                clean[name] = build(app, flags, log)
            build(app, flags, log)  # settles: the build after a clean one may still relink
            apps[name] = (app, log)
            print(f"  {size} routes, {name}: clean build of the app {clean[name]['seconds']:.1f} s "
                  f"({clean[name]['objects']} files, load {clean[name]['load']:.2f})", flush=True)
        for round_index in range(args.rounds):
            for name, _ in checkouts:
                app, log = apps[name]
                for edit in edits:
                    app.apply(edit)
                    log.write(f"## round {round_index + 1}, {edit}\n")
                    sample = build(app, flags, log)
                    samples[name][edit].append(sample)
                    print(f"  {size} routes, {name}, round {round_index + 1}: {edit:7} {sample['seconds']:6.1f} s, "
                          f"{sample['objects']} files compiled ({sample['screens']} screens, {sample['generated']} generated), "
                          f"load {sample['load']:.2f}", flush=True)
        for name, _ in checkouts:
            table = {edit: summary(samples[name][edit]) for edit in edits}
            screen = table.get("screen", {}).get("median")
            print(f"\n{size} routes, {name} (medians of {args.rounds}; ratio to the screen edit; files compiled):")
            print(f"  {'clean build of the app':24} {clean[name]['seconds']:7.1f} s  {clean[name]['objects']:5} files")
            for edit in edits:
                row = table[edit]
                ratio = f"{row['median'] / screen:5.2f}x" if screen else "     "
                print(f"  {edit:24} {row['median']:7.2f} s  {ratio}  (min {row['min']:.2f}, max {row['max']:.2f})  "
                      f"{row['objects']:5g} files compiled ({row['screens']:g} screens, {row['generated']:g} generated), "
                      f"load {row['load']:.2f}")
            results[f"{name}-{size}"] = {"clean": clean[name], "edits": table, "samples": samples[name]}
        for app, log in apps.values():
            log.close()
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
