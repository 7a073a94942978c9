import Render
import Testing
@testable import Widgets

/// The inline calendar's arithmetic for known months (checked against Python's `datetime`): the 1st's
/// weekday, 28 to 31 days, 4 to 6 weeks, and where a day sits in the Sunday-first grid.
@Suite("Picker: calendar month")
struct CalendarMonthTests {
    @Test("the first weekday, the day count and the week count of known months, leap Februaries included",
          arguments: [(2026, 11, 0, 30, 5), (2026, 2, 0, 28, 4), (2024, 2, 4, 29, 5), (2026, 8, 6, 31, 6),
                      (1970, 1, 4, 31, 5), (2000, 3, 3, 31, 5), (1900, 3, 4, 31, 5)])
    func known(year: Int, month: Int, first: Int, days: Int, weeks: Int) {
        let m = CalendarMonth(year: year, month: month)
        #expect(m.firstWeekday == first)
        #expect(m.numberOfDays == days)
        #expect(m.numberOfWeeks == weeks)
    }

    @Test("November 2026: the 22nd is in row 3 under Sunday, the 27th under Friday; blanks after the 30th")
    func grid() {
        let m = CalendarMonth(year: 2026, month: 11)
        #expect(m.position(ofDay: 22) == (3, 0))
        #expect(m.position(ofDay: 27) == (3, 5))
        #expect(m.day(atRow: 0, column: 0) == 1)
        #expect(m.day(atRow: 4, column: 1) == 30)
        #expect(m.day(atRow: 4, column: 2) == nil)
        let aug = CalendarMonth(year: 2026, month: 8)
        #expect(aug.day(atRow: 0, column: 5) == nil && aug.day(atRow: 0, column: 6) == 1)
        #expect(aug.position(ofDay: 31) == (5, 1))
    }

    @Test("months roll over the year in both directions, and the header names the month")
    func rollover() {
        #expect(CalendarMonth(year: 2026, month: 12).next == CalendarMonth(year: 2027, month: 1))
        #expect(CalendarMonth(year: 2026, month: 1).previous == CalendarMonth(year: 2025, month: 12))
        #expect(CalendarMonth(year: 2026, month: 11).title == "November 2026")
    }
}
