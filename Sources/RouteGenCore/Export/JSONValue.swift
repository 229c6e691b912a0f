/// A JSON document written by hand (two-space indentation, keys in the given order): byte-stable across
/// platforms, unlike `JSONSerialization`'s output.
indirect enum JSONValue: Sendable {
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])
    case null
    case bool(Bool)
    /// A number as JSON writes it (`1`, `4096`).
    case number(String)

    var pretty: String {
        var text = ""
        write(into: &text, indent: "")
        return text
    }

    private func write(into text: inout String, indent: String) {
        switch self {
        case .string(let value):
            text += JSONText.string(value)
        case .null:
            text += "null"
        case .bool(let value):
            text += value ? "true" : "false"
        case .number(let value):
            text += value
        case .array(let items):
            guard !items.isEmpty else {
                text += "[]"
                return
            }
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += indent + "  "
                item.write(into: &text, indent: indent + "  ")
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let fields):
            guard !fields.isEmpty else {
                text += "{}"
                return
            }
            text += "{\n"
            for (index, field) in fields.enumerated() {
                text += indent + "  " + JSONText.string(field.0) + ": "
                field.1.write(into: &text, indent: indent + "  ")
                text += index == fields.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        }
    }
}
