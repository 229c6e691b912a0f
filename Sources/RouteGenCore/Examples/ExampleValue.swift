@_spi(RouteGen) import RouteKit

/// An example's pinned value read as its extra's type, by the reader `routegen match` decodes links with, so a
/// pinned value and a link's value are shown (and compared) in one form: `42`, `.likes`, `"hi"`, `[a, b]`.
enum ExampleValue {
    struct Problem: Error {
        var message: String
    }

    /// The value as a link carrying it would show, or why it is not a value of the extra's type. An enum value may
    /// be written by Swift case name or by URL value (as `default:` may).
    static func shown(_ value: ExampleExtra.Value, reader: ExtraReader) -> Result<String, Problem> {
        let isArray = reader.shape == .array || reader.shape == .optionalArray
        let texts: [String]
        switch value {
        case .null:
            guard reader.shape == .optional || reader.shape == .optionalArray else {
                return .failure(Problem(message: "extra '\(reader.name)' is \(reader.typeText), not optional: null is not "
                    + "a value of it; leave the extra out to pin its default"))
            }
            return .success("nil")
        case .scalar(let text):
            guard !isArray else {
                return .failure(Problem(message: "extra '\(reader.name)' is \(reader.typeText): write its values as a list, "
                    + "like [\(text)]"))
            }
            texts = [text]
        case .list(let items):
            guard isArray else {
                return .failure(Problem(message: "extra '\(reader.name)' is \(reader.typeText), not an array: write one value"))
            }
            texts = items
        }
        var parameters = RouteParameters()
        for text in texts {
            parameters.append(urlText(text, reader: reader), for: reader.urlName)
        }
        do {
            return .success(try reader.read(parameters).value ?? "nil")
        } catch let error as ExtraReader.HintedError {
            return .failure(invalid(error.error, reader: reader, hint: "; " + error.hint))
        } catch let error as RouteDecodingError {
            return .failure(invalid(error, reader: reader, hint: ""))
        } catch {
            return .failure(Problem(message: "extra '\(reader.name)': \(error)"))
        }
    }

    /// An enum case written by its Swift name becomes its URL value; everything else is read as written.
    private static func urlText(_ text: String, reader: ExtraReader) -> String {
        guard case .manifestEnum(let declaration) = reader.kind else { return text }
        return declaration.enumCase(named: text)?.urlValue ?? text
    }

    private static func invalid(_ error: RouteDecodingError, reader: ExtraReader, hint: String) -> Problem {
        guard case .invalid(_, let value, let type) = error else {
            return Problem(message: "extra '\(reader.name)': \(error)")
        }
        let shownValue = value.count > 80 ? String(value.prefix(77)) + "..." : value
        return Problem(message: "value '\(shownValue)' of extra '\(reader.name)' is not a value of \(type)\(hint)")
    }
}
