// The module whose name carries RouteKit's generated-code contract: `RouteKitContract<N>`, N being
// `GeneratedCodeContract.version` (Package.swift names the target; a test keeps the two equal).
//
// It holds nothing. Generated code asks `#if canImport(RouteKitContract<N>)` before anything else, so a file
// compiled against a RouteKit of another contract stops at one error naming both versions instead of failing on
// every declaration it uses (CONTRIBUTING.md, "Versioning").
