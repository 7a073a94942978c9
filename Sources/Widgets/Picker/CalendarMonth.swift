/// One month as an inline date picker lays it out: which weekday its first day falls on, how many days
/// it has, and where each day sits in a grid of weeks that start on Sunday (en_US,
/// `Calendar.firstWeekday` 1). Pure arithmetic on the proleptic Gregorian calendar, so tests need no
/// locale or time zone.
public struct CalendarMonth: Hashable, Sendable {
    public let year: Int
    /// 1 = January … 12 = December.
    public let month: Int

    public init(year: Int, month: Int) {
        // Months past December or before January roll into the next or previous year.
        let m0 = month - 1
        self.year = year + Int((Double(m0) / 12).rounded(.down))
        self.month = ((m0 % 12) + 12) % 12 + 1
    }

    public init(containing date: CalendarDate) { self.init(year: date.year, month: date.month) }

    /// The weekday of `date`, 0 = Sunday … 6 = Saturday (days since 1970-01-01, a Thursday; Howard
    /// Hinnant's days-from-civil algorithm).
    public static func weekday(of date: CalendarDate) -> Int {
        let y = date.month <= 2 ? date.year - 1 : date.year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (date.month + 9) % 12
        let doy = (153 * mp + 2) / 5 + date.day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return ((days + 4) % 7 + 7) % 7
    }

    /// The weekday column of the 1st (0 = Sunday).
    public var firstWeekday: Int { Self.weekday(of: CalendarDate(year: year, month: month, day: 1)) }
    public var numberOfDays: Int { CalendarDate.numberOfDays(inMonth: month, year: year) }
    /// Rows the grid needs: 4 (a February starting on Sunday in a common year) to 6.
    public var numberOfWeeks: Int { (firstWeekday + numberOfDays + 6) / 7 }

    /// Row and column of `day` (1…numberOfDays).
    public func position(ofDay day: Int) -> (row: Int, column: Int) {
        let index = firstWeekday + day - 1
        return (index / 7, index % 7)
    }

    /// The day at a grid cell, nil for the blanks before the 1st and after the last day.
    public func day(atRow row: Int, column: Int) -> Int? {
        let day = row * 7 + column - firstWeekday + 1
        return (1...numberOfDays).contains(day) ? day : nil
    }

    public var next: CalendarMonth { CalendarMonth(year: year, month: month + 1) }
    public var previous: CalendarMonth { CalendarMonth(year: year, month: month - 1) }

    /// "November 2026", the inline picker's header.
    public var title: String { "\(CalendarDate.monthNames[month - 1]) \(year)" }

    /// The weekday row's en_US abbreviations (`DateFormatter.shortStandaloneWeekdaySymbols`, upper-cased as
    /// iOS's inline calendar shows them).
    public static let weekdaySymbols = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
}
