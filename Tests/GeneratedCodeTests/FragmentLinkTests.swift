import Foundation
import RouteKit
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
}
