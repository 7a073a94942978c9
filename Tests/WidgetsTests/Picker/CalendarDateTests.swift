import Testing
import Widgets

@Suite("Calendar dates")
struct CalendarDateTests {
    @Test("leap years follow the Gregorian rule: 2024 and 2000 are, 2023 and 1900 are not")
    func leapYears() {
        #expect(CalendarDate.isLeapYear(2024))
        #expect(CalendarDate.isLeapYear(2000))
        #expect(!CalendarDate.isLeapYear(2023))
        #expect(!CalendarDate.isLeapYear(1900))
    }

    @Test("month lengths")
    func monthLengths() {
        let lengths = (1...12).map { CalendarDate.numberOfDays(inMonth: $0, year: 2023) }
        #expect(lengths == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
        #expect(CalendarDate.numberOfDays(inMonth: 2, year: 2024) == 29)
    }

    @Test("an impossible day is clamped to the month: February 30 is the 28th, or the 29th in a leap year")
    func clampsDay() {
        #expect(CalendarDate(year: 2023, month: 2, day: 30).day == 28)
        #expect(CalendarDate(year: 2024, month: 2, day: 30).day == 29)
        #expect(CalendarDate(year: 2023, month: 13, day: 0) == CalendarDate(year: 2023, month: 12, day: 1))
    }

    @Test("formats as en_US DateFormatter's short, medium and long date styles")
    func formatting() {
        let date = CalendarDate(year: 2026, month: 11, day: 22)
        #expect(date.formatted() == "Nov 22, 2026")
        #expect(date.formatted(.long) == "November 22, 2026")
        #expect(date.formatted(.short) == "11/22/26")
        #expect(CalendarDate(year: 2007, month: 3, day: 5).formatted(.short) == "3/5/07")
        #expect(CalendarDate(year: 2007, month: 3, day: 5).isoString == "2007-03-05")
    }

    @Test("dates order by year, then month, then day")
    func ordering() {
        #expect(CalendarDate(year: 2025, month: 12, day: 31) < CalendarDate(year: 2026, month: 1, day: 1))
        #expect(CalendarDate(year: 2026, month: 1, day: 2) > CalendarDate(year: 2026, month: 1, day: 1))
    }
}
