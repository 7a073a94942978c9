import Foundation
import HandheldKit

extension DateFormatter {
    /// `formatter.string(from: datePicker.date)`, UIKit's usual way to show a picked date. Handheld's
    /// `UIDatePicker.date` is a `CalendarDate` (a day, no instant, so runs stay deterministic), not
    /// Foundation's `Date`; this formats that day as the `Date` at its midnight in the formatter's own
    /// calendar and time zone, so the date styles read as on iOS. A time style shows midnight, not the
    /// picker's time of day.
    public func string(from date: CalendarDate) -> String {
        var components = DateComponents()
        (components.year, components.month, components.day) = (date.year, date.month, date.day)
        components.timeZone = timeZone
        guard let instant = calendar.date(from: components) else { return "" }
        return string(from: instant)
    }
}
