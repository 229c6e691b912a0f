extension BuiltinType {
    /// `BuiltinType(rawValue:)` by the name's first byte and a few comparisons: the synthesized initializer
    /// searches a table of every raw value (about 440 instructions a call, once or twice per extra).
    static func named(_ name: String) -> BuiltinType? {
        switch name.utf8.first {
        case UInt8(ascii: "S"): return name == "String" ? .string : nil
        case UInt8(ascii: "I"):
            switch name {
            case "Int": return .int
            case "Int8": return .int8
            case "Int16": return .int16
            case "Int32": return .int32
            case "Int64": return .int64
            default: return nil
            }
        case UInt8(ascii: "U"):
            switch name {
            case "UInt": return .uint
            case "UInt8": return .uint8
            case "UInt16": return .uint16
            case "UInt32": return .uint32
            case "UInt64": return .uint64
            case "UUID": return .uuid
            case "URL": return .url
            default: return nil
            }
        case UInt8(ascii: "D"):
            switch name {
            case "Double": return .double
            case "Date": return .date
            default: return nil
            }
        case UInt8(ascii: "F"): return name == "Float" ? .float : nil
        case UInt8(ascii: "B"): return name == "Bool" ? .bool : nil
        default: return nil
        }
    }
}
