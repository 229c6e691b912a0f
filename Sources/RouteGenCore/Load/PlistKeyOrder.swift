import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The order in which an XML property list writes each dictionary's keys, so routes and extras keep the
/// order the user wrote (they become parameter order in generated signatures).
struct PlistKeyOrder {
    private var order: [[String]: [String]] = [:]

    init(data: Data) {
        guard data.starts(with: Array("<?xml".utf8)) || data.starts(with: Array("<plist".utf8)) else { return }
        let recorder = KeyOrderRecorder()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = recorder
        if parser.parse() { order = recorder.order }
    }

    /// Keys present in the dictionary at `path`: those found in the document first, in document order,
    /// then any others sorted, so the result never depends on hashing.
    func keys(at path: [String], present: Set<String>) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for key in order[path] ?? [] where present.contains(key) && !seen.contains(key) {
            seen.insert(key)
            result.append(key)
        }
        result += present.subtracting(seen).sorted()
        return result
    }
}

private final class KeyOrderRecorder: NSObject, XMLParserDelegate {
    private enum Container {
        case dictionary(path: [String], pendingKey: String?)
        case array(path: [String], nextIndex: Int)
    }

    var order: [[String]: [String]] = [:]
    private var stack: [Container] = []
    private var keyText: String?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        switch elementName {
        case "plist":
            return
        case "key":
            keyText = ""
            return
        default:
            break
        }
        let path = childPath()
        if elementName == "dict" {
            stack.append(.dictionary(path: path, pendingKey: nil))
        } else if elementName == "array" {
            stack.append(.array(path: path, nextIndex: 0))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if keyText != nil { keyText! += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
        switch elementName {
        case "key":
            guard let key = keyText, case .dictionary(let path, _)? = stack.last else { return }
            keyText = nil
            stack[stack.count - 1] = .dictionary(path: path, pendingKey: key)
            order[path, default: []].append(key)
        case "dict", "array":
            _ = stack.popLast()
        default:
            break
        }
    }

    /// The path of the value that starts now, consuming the pending key or the next array index.
    private func childPath() -> [String] {
        guard let top = stack.last else { return [] }
        switch top {
        case .dictionary(let path, let key):
            stack[stack.count - 1] = .dictionary(path: path, pendingKey: nil)
            return path + [key ?? ""]
        case .array(let path, let index):
            stack[stack.count - 1] = .array(path: path, nextIndex: index + 1)
            return path + [String(index)]
        }
    }
}
