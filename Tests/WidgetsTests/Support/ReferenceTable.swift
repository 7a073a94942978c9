import Foundation
import Testing

/// The constants tables in `docs/reference/*.md`: each row names a constant in backticks, gives its value as
/// the code has it and a source tag. A suite per table lists the code's values; `expectEqual` holds the two
/// together, so a value changed on one side only fails.
enum ReferenceTable {
    /// 32.0 → "32", 0.25 → "0.25", as the tables write numbers.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// "| `Slider.height` | 31 | [EST] | … |" → ("Slider.height", "31", "[EST]"), for every such row of `file`.
    static func rows(of file: String) throws -> [(name: String, value: String, tag: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/reference/\(file)"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { return nil }
            return (String(cells[0].dropFirst().dropLast()), cells[1], cells[2])
        }
    }

    /// Every row of `file` is the code's value with a source tag, and every constant of `code` has a row.
    static func expectEqual(_ file: String, to code: [String: String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let rows = try rows(of: file)
        #expect(rows.count == code.count, "\(file) has \(rows.count) rows, the code \(code.count) constants", sourceLocation: sourceLocation)
        #expect(Set(rows.map(\.name)) == Set(code.keys), sourceLocation: sourceLocation)
        for (name, value, tag) in rows {
            #expect(code[name] == value, "\(name): the table says \(value), the code \(code[name] ?? "nothing")", sourceLocation: sourceLocation)
            #expect(["[DOC]", "[OBS]", "[CODE]", "[EST]"].contains(tag), "\(name) has no source tag: '\(tag)'", sourceLocation: sourceLocation)
        }
    }
}
