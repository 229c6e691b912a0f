/// How two routes with equally specific paths compare by their required query items: the rule that lets one path
/// serve two routes (`/post/<int:id>/comments` and, with `?comment=ID`, one comment's thread).
///
/// A route's required query items are the URL names of its extras a link must carry as query items: not internal,
/// not bound to the path, neither optional, nor an array, nor defaulted. Compared as sets:
/// - a strict superset is more specific: a URL that carries its items opens it, a URL without them the other route;
/// - equal sets tie, as equal paths do;
/// - sets where neither includes the other: a URL carrying both sets' items matches both routes, and the route that
///   requires more items opens it (`/ideal` with `payment_intent`, or with `setup_intent` and
///   `setup_intent_client_secret`: a link carrying all three opens the setup route);
/// - as many items on both sides, neither including the other: registration order decides (within one manifest, the
///   manifest's order, which lint states in a note; across manifests, a tie).
///
/// A required fragment name (`fragment: qr-code-login`) counts as one more item; two routes that require different
/// fragment names are disjoint: no link carries both.
@_spi(RouteGen) public enum QuerySpecificity: Sendable, Hashable {
    /// The left set strictly includes the right one.
    case moreSpecific
    /// The right set strictly includes the left one.
    case lessSpecific
    /// The same names.
    case same
    /// Neither includes the other, and the left set has more items: the matcher prefers it.
    case moreItems
    /// Neither includes the other, and the right set has more items.
    case fewerItems
    /// Neither includes the other, with as many items: only registration order decides.
    case incomparable
    /// The routes require different fragment names: no link opens both.
    case disjoint

    /// Compares two routes' required query item names (order and repeats do not matter).
    public init(_ left: [String], _ right: [String]) {
        let leftSet = Set(left), rightSet = Set(right)
        if leftSet == rightSet {
            self = .same
        } else if leftSet.isSuperset(of: rightSet) {
            self = .moreSpecific
        } else if rightSet.isSuperset(of: leftSet) {
            self = .lessSpecific
        } else if leftSet.count != rightSet.count {
            self = leftSet.count > rightSet.count ? .moreItems : .fewerItems
        } else {
            self = .incomparable
        }
    }

    /// Compares two routes' required items and fragment names (`LinkFragment.name`).
    public init(_ left: [String], fragment leftName: String?, _ right: [String], fragment rightName: String?) {
        if let leftName, let rightName, leftName != rightName {
            self = .disjoint
            return
        }
        // The same name on both sides (or none) adds nothing; a name on one side only is one more item there.
        let mark = ""  // no URL name is empty
        self.init(left + (leftName != nil && rightName == nil ? [mark] : []),
                  right + (rightName != nil && leftName == nil ? [mark] : []))
    }

    /// Whether neither set includes the other (as many items or not): a link may carry both.
    public var isIncomparable: Bool {
        self == .incomparable || self == .moreItems || self == .fewerItems
    }

    /// Whether the matcher prefers the left route for a link both accept on equally specific paths.
    public var prefersLeft: Bool? {
        switch self {
        case .moreSpecific, .moreItems: true
        case .lessSpecific, .fewerItems: false
        case .same, .incomparable, .disjoint: nil
        }
    }

    /// Compares two routes by their descriptors' required items and fragment names.
    public init(_ left: RouteDescriptor, _ right: RouteDescriptor) {
        self.init(left.requiredQueryItems, fragment: left.fragment?.name, right.requiredQueryItems, fragment: right.fragment?.name)
    }

    /// Whether two routes whose paths are ambiguous still tie: only registration order decides between them.
    public var ties: Bool {
        self == .same || self == .incomparable
    }
}
