import BenchmarkSupport
import Foundation
@_spi(RouteGen) @_spi(CustomContainer) import RouteKit  // registers and encodes as generated code does; drives the model

/// `NavigationModel` work per navigation grows with the change, not with the state:
/// - a link whose route has a 3-deep parent chain (photo detail -> photo -> album -> profile), opened through
///   `Navigator.open` into a tab holding 200 entries, against the same link into a tab holding 2: on one warm model
///   (link, then back: the target figure), and on many models each used once (cold memory, for information);
/// - restoring saved state of 50, 100 and 200 entries (time per entry should stay flat: linear in entries).
/// Each run applies the operation 50 times, so one run is long enough to time.
@MainActor
enum NavigationBenchmark {
    static let batch = 50

    static func run() throws {
        let report = Report(unit: .microseconds)
        report.header("Navigation model (per operation)")
        let link = URL(string: "bench://profile/1/album/2/photo/3/detail")!
        // One model per size, warm: each operation opens the link (4 entries placed) and closes what it added
        // (the user going back), so every operation starts from the same state.
        let smallOne = prepareLinks(entries: 2, count: 1)[0]
        let largeOne = prepareLinks(entries: 200, count: 1)[0]
        // Many models per size, cold: each operation opens the link on a model of its own (prepared unmeasured).
        var small: [Bench] = []
        var large: [Bench] = []
        let links = try Measure.interleaved([
            Measure.Case("link + back, over 2 entries (one model)") { try linkAndBack(smallOne, link) },
            Measure.Case("link + back, over 200 entries (one model)") { try linkAndBack(largeOne, link) },
            Measure.Case("link, over 2 entries (\(batch) models)", prepare: { small = prepareLinks(entries: 2, count: batch) }) {
                for bench in small { guard bench.navigator.open(link) == .shown else { fatalError("link not opened") } }
            },
            Measure.Case("link, over 200 entries (\(batch) models)", prepare: { large = prepareLinks(entries: 200, count: batch) }) {
                for bench in large { guard bench.navigator.open(link) == .shown else { fatalError("link not opened") } }
            },
        ], warmup: 3, runs: 31, operations: batch)
        for sample in links { report.row(sample) }
        guard small.allSatisfy({ $0.model.state.entryCount == 2 + 4 }), large.allSatisfy({ $0.model.state.entryCount == 200 + 4 }) else {
            throw BenchmarkFailure("the link did not place its parent chain")
        }
        report.ratioByRound("link + back over 200 / over 2 (one model)", links[1], links[0])
        report.ratioByRound("link over 200 / over 2 (cold models)", links[3], links[2])

        let sizes = [50, 100, 200]
        var restoring: [[Bench]] = Array(repeating: [], count: sizes.count)
        let saved = sizes.map(savedState)
        let restores = try Measure.interleaved(sizes.indices.map { index in
            Measure.Case("restore \(sizes[index]) entries", prepare: { restoring[index] = (0..<batch).map { _ in Bench() } }) {
                for bench in restoring[index] {
                    let report = bench.model.restore(from: saved[index], navigator: bench.navigator)
                    guard report.restoredCount == sizes[index] else { fatalError("restore: \(report)") }
                }
            }
        }, warmup: 2, runs: 15, operations: batch)
        for sample in restores { report.row(sample) }
        for (index, size) in sizes.enumerated() {
            print(String(format: "  restore %d entries: %.3f µs per entry", size, restores[index].median * 1e6 / Double(size)))
        }
        report.ratioByRound("restore 200 / restore 50 (linear: 4x)", restores[2], restores[0])
        report.ratioByRound("restore 200 / restore 100 (linear: 2x)", restores[2], restores[1])
    }

    /// `batch` times: the link, then back to the entry below what it added; throws unless 4 entries were added.
    static func linkAndBack(_ bench: Bench, _ link: URL) throws {
        guard let top = bench.model.state.entries(in: "profile").last?.id else { throw BenchmarkFailure("empty tab") }
        let before = bench.model.state.entryCount
        for _ in 0..<batch {
            guard bench.navigator.open(link) == .shown else { throw BenchmarkFailure("link not opened") }
            bench.model.userReturned(to: top)
        }
        guard bench.model.state.entryCount == before else { throw BenchmarkFailure("link + back changed the state") }
    }

    /// Models whose profile tab holds `entries` entries that share no route with the link's parent chain.
    static func prepareLinks(entries: Int, count: Int) -> [Bench] {
        (0..<count).map { _ in
            let bench = Bench()
            bench.navigator.start(Intent(Home()))
            for index in 0..<(entries - 1) {
                if index % 2 == 0 {
                    bench.navigator.start(Intent(Profile(id: 1_000 + index)))
                } else {
                    bench.navigator.start(Intent(Album(id: 1_000 + index, albumID: index)))
                }
            }
            return bench
        }
    }

