// `api-lines SYMBOL_GRAPHS [BASELINE]`: RouteKit's public interface from the symbol graphs in the folder
// SYMBOL_GRAPHS, in the API baselines' format (Tests/RepositoryTests/API/APIInterfaceLines.swift, compiled with this
// file), without the lines BASELINE already holds. scripts/typecheck-ios.sh builds and runs it to compare the
// UIKit and SwiftUI layers with API/RouteKit-Apple.txt.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let folder = arguments.first, arguments.count <= 2 else {
    FileHandle.standardError.write(Data("usage: api-lines SYMBOL_GRAPHS [BASELINE]\n".utf8))
    exit(2)
}
do {
    let interface = try APIInterfaceLines.interface(inSymbolGraphsAt: URL(fileURLWithPath: folder))
    var excluded: Set<Substring> = []
    if let baseline = arguments.dropFirst().first {
        excluded = Set(try String(contentsOfFile: baseline, encoding: .utf8).split(separator: "\n"))
    }
    let lines = interface.split(separator: "\n").filter { !excluded.contains($0) }
    print(lines.joined(separator: "\n"))
} catch {
    FileHandle.standardError.write(Data("api-lines: \(error)\n".utf8))
    exit(2)
}
