/// Renders `Routes.Dependencies`: what the app passes once to `register(on:dependencies:)`, and what each screen and
/// view whose route lists `needs:` receives in its `init`.
///
/// Each property is mapped to its `dependencies:` line, so a type that does not exist is an error there (and once
/// more in the init, which cannot be mapped). Not `Sendable`: the registration's closures run on the main actor, as screens do.
struct DependenciesRenderer {
    let context: RenderContext

    func render(into writer: inout SwiftWriter) {
        let access = context.access
        let dependencies = context.manifest.dependencies
        writer.line("/// What screens and views receive from `register(on:dependencies:)`: the app builds it once, where it")
        writer.line("/// registers; a route's `needs:` names the ones its screen's `init` takes after `route:`.")
        writer.block("\(access)struct Dependencies") { body in
            body.mappedLines(dependencies) { dependency in
                (dependency.typeLocation?.line ?? dependency.location.line,
                 "\(access)var \(SwiftIdentifier.escaped(dependency.name)): \(dependency.swiftType)")
            }
            body.line("")
            body.line("\(access)init(")
            body.indented { parameters in
                // Unmapped: a `#sourceLocation` cannot sit in a parameter list (the properties carry the lines).
                for (index, dependency) in dependencies.enumerated() {
                    let comma = index == dependencies.count - 1 ? "" : ","
                    parameters.line("\(SwiftIdentifier.argumentLabel(dependency.name)): \(dependency.swiftType)\(comma)")
                }
            }
            body.block(")") { assignments in
                for dependency in dependencies {
                    let name = SwiftIdentifier.escaped(dependency.name)
                    assignments.line("self.\(name) = \(name)")
                }
            }
        }
    }
}
