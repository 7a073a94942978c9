import Foundation

/// One Swift file as the layering check reads it: where it is, which layer it belongs to, and its code with
/// comments and string literals blanked (so a comment that mentions `TableViewCell` or an environment
/// variable named `SDL_VIDEODRIVER` is not a reference). Line numbers survive the blanking.
struct ScannedFile {
    let path: String
    let layer: String
    let code: String

    init(path: String, layer: String, source: String) {
        self.path = path
        self.layer = layer
        code = Self.blankingCommentsAndStrings(source)
    }

    /// The modules this file imports, with their line numbers: `import X`, `internal import X`,
    /// `@_exported import X`, `@testable import X`, `import struct X.Y` all name module X.
    var imports: [(module: String, line: Int)] {
        matches(of: #"(?m)^[ \t]*(?:@\w+(?:\([^)\n]*\))?[ \t]+)*(?:(?:public|package|internal|private|fileprivate)[ \t]+)?import[ \t]+(?:(?:class|struct|enum|func|protocol|typealias|var|let)[ \t]+)?(\w+)"#)
            .map { ($0.name, $0.line) }
    }

    /// The modules this file re-exports (`@_exported import X`, scoped or not): what a client importing this
    /// file's module sees as if it had imported them itself.
    var reexports: [(module: String, line: Int)] {
        matches(of: #"(?m)^[ \t]*(?:@\w+(?:\([^)\n]*\))?[ \t]+)*@_exported[ \t]+(?:@\w+[ \t]+)*(?:(?:public|package|internal)[ \t]+)?import[ \t]+(?:(?:class|struct|enum|func|protocol|typealias|var|let)[ \t]+)?(\w+)"#)
            .map { ($0.name, $0.line) }
    }

    /// The types this file declares at file scope (class, struct, enum, protocol, actor, typealias): the
    /// names other folders would have to spell to depend on it. Nested types are reached through their
    /// outer type's name, so they need not be listed.
    var declaredTypes: [String] {
        matches(of: #"(?m)^(?:@\w+(?:\([^)\n]*\))?[ \t]+)*(?:(?:public|package|internal|private|fileprivate|open|final|indirect|nonisolated)[ \t]+)*(?:class|struct|enum|protocol|actor|typealias)[ \t]+([A-Z]\w*)"#)
            .map(\.name)
    }

    /// Every capitalised identifier this file spells, with the line of its first use; a member access
    /// (`.Style` after a type) is not a reference to a file-scope type of that name.
    var typeReferences: [(name: String, line: Int)] {
        var seen: Set<String> = []
        return matches(of: #"(?<![\w.])([A-Z]\w*)"#).compactMap { seen.insert($0.name).inserted ? $0 : nil }
    }

    /// Lines that spell an SDL identifier (`SDL_`, `TTF_`, `IMG_`, `SDLK_`, `KMOD_` followed by a name).
    var sdlIdentifiers: [(name: String, line: Int)] {
        matches(of: #"\b((?:SDL|TTF|IMG|SDLK|KMOD)_[A-Za-z0-9]\w*)"#)
    }

    private func matches(of pattern: String) -> [(name: String, line: Int)] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let ns = code as NSString
        var lineStarts = [0]
        for (offset, unit) in code.utf16.enumerated() where unit == 10 { lineStarts.append(offset + 1) }
        return regex.matches(in: code, range: NSRange(location: 0, length: ns.length)).map { match in
            let location = match.range.location
            var low = 0, high = lineStarts.count
            while high - low > 1 {
                let mid = (low + high) / 2
                if lineStarts[mid] <= location { low = mid } else { high = mid }
            }
            return (ns.substring(with: match.range(at: 1)), low + 1)
        }
    }

    /// Replaces `//` and `/* */` comments and the contents of string literals (single-line, multi-line and
    /// raw) with spaces, keeping every newline; interpolations inside strings are blanked too, which only
    /// ever hides a reference, never invents one.
    static func blankingCommentsAndStrings(_ source: String) -> String {
        let chars = Array(source)
        var out: [Character] = []
        out.reserveCapacity(chars.count)
        var i = 0
        func blank(_ c: Character) { out.append(c == "\n" ? "\n" : " ") }
        func starts(_ s: String, at j: Int) -> Bool {
            var k = j
            for c in s {
                guard k < chars.count, chars[k] == c else { return false }
                k += 1
            }
            return true
        }
        while i < chars.count {
            if starts("//", at: i) {
                while i < chars.count, chars[i] != "\n" { blank(chars[i]); i += 1 }
            } else if starts("/*", at: i) {
                var depth = 0
                repeat {
                    if starts("/*", at: i) { depth += 1; blank(chars[i]); blank(chars[i + 1]); i += 2 }
                    else if starts("*/", at: i) { depth -= 1; blank(chars[i]); blank(chars[i + 1]); i += 2 }
                    else { blank(chars[i]); i += 1 }
                } while depth > 0 && i < chars.count
            } else if chars[i] == "#" || chars[i] == "\"" {
                var hashes = 0, j = i
                while j < chars.count, chars[j] == "#" { hashes += 1; j += 1 }
                guard j < chars.count, chars[j] == "\"" else { out.append(chars[i]); i += 1; continue }
                let multi = starts("\"\"\"", at: j)
                let close = (multi ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                for k in i..<(j + (multi ? 3 : 1)) { out.append(chars[k]) }
                i = j + (multi ? 3 : 1)
                while i < chars.count, !starts(close, at: i) {
                    if hashes == 0, chars[i] == "\\", i + 1 < chars.count { blank(chars[i]); i += 1 }
                    blank(chars[i]); i += 1
                }
                for _ in 0..<close.count where i < chars.count { out.append(chars[i]); i += 1 }
            } else {
                out.append(chars[i]); i += 1
            }
        }
        return String(out)
    }
}

extension ScannedFile {
    /// Every `.swift` file below `folder`, sorted by path, each in the layer `layer(relativePath)` names.
    static func all(under folder: URL, relativeTo root: URL, layer: (String) -> String) throws -> [ScannedFile] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        let rootPath = root.standardizedFileURL.path + "/"
        var files: [ScannedFile] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let path = url.standardizedFileURL.path.replacingOccurrences(of: rootPath, with: "")
            files.append(ScannedFile(path: path, layer: layer(path), source: try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }
}
