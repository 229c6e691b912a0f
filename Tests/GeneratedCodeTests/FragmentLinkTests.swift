import Foundation
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit
import Testing

/// `qrLogin` (a fragment name with items after it, one under a `key:`) and `appBanner` (the whole fragment as one
/// value), through the generated code: matching, links, and saved navigation state.
@Suite("Generated code: values in the fragment")
struct FragmentLinkTests {
    @Test("the fragment name selects the route; its items, by key, fill the extras; limits apply")
    func matching() {
        let login = Routes.QrLogin(token: "abc", data: "x y", attempt: 2)
        #expect(Routes.match(URL(string: "https://myapp.example.com/login#qr-code-login?token=abc&d=x%20y&attempt=2")!)
            == .qrLogin(login))
        #expect(Routes.match(URL(string: "myapp://login#qr-code-login?d=x%20y&token=abc")!)
            == .qrLogin(Routes.QrLogin(token: "abc", data: "x y")))
        for refused in ["https://myapp.example.com/login#qr-code-login?token=abc&data=x",
                        "https://myapp.example.com/login#qr-code-login?token=abc&d=x&attempt=0",
                        "https://myapp.example.com/login?token=abc&d=x",
                        "https://myapp.example.com/login#other?token=abc&d=x"] {
            #expect(Routes.match(URL(string: refused)!) == nil, "\(refused)")
        }
        #expect(Routes.match(URL(string: "https://myapp.example.com/get?campaign=c#%2Fmedia%2F42")!)
            == .appBanner(Routes.AppBanner(campaign: "c", destination: "/media/42")))
        #expect(Routes.match(URL(string: "https://myapp.example.com/get")!) == .appBanner(Routes.AppBanner()))
    }

    @Test(".url and .universalLink write the fragment and read back equal")
    func building() {
        let login = Routes.QrLogin(token: "a&b#c", data: "d=e f", attempt: 1)
        #expect(login.universalLink.absoluteString
            == "https://myapp.example.com/login#qr-code-login?attempt=1&d=d%3De%20f&token=a%26b%23c")
        #expect(login.url.absoluteString == "myapp://login#qr-code-login?attempt=1&d=d%3De%20f&token=a%26b%23c")
        let banner = Routes.AppBanner(campaign: "spring", destination: "/media/42?x=1")
        #expect(banner.universalLink.absoluteString == "https://myapp.example.com/get?campaign=spring#/media/42%3Fx%3D1")
        #expect(Routes.match(login.url) == .qrLogin(login) && Routes.match(login.universalLink) == .qrLogin(login))
        #expect(Routes.match(banner.url) == .appBanner(banner) && Routes.match(banner.universalLink) == .appBanner(banner))
    }

    @Test("saved navigation state keeps values read from the fragment")
    @MainActor
    func restoration() throws {
        let login = Routes.QrLogin(token: "t", data: "d")
        let parameters = login.parameters
        #expect(try Routes.QrLogin(parameters: parameters) == login)
        let banner = Routes.AppBanner(destination: "/media/1")
        #expect(try Routes.AppBanner(parameters: banner.parameters) == banner)
    }

    @Test("a fragment path: typed placeholders read like path ones, items after '?', links that read back")
    func fragmentPath() {
        let chat = Routes.Chat(phone: "+14085550123", thread: 7, via: ["a.org", "b.org"])
        #expect(Routes.match(URL(string: "https://myapp.example.com/chat#p/+14085550123/7?via=a.org&via=b.org")!) == .chat(chat))
        #expect(Routes.match(URL(string: "myapp://chat#p/%2B14085550123/7?via=a.org&via=b.org")!) == .chat(chat))
        #expect(chat.universalLink.absoluteString == "https://myapp.example.com/chat#p/+14085550123/7?via=a.org&via=b.org")
        #expect(chat.url.absoluteString == "myapp://chat#p/+14085550123/7?via=a.org&via=b.org")
        for refused in ["https://myapp.example.com/chat#p/+1/x", "https://myapp.example.com/chat#p/+1",
                        "https://myapp.example.com/chat#/p/+1/7", "https://myapp.example.com/chat?phone=1&thread=2",
                        "https://myapp.example.com/chat#q/+1/7"] {
            #expect(Routes.match(URL(string: refused)!) == nil, "\(refused)")
        }
        let hostile = Routes.Chat(phone: "a/b?c#d%e&f=g 日本", thread: -1)
        #expect(Routes.match(hostile.url) == .chat(hostile) && Routes.match(hostile.universalLink) == .chat(hostile))
        #expect(URLComponents(url: hostile.universalLink, resolvingAgainstBaseURL: false)?.queryItems == nil)
    }

    @Test("saved navigation state keeps a fragment path's values")
    @MainActor
    func fragmentPathRestoration() throws {
        let model = NavigationModel(tabs: Routes.Tab.self)
        let navigator = Navigator(presenter: model)
        Routes.register(on: navigator, screens: GeneratedNavigationStateTests.AppScreens())
        let chat = Routes.Chat(phone: "+1 a/b", thread: 3, via: ["x"])
        #expect(navigator.open(chat.universalLink) == .shown)
        let data = model.savedState()
        let nextModel = NavigationModel(tabs: Routes.Tab.self)
        let next = Navigator(presenter: nextModel)
        Routes.register(on: next, screens: GeneratedNavigationStateTests.AppScreens())
        let report = nextModel.restore(from: data, navigator: next)
        #expect(report.dropped.isEmpty, "\(report)")
        let routes = nextModel.state.tabs.flatMap { nextModel.state.entries(in: $0) }.compactMap { $0.intent.route as? Routes.Chat }
        #expect(routes == [chat])
    }
}
