import Foundation

/// Apple's UIKit is main-actor isolated in a way Swift 5 clients are not held to: its types come from
/// Objective-C headers marked `NS_SWIFT_UI_ACTOR`, which Swift treats as `@preconcurrency @MainActor`. So
/// a class with no isolation may build a `UIActivityIndicatorView` in a stored property's initializer and
/// compile. Handheld's public types must say `@preconcurrency` beside `@MainActor` for
/// the same code to compile here: a type that says only `@MainActor` turns each such line into an error.
enum IsolationCheck {
    /// Public or open classes, protocols, structs and enums whose attributes name `@MainActor` without
    /// `@preconcurrency`, one line each: `path:line: Name …`.
    static func violations(_ files: [ScannedFile]) -> [String] {
        let pattern = #"(?m)^[ \t]*((?:@\w+(?:\([^)\n]*\))?[ \t\n]+)+)(?:public|open)[ \t]+(?:final[ \t]+)?(?:class|protocol|struct|enum)[ \t]+([A-Z]\w*)"#
        let regex = try! NSRegularExpression(pattern: pattern)
        return files.flatMap { file -> [String] in
            let ns = file.code as NSString
            return regex.matches(in: file.code, range: NSRange(location: 0, length: ns.length)).compactMap { match in
                let attributes = ns.substring(with: match.range(at: 1))
                guard attributes.contains("@MainActor"), !attributes.contains("@preconcurrency") else { return nil }
                let name = ns.substring(with: match.range(at: 2))
                let line = ns.substring(to: match.range(at: 2).location).filter { $0 == "\n" }.count + 1
                return "\(file.path):\(line): \(name) is @MainActor without @preconcurrency; Swift 5 code "
                    + "that uses it outside the main actor fails to compile (Apple's UIKit lets it)"
            }
        }
    }
}
