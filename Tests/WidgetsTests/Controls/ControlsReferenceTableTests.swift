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

    static func n(_ value: Double) -> String { ReferenceTable.number(value) }

    @Test("every row of the table is the code's value, and every constant has a row with a source tag")
    func tableMatchesCode() throws {
        try ReferenceTable.expectEqual("controls.md", to: Self.code)
    }
}
