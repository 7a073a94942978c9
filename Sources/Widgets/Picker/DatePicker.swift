import Foundation
import Render

/// A date chooser on three wheels (UIDatePicker in `.date` mode with the `.wheels` style, en_US order):
/// month name, day, year. The day wheel has as many rows as the chosen month has days, so turning the
/// month from January 31 to February moves the day back to the 28th (29th in a leap year), animated, as
/// UIKit's picker rolls an invalid day back. `onDateChanged` reports each date the user settles on, once;
/// setting `date` in code reports nothing, like UIDatePicker's `.valueChanged`.
@preconcurrency @MainActor
open class DatePicker: PickerView {
    /// The wheels, in en_US order.
    public enum Component: Int, Sendable, CaseIterable {
        case month, day, year
    }

    /// The years the year wheel offers when none are given: 1900 to 2100.
    public static let defaultYearRange = 1900...2100

    /// The wheels' shares of the width: the month names need the most, the day numbers the least, roughly
    /// as iOS's en_US date wheels divide it [EST].
    public static let componentWidthFractions: [Double] = [0.46, 0.2, 0.34]

    public let yearRange: ClosedRange<Int>
    private let source: DateWheelsDataSource
    private var storedDate: CalendarDate

    /// Called with the new date when the user turns a wheel and it comes to rest on a different date, or
    /// picks a day in the calendar (UIDatePicker's `.valueChanged`).
    public var onDateChanged: ((CalendarDate) -> Void)?

    /// UIDatePicker.preferredDatePickerStyle (see DatePicker+Style); `datePickerStyle` is the one shown.
    public var preferredDatePickerStyle = Style.automatic {
        didSet { if preferredDatePickerStyle != oldValue { applyStyle() } }
    }
    /// UIDatePicker.datePickerMode: what the compact and inline styles show (date, time or both).
    public var datePickerMode = Mode.date { didSet { if datePickerMode != oldValue { applyStyle() } } }
    /// The time of day shown in a mode with time, in minutes after midnight (9:41 by default, Apple's).
    public var minuteOfDay = 9 * 60 + 41 { didSet { if minuteOfDay != oldValue { applyStyle() } } }
    /// Today, which the calendar draws in the tint; nil (the default, for deterministic runs) draws none.
    public var today: CalendarDate? { didSet { if today != oldValue { calendarView?.today = today } } }
    var calendarView: CalendarView?
    var pills: [Button] = []
    var timeLabel: Label?
    /// The compact style's open calendar popover (DatePicker+CalendarPopover).
    weak var calendarPopover: ViewController?

