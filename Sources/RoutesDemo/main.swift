// RoutesDemo: a deep link travelling through the code generated from the root routes.yml.
//
//   swift run RoutesDemo myapp://user/42
//   swift run RoutesDemo 'https://myapp.example.com/user/7?tab=likes&tags=a&tags=b' myapp://alert?title=Hi
//
// For each link: which external route matched and its decoded extras, whether the navigator opened it, and the
// screen stack the RecordingPresenter saw. Then it shows that the internal `settings` route is refused by URL
// but opens in-app through its generated builder. Exit status 1 when a link given on the command line was not
// opened (so scripts can rely on it), 2 when an argument is not a URL.
import Foundation
import RouteKit

let links = CommandLine.arguments.count > 1 ? Array(CommandLine.arguments.dropFirst()) : ["myapp://user/42"]
let app = DemoApp()
var allOpened = true

for link in links {
    guard let url = URL(string: link) else {
        print("\(link): not a URL")
        exit(2)
    }
    allOpened = app.open(url) && allOpened
    print("")
}

print("The internal route 'settings' (path /settings):")
app.open(URL(string: "myapp://settings")!)
let started = app.navigator.start(Routes.settings())
print("  in-app: navigator.start(Routes.settings()) -> \(started)")
print("  screen stack: \(app.screenStack)")

exit(allOpened ? 0 : 1)
