#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one way in for entry points: every notification tap, quick action, Spotlight result and Handoff hands its
/// delivery here, from the moment the app starts (the application delegate runs before the first scene, and so
/// before any navigator exists).
///
/// Before a navigator is connected it keeps one request, the latest (a later delivery replaces it); it ignores the
/// same item delivered twice (a cold-launch tap arrives through the scene's connection options and through the
/// notification delegate); with a ``lifetime`` it drops requests older than that. Each request goes to the
/// navigator as the route's link (`Navigator.open(_:)`), so the interceptors see it exactly as they see that link:
/// a login wall holds a notification as it holds a link, and a navigator not launched yet keeps it until
/// `launch(restoring:)`. Every delivery answers an ``EntryPointOutcome``, reported on the navigator's one channel
/// (``NavigationProblem/entryPoint(_:)``) unless it is the link's own report (``EntryPointOutcome/opened(_:)``).
@MainActor
public final class EntryPointInbox {
    /// The app's inbox: reachable from the application delegate, a scene delegate and an App Intent alike.
    public static let shared = EntryPointInbox()

    /// How old a request may be when it reaches the navigator (from the notification's date, or from when it was
    /// delivered); nil, the default, keeps requests however old.
    public var lifetime: TimeInterval?
    /// How long the same quick action or activity is taken for a second delivery of the first (a notification's
    /// identifier is unique, so a notification delivered twice is a duplicate whenever it comes again).
    public var duplicateWindow: TimeInterval = 5

    private let now: @MainActor () -> Date
    private weak var navigator: Navigator?
    private var kept: Request?
    private var seen: [(identity: String, at: Date, unique: Bool)] = []
    private var unreported: [EntryPointReport] = []

    private struct Request {
        let entryPoint: EntryPoint
        let identity: String
        let url: URL
        let date: Date
    }

    /// At most this many identities are remembered, and this many reports wait for a navigator.
    static let memory = 64

    /// `now` is the clock (a test passes its own).
    public init(now: @escaping @MainActor () -> Date = { Date() }) {
        self.now = now
    }

    /// The link of the request kept for the navigator, if any.
    public var keptURL: URL? { kept?.url }

    /// Takes one delivery and says what became of it.
    @discardableResult
    public func receive<External>(_ delivery: EntryPointDelivery<External>) -> EntryPointOutcome {
        let outcome = take(delivery)
        switch outcome {
        case .opened: break
        default: report(EntryPointReport(entryPoint: delivery.entryPoint, identity: delivery.identity, outcome: outcome))
        }
        return outcome
    }

    /// Hands requests to `navigator` from now on, starting with the one kept; call it once the navigator has its
    /// routes registered (before or after `launch(restoring:)`: a navigator not launched yet keeps the link). The
    /// reports of deliveries that came before reach its channel first.
    @discardableResult
    public func connect(_ navigator: Navigator) -> EntryPointOutcome? {
        self.navigator = navigator
        let waiting = unreported
        unreported.removeAll()
        for report in waiting { navigator.report(.entryPoint(report)) }
        guard let request = kept else { return nil }
        kept = nil
        let outcome = handOver(request, to: navigator)
        if case .opened = outcome {} else {
            report(EntryPointReport(entryPoint: request.entryPoint, identity: request.identity, outcome: outcome))
        }
        return outcome
    }

    private func take<External>(_ delivery: EntryPointDelivery<External>) -> EntryPointOutcome {
        let time = now()
        let unique = delivery.entryPoint == .notification
        seen.removeAll { !$0.unique && time.timeIntervalSince($0.at) > duplicateWindow }
        if seen.contains(where: { $0.identity == delivery.identity }) { return .duplicate }
        seen.append((delivery.identity, time, unique))
        if seen.count > Self.memory { seen.removeFirst(seen.count - Self.memory) }
        let request: EntryPointRequest<External>
        switch delivery.result {
        case .failure(let rejection): return .rejected(rejection)
        case .success(let read): request = read
        }
        let kept = Request(entryPoint: delivery.entryPoint, identity: delivery.identity, url: request.url,
                           date: min(delivery.date ?? time, time))
        if let age = expiredAge(of: kept, at: time) { return .expired(age: age) }
        if let navigator { return handOver(kept, to: navigator) }
        if let earlier = self.kept {
            report(EntryPointReport(entryPoint: earlier.entryPoint, identity: earlier.identity, outcome: .replaced))
        }
        self.kept = kept
        return .kept
    }

    private func handOver(_ request: Request, to navigator: Navigator) -> EntryPointOutcome {
        if let age = expiredAge(of: request, at: now()) { return .expired(age: age) }
        return .opened(navigator.open(request.url))
    }

    private func expiredAge(of request: Request, at time: Date) -> TimeInterval? {
        guard let lifetime else { return nil }
        let age = time.timeIntervalSince(request.date)
        return age > lifetime ? age : nil
    }

    private func report(_ report: EntryPointReport) {
        if let navigator {
            navigator.report(.entryPoint(report))
        } else {
            unreported.append(report)
            if unreported.count > Self.memory { unreported.removeFirst(unreported.count - Self.memory) }
        }
    }
}

/// What ``EntryPointInbox`` did with one delivery.
public enum EntryPointOutcome: Sendable, Hashable, CustomStringConvertible {
    /// No navigator is connected yet: kept (replacing any earlier request) and opened by `connect(_:)`.
    case kept
    /// Opened as the route's link: what `Navigator.open(_:)` answered (`.shown`, `.kept` before launch, refused or
    /// redirected by an interceptor, ...), reported by the navigator as it reports that link.
    case opened(LinkOutcome)
    /// The same item was delivered before: ignored.
    case duplicate
    /// Older than the inbox's `lifetime`: dropped.
    case expired(age: TimeInterval)
    /// Kept, then replaced by a later request before a navigator was connected.
    case replaced
    /// The payload opens no route, and why.
    case rejected(EntryPointRejection)

    public var description: String {
        switch self {
        case .kept: "kept until a navigator is connected (EntryPointInbox.connect(_:))"
        case .opened(let outcome): "opened as a link: \(outcome)"
        case .duplicate: "ignored: the same item was delivered before"
        case .expired(let age): "dropped: \(Int(age)) s old, older than the inbox's lifetime"
        case .replaced: "dropped: a later request replaced it before a navigator was connected"
        case .rejected(let rejection): "refused: \(rejection)"
        }
    }
}

/// One entry point delivery's outcome, as the navigator's channel reports it.
public struct EntryPointReport: Sendable, Hashable, CustomStringConvertible {
    public let entryPoint: EntryPoint
    /// The item's identity (`notification:<request identifier>`, `quickAction:<type>:<payload>`).
    public let identity: String
    public let outcome: EntryPointOutcome

    public var description: String {
        "RouteKit: \(entryPoint) \(RouteDecodingError.shortened(identity, limit: 120)): \(outcome)"
    }
}