    public init(date: CalendarDate, yearRange: ClosedRange<Int> = DatePicker.defaultYearRange, frame: Rect = .zero) {
        self.yearRange = yearRange
        source = DateWheelsDataSource(years: yearRange)
        storedDate = date
        super.init(frame: frame)
        attachWheels(showing: date)
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init()`
    /// gives, the date and time at creation.
    public required init?(coder: NSCoder) {
        let now = Self.now()
        yearRange = DatePicker.defaultYearRange
        source = DateWheelsDataSource(years: yearRange)
        storedDate = now.date
        super.init(coder: coder)
        attachWheels(showing: now.date)
        minuteOfDay = now.minuteOfDay
    }
    private func attachWheels(showing date: CalendarDate) {
        dataSource = source
        widthForComponent = { [unowned self] component in self.width(forComponent: component) }
        setDate(date, animated: false)
    }

    /// UIDatePicker(): the date and time at creation, in the current calendar and time zone, as UIKit's
    /// picker starts ("The default value is the date when the UIDatePicker object is created"). The
    /// window's virtual clock counts seconds from its start, not a calendar date, so the system's is used.
    public convenience init() {
        let now = Self.now()
        self.init(date: now.date)
        minuteOfDay = now.minuteOfDay
    }
    private static func now() -> (date: CalendarDate, minuteOfDay: Int) {
        let now = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: Date())
        return (CalendarDate(year: now.year ?? 2001, month: now.month ?? 1, day: now.day ?? 1), (now.hour ?? 0) * 60 + (now.minute ?? 0))
    }

    /// The chosen date. Setting it turns the wheels without animation and without `onDateChanged`.
    public var date: CalendarDate {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// Turns the wheels to `date` (its year clamped to `yearRange`), animated with the snap spring if asked.
    public func setDate(_ date: CalendarDate, animated: Bool) {
        let year = min(max(date.year, yearRange.lowerBound), yearRange.upperBound)
        let date = CalendarDate(year: year, month: date.month, day: date.day)
        storedDate = date
        setDayCount(CalendarDate.numberOfDays(inMonth: date.month, year: date.year), animated: animated)
        selectRow(date.month - 1, inComponent: Component.month.rawValue, animated: animated)
        selectRow(date.day - 1, inComponent: Component.day.rawValue, animated: animated)
        selectRow(date.year - yearRange.lowerBound, inComponent: Component.year.rawValue, animated: animated)
        if datePickerStyle != .wheels { syncStyleViews() }
    }

    /// The date medium-styled for a settings row ("Nov 22, 2026").
    public var formattedDate: String { storedDate.formatted(.medium) }

    open override func didSelectRow(_ row: Int, inComponent component: Int) {
        let month = selectedRow(inComponent: Component.month.rawValue) + 1
        let year = yearRange.lowerBound + selectedRow(inComponent: Component.year.rawValue)
        // A month (or a year leaving a leap February) with fewer days pulls the day wheel back first.
        setDayCount(CalendarDate.numberOfDays(inMonth: month, year: year), animated: true)
        let date = CalendarDate(year: year, month: month, day: selectedRow(inComponent: Component.day.rawValue) + 1)
        let changed = date != storedDate
        storedDate = date
        if changed { onDateChanged?(date) }
        super.didSelectRow(row, inComponent: component)
    }

    /// Gives the day wheel `days` rows; a selected day past the end is turned back to the last day before
    /// the rows go (so the wheel rolls back instead of jumping), without reporting it.
    private func setDayCount(_ days: Int, animated: Bool) {
        guard source.dayCount != days else { return }
        let day = Component.day.rawValue
        if selectedRow(inComponent: day) >= days { selectRow(days - 1, inComponent: day, animated: animated) }
        source.dayCount = days
        reloadComponent(day)
    }

    private func width(forComponent component: Int) -> Double {
        let gaps = PickerView.componentSpacing * Double(Component.allCases.count - 1)
        let available = max(0, bounds.width - 2 * PickerView.selectionBandInset - gaps)
        let fractions = Self.componentWidthFractions
        return fractions.indices.contains(component) ? available * fractions[component] : 0
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        var pairs = super.treeAttributes() + [("date", .string(storedDate.isoString))]
        if datePickerStyle != .wheels { pairs.append(("style", .string(datePickerStyle.rawValue))) }
        if datePickerMode != .date { pairs += [("mode", .string(datePickerMode.rawValue)), ("time", .string(formattedTime))] }
        return pairs
    }

    // The compact and inline styles hide the wheels: nothing of them is drawn, turned or pressed.
    open override func draw(in canvas: Canvas) { if datePickerStyle == .wheels { super.draw(in: canvas) } }
    open override func handleWheel(dx: Double, dy: Double, at point: Point) -> Bool {
        datePickerStyle == .wheels ? super.handleWheel(dx: dx, dy: dy, at: point) : false
    }
    open override func touchesBegan(_ touch: Touch) { if datePickerStyle == .wheels { super.touchesBegan(touch) } }
    open override func touchesEnded(_ touch: Touch) { if datePickerStyle == .wheels { super.touchesEnded(touch) } }
    open override func touchesCancelled(_ touch: Touch) { if datePickerStyle == .wheels { super.touchesCancelled(touch) } }
    open override var intrinsicContentSize: Size { datePickerStyle == .wheels ? super.intrinsicContentSize : styleIntrinsicSize }
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutStyleViews()
    }
}
