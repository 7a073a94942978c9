import Render

/// A JSON value with ordered object keys, so the tree JSON lists keys in the documented order and diffs
/// stay readable. Numbers are written with at most 3 decimals (points and seconds need no more).
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public static func rect(_ r: Rect) -> JSONValue { .array([.number(r.x), .number(r.y), .number(r.width), .number(r.height)]) }
    public static func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }
    public static func size(_ s: Size) -> JSONValue { .array([.number(s.width), .number(s.height)]) }

    /// The value for `key` in an object.
    public subscript(key: String) -> JSONValue? {
        if case let .object(pairs) = self { return pairs.first { $0.0 == key }?.1 }
        return nil
    }

    /// Serialises with two-space indentation (`pretty`) or compactly.
    public func serialized(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : -1)
        return out
    }

    private func write(to out: inout String, indent: Int) {
        let pretty = indent >= 0
        let pad = pretty ? String(repeating: "  ", count: indent + 1) : ""
        let close = pretty ? String(repeating: "  ", count: indent) : ""
        let nl = pretty ? "\n" : ""
        switch self {
        case .null: out += "null"
        case let .bool(b): out += b ? "true" : "false"
        case let .number(n): out += n.isFinite ? n.compact : "null"
        case let .string(s): out += Self.quote(s)
        case let .array(items):
            // Short arrays of numbers (frames, points) stay on one line.
            if items.isEmpty { out += "[]"; return }
            if items.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
                out += "[" + items.map { $0.serialized(pretty: false) }.joined(separator: ", ") + "]"
                return
            }
            out += "[" + nl
            for (i, item) in items.enumerated() {
                out += pad
                item.write(to: &out, indent: pretty ? indent + 1 : -1)
                out += (i < items.count - 1 ? "," : "") + nl
            }
            out += close + "]"
        case let .object(pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{" + nl
            for (i, (key, value)) in pairs.enumerated() {
                out += pad + Self.quote(key) + (pretty ? ": " : ":")
                value.write(to: &out, indent: pretty ? indent + 1 : -1)
                out += (i < pairs.count - 1 ? "," : "") + nl
            }
            out += close + "}"
        }
    }

    static func quote(_ s: String) -> String {
        var r = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": r += "\\\""
            case "\\": r += "\\\\"
            case "\n": r += "\\n"
            case "\r": r += "\\r"
            case "\t": r += "\\t"
            default:
                if ch.value < 0x20 { r += unicodeEscape(ch.value) } else { r.unicodeScalars.append(ch) }
            }
        }
        return r + "\""
    }
}

/// `\u00XX` for a control character.
private func unicodeEscape(_ value: UInt32) -> String {
    let hex = String(value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
