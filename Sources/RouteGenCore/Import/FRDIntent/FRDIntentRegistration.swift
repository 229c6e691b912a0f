/// One entry of an FRDIntent registration plist: a URL pattern and the class FRDIntent would instantiate with
/// `NSClassFromString`, as the plist wrote them.
struct FRDIntentRegistration: Hashable, Sendable {
    /// Which plist the entry came from: `FRDIntentRegisters.plist` (the controller manager's, in-app only) or
    /// `FRDURLRoutesRegisters.plist` (the URL routes', reachable from links).
    enum Source: Hashable, Sendable {
        case `internal`, external
    }

    /// The key as written: `/story/:storyId`, or a whole URL (`myapp://story/:storyId`).
    var pattern: String
    /// The value when it is text (a class name, possibly module-qualified: `MyApp.SecondViewController`); nil when
    /// the plist holds something else there (a list, a dictionary, a number).
    var className: String?
    /// What the value was when it is not text (`a mapping`, `a list`), for the message.
    var valueKind: String
    var source: Source
    /// The entry's key path (and line, in an XML plist).
    var location: SourceLocation

    init(pattern: String, className: String?, valueKind: String, source: Source, location: SourceLocation) {
        self.pattern = pattern
        self.className = className
        self.valueKind = valueKind
        self.source = source
        self.location = location
    }
}
