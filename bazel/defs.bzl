"""Bazel rules that run the `routegen` tool: the Bazel counterpart of RouteGen's SwiftPM build-tool plugin.

`routegen_swift` generates `<Name>.generated.swift` and the files beside it per routes manifest of a module and checks the manifests of
the module and of the `routegen_swift` targets it depends on for ties (one app, one URL space). `routegen_export`
writes a file that must agree with an app's manifests (AASA, entitlements, URL types, catalog).

Every action runs the prebuilt, self-contained `routegen` binary (the Linux or macOS variant of the release's
artifact bundle): it needs no Swift toolchain, so it runs in the sandbox and on remote executors, and its outputs
are cacheable. Paths on its command lines and in its output are relative to the execution root, so the outputs do
not depend on where the workspace is checked out.
"""

RouteGenInfo = provider(
    doc = "The routes manifests of a `routegen_swift` target and of every `routegen_swift` target it depends on.",
    fields = {
        "manifests": "depset of File: the linked manifests, dependencies first (as the SwiftPM plugin passes them to the tie check).",
    },
)

_TOOL = "@routegen_tool//:routegen"

_TOOL_DOC = "The `routegen` binary for the execution platform (default `@routegen_tool//:routegen`)."

_MANIFEST_BASES = ["routes.yml", "routes.yaml", "routes.plist"]

def _is_manifest(basename):
    for base in _MANIFEST_BASES:
        if basename == base or (basename.endswith("." + base) and len(basename) > len(base) + 1):
            return True
    return False

def _namespace(basename):
    # Mirrors RouteGenCore's default namespace: `Feed.routes.yml` -> `FeedRoutes`, anything else -> `Routes`.
    # routegen itself names the file it writes, so a drift here fails the build ("output was not created").
    lower = basename.lower()
    for suffix in [".routes.yml", ".routes.yaml", ".routes.plist"]:
        if lower.endswith(suffix):
            stem = basename[:-len(suffix)]
            if stem:
                return stem[0].upper() + stem[1:] + "Routes"
    return "Routes"

# Mirrors ManifestNaming.routeFileCount: the route structs and builders go into this many shards of fixed names.
_ROUTE_FILE_COUNT = 16

def _generated_file_name(basename):
    return _namespace(basename) + ".generated.swift"

def _generated_file_names(basename):
    # Mirrors ManifestNaming.generatedFileNames: the main file, the registration file, then the shards. routegen
    # writes them all into the folder it is given, so a drift here fails the build ("output was not created").
    namespace = _namespace(basename)
    return [namespace + ".generated.swift", namespace + "+Registration.generated.swift"] + [
        # Starlark's % has no width: two digits by hand.
        "%s+Shard%s.generated.swift" % (namespace, ("0" if index < 10 else "") + str(index))
        for index in range(_ROUTE_FILE_COUNT)
    ]

def _routegen_swift_impl(ctx):
    tool = ctx.executable.tool
    outputs = []
    by_name = {}
    for manifest in ctx.files.manifests:
        if not _is_manifest(manifest.basename):
            fail("%s is not a routes manifest (routes.yml, NAME.routes.yml, routes.plist or NAME.routes.plist; .yaml as .yml)" % manifest.short_path, attr = "manifests")
        name = _generated_file_name(manifest.basename)
        if name in by_name:
            fail("%s and %s would both generate %s; rename one (NAME.routes.yml generates NAMERoutes.generated.swift) or split them into two targets" % (by_name[name].short_path, manifest.short_path, name), attr = "manifests")
        by_name[name] = manifest
        generated = [ctx.actions.declare_file(ctx.label.name + "/" + file_name) for file_name in _generated_file_names(manifest.basename)]

        # `--output FOLDER`: routegen names the files itself, so Bazel checks that the rule and the tool agree.
        ctx.actions.run(
            executable = tool,
            arguments = ["generate", manifest.path, "--output", generated[0].dirname],
            inputs = [manifest],
            outputs = generated,
            mnemonic = "RouteGenGenerate",
            progress_message = "Generating %s from %s" % (generated[0].short_path, manifest.short_path),
        )
        outputs += generated

    linked = depset(
        direct = ctx.files.manifests,
        transitive = [dep[RouteGenInfo].manifests for dep in ctx.attr.deps],
        order = "postorder",
    )
    linked_list = linked.to_list()
    if len(linked_list) > 1:
        # The check's output is an empty Swift file among the target's files, as in the SwiftPM plugin: the module
        # that compiles the generated files needs it, so every build of the module runs the check (a validation
        # output group would run only under --run_validations, off by default in Bazel 4).
        stamp = ctx.actions.declare_file(ctx.label.name + "/LinkedRoutes.check.swift")
        ctx.actions.run(
            executable = tool,
            arguments = ["lint", "--cross-manifest-only", "--stamp", stamp.path] + [m.path for m in linked_list],
            inputs = linked,
            outputs = [stamp],
            mnemonic = "RouteGenTies",
            progress_message = "Checking %s's %d linked routes manifests for ties" % (ctx.label, len(linked_list)),
        )
        outputs.append(stamp)

    return [
        DefaultInfo(files = depset(outputs)),
        RouteGenInfo(manifests = linked),
    ]

