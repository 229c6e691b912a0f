// The app types RouteKit's "Getting Started" article uses without showing them (Screen is AnyObject off Apple
// platforms), so that DocSnippetTests compiles the article's snippet as written.
import RouteKit

final class UserProfileViewController { init(route: UserProfile) {} }
final class PhotoPickerViewController { init(sink: ResultSink<String>) {} }
final class LoginViewController { init() {} }
