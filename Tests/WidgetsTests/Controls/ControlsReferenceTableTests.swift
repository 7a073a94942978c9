import Foundation
import Render
import Testing
import Widgets

/// `docs/reference/controls.md` § Constants lists every size, colour-free measure and duration of the simple
/// controls with its source; this keeps that table equal to the code, row for row, both ways.
@MainActor
@Suite("Controls match the controls reference table")
struct ControlsReferenceTableTests {
    /// The code's value for each constant the table names.
    static let code: [String: String] = [
        "SegmentedControl.height": n(SegmentedControl.height),
        "SegmentedControl.cornerRadius": n(SegmentedControl.cornerRadius),
        "SegmentedControl.thumbCornerRadius": n(SegmentedControl.thumbCornerRadius),
        "SegmentedControl.thumbInset": n(SegmentedControl.thumbInset),
        "SegmentedControl.fontSize": n(SegmentedControl.fontSize),
        "SegmentedControl.dividerHeight": n(SegmentedControl.dividerHeight),
        "SegmentedControl.slideResponse": n(SegmentedControl.slideResponse),
        "SegmentedControl.noSegment": n(Double(SegmentedControl.noSegment)),
        "Slider.height": n(Slider.height),
        "Slider.thumbDiameter": n(Slider.thumbDiameter),
        "Slider.trackHeight": n(Slider.trackHeight),
        "Slider.thumbTouchOutset": n(Slider.thumbTouchOutset),
        "Stepper.size": n(Stepper.size.width) + " × " + n(Stepper.size.height),
        "Stepper.cornerRadius": n(Stepper.cornerRadius),
        "Stepper.dividerHeight": n(Stepper.dividerHeight),
        "Stepper.glyphLength": n(Stepper.glyphLength),
        "Stepper.glyphThickness": n(Stepper.glyphThickness),
        "Stepper.autorepeatDelay": n(Stepper.autorepeatDelay),
        "Stepper.autorepeatInterval": n(Stepper.autorepeatInterval),
        "Stepper.autorepeatAccelerateAfter": n(Double(Stepper.autorepeatAccelerateAfter)),
        "ActivityIndicatorView.Style.medium.diameter": n(ActivityIndicatorView.Style.medium.diameter),
        "ActivityIndicatorView.Style.large.diameter": n(ActivityIndicatorView.Style.large.diameter),
        "ActivityIndicatorView.Style.medium.spokeCount": n(Double(ActivityIndicatorView.Style.medium.spokeCount)),
        "ActivityIndicatorView.Style.large.spokeCount": n(Double(ActivityIndicatorView.Style.large.spokeCount)),
        "ActivityIndicatorView.period": n(ActivityIndicatorView.period),
        "ActivityIndicatorView.tailAlpha": n(ActivityIndicatorView.tailAlpha),
        "ProgressView.height": n(ProgressView.height),
        "ProgressView.animationDuration": n(ProgressView.animationDuration),
    ]

    /// 32.0 → "32", 0.25 → "0.25", as the table writes numbers.
    static func n(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// "| `Slider.height` | 31 | [EST] | … |" → ("Slider.height", "31", "[EST]").
    static func rows() throws -> [(String, String, String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/reference/controls.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else { return nil }
            return (String(cells[0].dropFirst().dropLast()), cells[1], cells[2])
        }
    }

    @Test("every row of the table is the code's value, and every constant has a row with a source tag")
    func tableMatchesCode() throws {
        let rows = try Self.rows()
        #expect(rows.count == Self.code.count)
        #expect(Set(rows.map(\.0)) == Set(Self.code.keys))
        for (name, value, tag) in rows {
            #expect(Self.code[name] == value, "\(name): the table says \(value), the code \(Self.code[name] ?? "nothing")")
            #expect(["[DOC]", "[OBS]", "[CODE]", "[EST]"].contains(tag), "\(name) has no source tag: '\(tag)'")
        }
    }
}
