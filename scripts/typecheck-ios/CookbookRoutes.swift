// The SwiftUI cookbook's snippets name the example app's routes `Routes`: here they are the hand-written routes
// shaped like its generated ones (Tests/RouteKitTests/SwiftUIExampleRoutes.swift, compiled in the same module).
typealias Routes = ShelfRoutes