routegen_swift = rule(
    implementation = _routegen_swift_impl,
    doc = """Generates Swift from the routes manifests of one module, per manifest `<Name>.generated.swift`,
`<Name>+Registration.generated.swift` and `<Name>+Shard00.generated.swift` ... `<Name>+Shard15.generated.swift`
(fixed names, so they are declared without reading the manifest; an edited route changes only the shards of the
routes it touches and the registration file).

When more than one manifest is linked (its own and its `deps`'), the target also outputs `LinkedRoutes.check.swift`:
an empty file the tie check writes when it passes, so compiling the module runs the check.

Put the target in the module's `swift_library(srcs = [...])`. `deps` names the `routegen_swift` targets of the modules
this one links (the `swift_library` deps that have manifests): their manifests and this target's are checked
together, and an external route that ties with one of another manifest fails the build with an error at its `path:`
line. Each manifest's own errors fail the generation of its file.
""",
    attrs = {
        "manifests": attr.label_list(
            allow_files = [".yml", ".plist"],
            mandatory = True,
            doc = "The module's manifests: `routes.yml`, `NAME.routes.yml`, `routes.plist`, `NAME.routes.plist` (`.yaml` as `.yml`).",
        ),
        "deps": attr.label_list(
            providers = [RouteGenInfo],
            doc = "`routegen_swift` targets of the modules linked with this one, checked with it for ties.",
        ),
        "tool": attr.label(
            default = _TOOL,
            executable = True,
            cfg = "exec",
            allow_single_file = True,
            doc = _TOOL_DOC,
        ),
    },
)

_EXPORT_KINDS = ["aasa", "entitlements", "url-types", "catalog"]

# Each option attribute and the one kind it applies to, as on the command line.
_EXPORT_OPTION_KINDS = {
    "app_ids": "aasa",
    "host": "aasa",
    "developer_mode": "entitlements",
    "bundle_id": "url-types",
    "format": "catalog",
}

def _routegen_export_impl(ctx):
    kind = ctx.attr.kind
    for option, owner in _EXPORT_OPTION_KINDS.items():
        if getattr(ctx.attr, option) and owner != kind:
            fail("%s applies to kind = \"%s\" only, not \"%s\"" % (option, owner, kind), attr = option)
    manifests = depset(transitive = [r[RouteGenInfo].manifests for r in ctx.attr.routes], order = "postorder")
    arguments = ["export", kind] + [m.path for m in manifests.to_list()] + ["--output", ctx.outputs.out.path]
    for app_id in ctx.attr.app_ids:
        arguments += ["--app-id", app_id]
    if ctx.attr.host:
        arguments += ["--host", ctx.attr.host]
    if ctx.attr.developer_mode:
        arguments.append("--developer-mode")
    if ctx.attr.bundle_id:
        arguments += ["--bundle-id", ctx.attr.bundle_id]
    if ctx.attr.format:
        arguments += ["--format", ctx.attr.format]
    ctx.actions.run(
        executable = ctx.executable.tool,
        arguments = arguments,
        inputs = manifests,
        outputs = [ctx.outputs.out],
        mnemonic = "RouteGenExport",
        progress_message = "Exporting %s (%s)" % (ctx.outputs.out.short_path, kind),
    )
    return [DefaultInfo(files = depset([ctx.outputs.out]))]

routegen_export = rule(
    implementation = _routegen_export_impl,
    doc = """Runs `routegen export KIND` over an app's manifests: the file outside the code that must agree with them.

`routes` are the app's `routegen_swift` targets (their dependencies' manifests come with them). Options apply as
on the command line: `app_ids` and `host` to `aasa`, `developer_mode` to `entitlements`, `bundle_id` to
`url-types`, `format` (markdown or json) to `catalog`; an option of another kind is an analysis error.
""",
    attrs = {
        "kind": attr.string(mandatory = True, values = _EXPORT_KINDS, doc = "aasa, entitlements, url-types or catalog."),
        "routes": attr.label_list(mandatory = True, providers = [RouteGenInfo], doc = "The app's `routegen_swift` targets."),
        "out": attr.output(mandatory = True, doc = "The file to write, e.g. apple-app-site-association."),
        "app_ids": attr.string_list(doc = "aasa: the apps that open the links, TEAMID.bundle.id."),
        "host": attr.string(doc = "aasa: the host whose file to write, when the manifests list different hosts."),
        "developer_mode": attr.bool(doc = "entitlements: `applinks:HOST?mode=developer`."),
        "bundle_id": attr.string(doc = "url-types: prefix of each CFBundleURLName."),
        "format": attr.string(values = ["", "markdown", "json"], doc = "catalog: markdown (default) or json."),
        "tool": attr.label(
            default = _TOOL,
            executable = True,
            cfg = "exec",
            allow_single_file = True,
            doc = _TOOL_DOC,
        ),
    },
)
