import ArgumentParser

struct Match: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Not implemented yet.")
    func run() throws { throw RouteGenExit.usageOrIO }
}
