import Foundation
import RouteKit

/// Opens each URL argument on a fresh navigator and prints what the generated code made of it.
@MainActor
func report(_ link: String) {
    guard let url = URL(string: link) else {
        print("\(link) -> not a URL")
        return
    }
    switch Routes.match(url) {
    case .item(let item):
        print("\(link) -> item id=\(item.id) tab=\(item.tab.rawValue) tags=\(item.tags.joined(separator: ","))")
    case .gallery:
        print("\(link) -> gallery")
    case .shelf(let shelf):
        print("\(link) -> shelf section=\(shelf.section) (\(shelf.section.rawValue)) sort=\(shelf.sort) (\(shelf.sort.rawValue))")
    case .comments(let comments):
        print("\(link) -> comments id=\(comments.id)")
    case .commentThread(let thread):
        print("\(link) -> commentThread id=\(thread.id) comment=\(thread.comment)")
    case .emailClick(let click):
        print("\(link) -> emailClick rest=\(click.rest)")
    case nil:
        print("\(link) -> no match")
    }
    let presenter = RecordingPresenter()
    let navigator = Navigator(presenter: presenter)
    Routes.register(on: navigator)
    let opened = navigator.open(url) == .shown
    let shown = presenter.shownScreens.map { screen -> String in
        if let item = screen as? ItemScreen { return "ItemScreen#\(item.id)" }
        if let shelf = screen as? ShelfScreen { return "ShelfScreen#\(shelf.route.section)" }
        return "\(type(of: screen))"
    }
    print("\(link) opened=\(opened) shown=\(shown.joined(separator: ","))")
}

for link in CommandLine.arguments.dropFirst() {
    report(link)
}
print("built=\(Routes.Item(id: 3).url.absoluteString)")
print("built=\(Routes.Shelf(section: .tokyo, sort: .halfOff).url.absoluteString)")
// Every case of both enums, in the path and the query, reads back from the link the generated code builds.
var roundTrips = 0
for section in Routes.Section.allCases {
    for sort in Routes.Sort.allCases where Routes.match(Routes.Shelf(section: section, sort: sort).url) == .shelf(Routes.Shelf(section: section, sort: sort)) {
        roundTrips += 1
    }
}
print("shelf round trips=\(roundTrips)/\(Routes.Section.allCases.count * Routes.Sort.allCases.count)")
print("built=\(Routes.CommentThread(id: 3, comment: 5).url.absoluteString)")
print("built=\(Routes.EmailClick(rest: "wf/click").url.absoluteString) \(Routes.EmailClick(rest: "wf/click").universalLink.absoluteString)")
