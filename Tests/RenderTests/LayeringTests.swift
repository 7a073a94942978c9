import Foundation
import Testing

/// Only `Render` may know SDL exists (STYLE.md, "Layers that point one way").
@Suite("Layering")
struct LayeringTests {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("Widgets and App never import CSDL or name an SDL identifier")
    func noSDLAboveRender() throws {
        let pattern = try NSRegularExpression(pattern: #"import\s+CSDL|\b(SDL|TTF|IMG|SDLK|KMOD)_[A-Za-z0-9]"#)
        var offenders: [String] = []
        var scanned = 0
        for folder in ["Sources/Widgets", "Sources/App"] {
            let root = Self.packageRoot.appendingPathComponent(folder).resolvingSymlinksInPath()
            guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in files where url.pathExtension == "swift" {
                scanned += 1
                let text = try String(contentsOf: url, encoding: .utf8)
                for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let s = String(line)
                    // Comments may mention SDL when explaining a behaviour; code may not.
                    if s.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                    if pattern.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) != nil {
                        offenders.append("\(folder)/\(url.path.components(separatedBy: folder + "/").last!):\(n + 1): \(s)")
                    }
                }
            }
        }
        #expect(scanned > 0)
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }
}
