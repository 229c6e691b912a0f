// The SwiftUI cookbook's snippets name the example app's routes `Routes`: here they are its routes generated without
// its views (Tests/RouteKitTests/ShelfRoutes.generated.swift, compiled in the same module).
typealias Routes = ShelfRoutes
