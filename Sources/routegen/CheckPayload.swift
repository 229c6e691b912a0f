import ArgumentParser
import RouteGenCore

/// `routegen check-payload MANIFEST... --payload FILE...`: a server's CI checks the notification payloads it sends.
struct CheckPayload: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-payload",
        abstract: "Check that notification payload files (JSON) open a route of the manifests, as the app reads them.",
        discussion: """
            Each payload is read as RouteKit reads a notification's userInfo (the typed form under 'route', or a link \
            under one of the manifests' entryPoints.linkKeys), then checked as its link: the route must list \
            'notification' and its extras must read. Prints what each payload opens; each that opens nothing is an \
            error. Exit status: 0 every payload opens a route, 1 a payload or a manifest has errors, 2 usage or I/O errors.
            """
    )

    @Argument(help: "Manifest files; the manifests of one app, together.")
    var manifests: [String] = []

    @Option(name: .long, help: "A payload file (JSON), as the server sends it (repeatable).")
    var payload: [String] = []

    func run() throws {
        try PayloadCheck.run(manifests: manifests, payloads: payload).finish()
    }
}
