import Foundation
import Render
import Testing
@testable import Widgets

/// `docs/reference/popovers.md` lists the popover's and the date picker styles' sizes and motion with their
/// sources; this keeps those tables equal to the code, both ways.
@MainActor
@Suite("Popovers and date pickers match the popovers reference table")
struct PopoverReferenceTableTests {
    static var code: [String: String] {
        let popover = PopoverPresentationController.self, size = popover.defaultContentSize
        return [
            "PopoverPresentationController.panelCornerRadius": n(popover.panelCornerRadius),
            "PopoverPresentationController.arrowHeight": n(popover.arrowHeight),
            "PopoverPresentationController.arrowBase": n(popover.arrowBase),
            "PopoverPresentationController.screenMargin": n(popover.screenMargin),
            "PopoverPresentationController.defaultContentSize": "\(n(size.width)) × \(n(size.height))",
            "PopoverPlacement.preferenceOrder": PopoverPlacement.preferenceOrder.map(name).joined(separator: ", "),
            "PopoverBackgroundView.fill": "\(hex(PopoverBackgroundView.fill.resolved(for: .light))) / "
                + hex(PopoverBackgroundView.fill.resolved(for: .dark)),
            "PopoverBackgroundView.shadowSigma": n(PopoverBackgroundView.shadowSigma),
            "PopoverBackgroundView.shadowAlpha": n(PopoverBackgroundView.shadowAlpha),
            "PopoverBackgroundView.shadowOffset": n(PopoverBackgroundView.shadowOffset),
            "PopoverTransitionAnimator.duration": n(PopoverTransitionAnimator.duration),
            "AlertController.popoverWidth": n(AlertController.popoverWidth),
            "CalendarView.headerHeight": n(CalendarView.headerHeight),
            "CalendarView.weekdayRowHeight": n(CalendarView.weekdayRowHeight),
            "CalendarView.dayRowHeight": n(CalendarView.dayRowHeight),
            "CalendarView.circleDiameter": n(CalendarView.circleDiameter),
            "CalendarView.sideInset": n(CalendarView.sideInset),
            "DatePicker.pillHeight": n(DatePicker.pillHeight),
            "DatePicker.pillCornerRadius": n(DatePicker.pillCornerRadius),
            "DatePicker.pillPadding": n(DatePicker.pillPadding),
            "DatePicker.pillGap": n(DatePicker.pillGap),
            "DatePicker.timeRowHeight": n(DatePicker.timeRowHeight),
            "DatePickerCalendarController.verticalPadding": n(DatePickerCalendarController.verticalPadding),
        ]
    }

    static func n(_ value: Double) -> String { ReferenceTable.number(value) }

    static func name(_ direction: PopoverArrowDirection) -> String {
        switch direction {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        default: "\(direction.rawValue)"
        }
    }

    static func hex(_ color: Color) -> String {
        let c = color.rgba8
        return "#" + [c.r, c.g, c.b].map { String(format: "%02X", $0) }.joined()
    }

    @Test("every row of the popovers table is the code's value, and every constant has a row with a tag")
    func table() throws {
        try ReferenceTable.expectEqual("popovers.md", to: Self.code)
    }
}
