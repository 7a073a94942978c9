/// A day in the proleptic Gregorian calendar, without a time or a time zone: what a date picker in `.date`
/// mode chooses. Foundation's `Date` is an instant and needs a calendar and a zone to become a day; a
/// settings screen's "Due Date" needs neither, and tests stay deterministic wherever they run.
///
/// Always valid, as UIDatePicker never shows an impossible date: the initialiser clamps the month to 1…12
/// and the day to the month's length, so February 30 becomes February 28, or 29 in a leap year.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    /// 1 = January … 12 = December.
    public let month: Int
    /// 1 … the month's length.
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        let month = min(max(month, 1), 12)
        self.year = year
        self.month = month
        self.day = min(max(day, 1), Self.numberOfDays(inMonth: month, year: year))
    }

    /// Gregorian leap years: every fourth year, except centuries not divisible by 400 (1900 is not, 2000 is).
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// Days in `month` (1…12) of `year`.
    public static func numberOfDays(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The en_US month names a date picker's month wheel shows (`DateFormatter.monthSymbols`).
    public static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                    "August", "September", "October", "November", "December"]
    /// The en_US abbreviations of the medium date style (`DateFormatter.shortMonthSymbols`).
    public static let shortMonthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
                                         "Nov", "Dec"]

    /// DateFormatter's date styles, en_US.
    public enum Style: Sendable {
        /// "11/22/26"
        case short
        /// "Nov 22, 2026": what a settings row such as seed 3's "Due Date" shows.
        case medium
        /// "November 22, 2026"
        case long
    }

    /// The date as `DateFormatter` with `dateStyle` and the en_US locale writes it.
    public func formatted(_ style: Style = .medium) -> String {
        switch style {
        case .short:
            let yy = ((year % 100) + 100) % 100
            return "\(month)/\(day)/\(yy < 10 ? "0" : "")\(yy)"
        case .medium: return "\(Self.shortMonthNames[month - 1]) \(day), \(year)"
        case .long: return "\(Self.monthNames[month - 1]) \(day), \(year)"
        }
    }

    /// "2026-11-22" (ISO 8601), for the tree JSON and scripts.
    public var isoString: String {
        func pad(_ n: Int, _ width: Int) -> String {
            let s = String(abs(n))
            return (n < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - s.count)) + s
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public var description: String { isoString }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }
}
