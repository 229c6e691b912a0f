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
/// Required fragment paths (`fragment: p/<phone>`, `FragmentPattern`) are compared before the items: a route that
/// requires one is more specific than a route that requires none; two routes whose fragment paths no fragment matches
/// both (`p/<phone>`, `eu/<username>`) are disjoint; of two that overlap, the more specific from the left wins; equal
/// ones leave the decision to the items.
@_spi(RouteGen) public enum QuerySpecificity: Sendable, Hashable {
    /// The left set strictly includes the right one, or the left route's fragment path is more specific.
    case moreSpecific
    /// The right set strictly includes the left one, or the right route's fragment path is more specific.
    case lessSpecific
    /// The same names.
    case same
    /// Neither includes the other, and the left set has more items: the matcher prefers it.
    case moreItems
    /// Neither includes the other, and the right set has more items.
    case fewerItems
    /// Neither includes the other, with as many items: only registration order decides.
    case incomparable
    /// The routes' fragment paths exclude each other: no link opens both.
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

    /// Compares two routes' required items and fragment paths (`LinkFragment.path`, as written). A fragment path
    /// that does not parse counts as a fixed one, equal only to the same text.
    public init(_ left: [String], fragment leftPath: String?, _ right: [String], fragment rightPath: String?) {
        switch (leftPath, rightPath) {
        case (nil, nil):
            self.init(left, right)
        case (_?, nil):
            self = .moreSpecific
        case (nil, _?):
            self = .lessSpecific
        case (let leftPath?, let rightPath?):
            let order: FragmentPattern.Order
            if let leftPattern = try? FragmentPattern(parsing: leftPath), let rightPattern = try? FragmentPattern(parsing: rightPath) {
                order = leftPattern.order(comparedWith: rightPattern)
            } else {
                order = leftPath == rightPath ? .same : .disjoint
            }
            switch order {
            case .disjoint: self = .disjoint
            case .moreSpecific: self = .moreSpecific
            case .lessSpecific: self = .lessSpecific
            case .same: self.init(left, right)
            }
        }
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

    /// Compares two routes by their descriptors' required items and fragment paths.
    public init(_ left: RouteDescriptor, _ right: RouteDescriptor) {
        self.init(left.requiredQueryItems, fragment: left.fragment?.path, right.requiredQueryItems, fragment: right.fragment?.path)
    }

    /// Whether two routes whose paths are ambiguous still tie: only registration order decides between them.
    public var ties: Bool {
        self == .same || self == .incomparable
    }
}