    /// Saved state of `entries` entries: a home tab of notes and a profile tab of profiles, albums and photos.
    static func savedState(entries: Int) -> Data {
        let bench = Bench()
        for index in 0..<entries {
            switch index % 4 {
            case 0: bench.navigator.start(Intent(Note(text: "note \(index) with some text")))
            case 1: bench.navigator.start(Intent(Profile(id: index)))
            case 2: bench.navigator.start(Intent(Album(id: index, albumID: index * 7)))
            default: bench.navigator.start(Intent(Photo(id: index, albumID: index * 7, photoID: index * 13)))
            }
        }
        return bench.model.savedState()
    }

    /// A navigator over a model with the benchmark's routes registered, as generated registration would.
    @MainActor
    final class Bench {
        let navigator = Navigator(tabs: ["home", "profile"])
        let model: NavigationModel

        init() {
            model = navigator.navigationModel!
            navigator.logsFailures = false
            navigator.registerScreen(Home.self) { _ in BenchScreen() }
            navigator.registerScreen(Note.self) { _ in BenchScreen() }
            navigator.registerScreen(Profile.self) { _ in BenchScreen() }
            navigator.registerScreen(Album.self) { _ in BenchScreen() }
            navigator.registerScreen(Photo.self) { _ in BenchScreen() }
            navigator.registerScreen(PhotoDetail.self) { _ in BenchScreen() }
            navigator.launch()
        }
    }
}

// Routes shaped like generated ones (docs/architecture.md): tabs, parents, restorable internal routes.
private let benchURLs = URLConfiguration(schemes: ["bench"], hosts: [])

private struct Home: Route, RestorableRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "home", exposure: .internal, tab: "home")
    init() {}
    init(parameters: RouteParameters) throws {}
    var parameters: RouteParameters { RouteParameters() }
}

private struct Note: Route, RestorableRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "note", exposure: .internal)
    var text: String
    init(text: String) { self.text = text }
    init(parameters: RouteParameters) throws { try self.init(text: parameters.required("text", as: String.self)) }
    var parameters: RouteParameters { RouteParameters().settingValue("text", self.text) }
}

private struct Profile: URLRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "profile", exposure: .external, path: "/profile/<int:id>", urlConfiguration: benchURLs,
                                            tab: "profile")
    var id: Int
    init(id: Int) { self.id = id }
    init(parameters: RouteParameters) throws { try self.init(id: parameters.required("id", as: Int.self)) }
    var parameters: RouteParameters { RouteParameters().settingValue("id", self.id) }
}

private struct Album: URLRoute, ParentedRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "album", exposure: .external, path: "/profile/<int:id>/album/<int:albumID>",
                                            urlConfiguration: benchURLs, tab: "profile")
    var id: Int
    var albumID: Int
    init(id: Int, albumID: Int) {
        self.id = id
        self.albumID = albumID
    }
    init(parameters: RouteParameters) throws {
        try self.init(id: parameters.required("id", as: Int.self), albumID: parameters.required("albumID", as: Int.self))
    }
    var parameters: RouteParameters { RouteParameters().settingValue("id", self.id).settingValue("albumID", self.albumID) }
    var parentRoute: Profile { Profile(id: self.id) }
}

private struct Photo: URLRoute, ParentedRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "photo", exposure: .external,
                                            path: "/profile/<int:id>/album/<int:albumID>/photo/<int:photoID>", urlConfiguration: benchURLs)
    var id: Int
    var albumID: Int
    var photoID: Int
    init(id: Int, albumID: Int, photoID: Int) {
        self.id = id
        self.albumID = albumID
        self.photoID = photoID
    }
    init(parameters: RouteParameters) throws {
        try self.init(id: parameters.required("id", as: Int.self), albumID: parameters.required("albumID", as: Int.self),
                      photoID: parameters.required("photoID", as: Int.self))
    }
    var parameters: RouteParameters {
        RouteParameters().settingValue("id", self.id).settingValue("albumID", self.albumID).settingValue("photoID", self.photoID)
    }
    var parentRoute: Album { Album(id: self.id, albumID: self.albumID) }
}

private struct PhotoDetail: URLRoute, ParentedRoute, Hashable {
    static let descriptor = RouteDescriptor(name: "photoDetail", exposure: .external,
                                            path: "/profile/<int:id>/album/<int:albumID>/photo/<int:photoID>/detail",
                                            urlConfiguration: benchURLs)
    var id: Int
    var albumID: Int
    var photoID: Int
    init(parameters: RouteParameters) throws {
        id = try parameters.required("id", as: Int.self)
        albumID = try parameters.required("albumID", as: Int.self)
        photoID = try parameters.required("photoID", as: Int.self)
    }
    var parameters: RouteParameters {
        RouteParameters().settingValue("id", self.id).settingValue("albumID", self.albumID).settingValue("photoID", self.photoID)
    }
    var parentRoute: Photo { Photo(id: self.id, albumID: self.albumID, photoID: self.photoID) }
}

#if canImport(UIKit)
import UIKit
private typealias ScreenBase = UIViewController
#elseif canImport(AppKit)
import AppKit
private typealias ScreenBase = NSViewController
#endif

#if canImport(UIKit) || canImport(AppKit)
@MainActor
private final class BenchScreen: ScreenBase {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}
#else
@MainActor
private final class BenchScreen {}
#endif
