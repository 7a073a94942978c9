import Foundation
import Render
import Widgets

/// The `.tree` snapshot: a view tree as text, one view a line, in the spirit of UIKit's
/// `recursiveDescription` (`<UILabel: 0x…; frame = (16 11; 42 21); text = 'Wi-Fi'>`) but stable between runs:
/// no addresses, frames in the superview's points as presented this frame, numbers without trailing zeros,
/// and the accessibility facts a UI test reads (label, value, traits). Indented by depth, so a changed view
/// is a changed line and the rest of a diff stays quiet.
@MainActor
enum TreeDescription {
    static func describe(_ root: View) -> String {
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + line(for: view))
            for child in view.subviews { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    static func line(for view: View) -> String {
        var parts = ["<" + String(describing: type(of: view))]
        if let id = view.identifier { parts.append("id = \(id)") }
        let f = view.presentationFrame
        parts.append("frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))")
        if view.isHidden { parts.append("hidden") }
        let alpha = view.presentationAlpha
        if alpha < 1 { parts.append("alpha = \(number(alpha))") }
        if view.isAccessibilityElement || view.accessibilityLabel != nil {
            if let label = view.accessibilityLabel { parts.append("label = '\(escaped(label))'") }
            if let value = view.accessibilityValue { parts.append("value = '\(escaped(value))'") }
            let traits = view.accessibilityTraits
            if !traits.isEmpty { parts.append("traits = \(traits)") }
        }
        return parts.joined(separator: "; ") + ">"
    }

    /// At most 3 decimals, no trailing zeros, no negative zero: `16`, `20.333`, `0.5`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// One line per view: newlines and quotes in a label are written as escapes.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "'", with: "\\'")
    }
}
