import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Date picker")
struct DatePickerTests {
    let rowHeight = PickerView.defaultRowHeight
    let month = DatePicker.Component.month.rawValue
    let day = DatePicker.Component.day.rawValue
    let year = DatePicker.Component.year.rawValue

    func makeFixture(_ date: CalendarDate) -> (PickerFixture, DatePicker, DateLog) {
        let picker = DatePicker(date: date)
        let f = PickerFixture(picker: picker)
        let log = DateLog()
        picker.onDateChanged = { log.dates.append($0) }
        return (f, picker, log)
    }

    @MainActor
    final class DateLog {
        var dates: [CalendarDate] = []
    }

    /// Drags a wheel one row up (toward later values) slowly, and lets it settle.
    func turnOneRowForward(_ f: PickerFixture, component: Int) {
        f.drag(from: f.wheelCenter(component), dy: -rowHeight, moves: 4, framesPerMove: 6)
        f.run(seconds: 1.5)
    }

    @Test("the wheels show month names, days and years, turned to the date")
    func wheelsShowDate() {
        let picker = DatePicker(date: CalendarDate(year: 2026, month: 11, day: 22))
        #expect(picker.numberOfComponents == 3)
        #expect(picker.titleForRow(10, forComponent: month) == "November")
        #expect(picker.titleForRow(21, forComponent: day) == "22")
        #expect(picker.numberOfRows(inComponent: day) == 30)
        #expect(picker.numberOfRows(inComponent: year) == 201)
        #expect(picker.titleForRow(126, forComponent: year) == "2026")
        #expect(picker.selectedRow(inComponent: month) == 10)
        #expect(picker.selectedRow(inComponent: day) == 21)
        #expect(picker.selectedRow(inComponent: year) == 126)
        #expect(picker.formattedDate == "Nov 22, 2026")
    }

    @Test("turning January 30 to February clamps the day to the 28th and reports the date once")
    func februaryClampsDay() {
        let (f, picker, log) = makeFixture(CalendarDate(year: 2023, month: 1, day: 30))
        turnOneRowForward(f, component: month)
        #expect(picker.date == CalendarDate(year: 2023, month: 2, day: 28))
        #expect(log.dates == [CalendarDate(year: 2023, month: 2, day: 28)])
        #expect(picker.numberOfRows(inComponent: day) == 28)
        #expect(picker.selectedRow(inComponent: day) == 27)
        f.run(seconds: 1.5)
        #expect(f.offset(day) == 27 * rowHeight)
        #expect(log.dates.count == 1)
    }

    @Test("in a leap year February 30 becomes the 29th")
    func leapYearFebruary() {
        let (f, picker, log) = makeFixture(CalendarDate(year: 2024, month: 1, day: 31))
        turnOneRowForward(f, component: month)
        #expect(picker.date == CalendarDate(year: 2024, month: 2, day: 29))
        #expect(log.dates == [CalendarDate(year: 2024, month: 2, day: 29)])
        #expect(picker.numberOfRows(inComponent: day) == 29)
    }

    @Test("leaving a leap year pulls February 29 back to the 28th")
    func yearLeavesLeapYear() {
        let (f, picker, log) = makeFixture(CalendarDate(year: 2024, month: 2, day: 29))
        turnOneRowForward(f, component: year)
        #expect(picker.date == CalendarDate(year: 2025, month: 2, day: 28))
        #expect(log.dates == [CalendarDate(year: 2025, month: 2, day: 28)])
    }

    @Test("a month with more days keeps the day and offers the extra rows")
    func longerMonthKeepsDay() {
        let (f, picker, log) = makeFixture(CalendarDate(year: 2023, month: 2, day: 28))
        turnOneRowForward(f, component: month)
        #expect(picker.date == CalendarDate(year: 2023, month: 3, day: 28))
        #expect(picker.numberOfRows(inComponent: day) == 31)
        #expect(log.dates.count == 1)
    }

    @Test("turning the day wheel reports the new day and the picker's value change")
    func dayWheel() {
        let (f, picker, log) = makeFixture(CalendarDate(year: 2026, month: 11, day: 22))
        turnOneRowForward(f, component: day)
        #expect(picker.date == CalendarDate(year: 2026, month: 11, day: 23))
        #expect(log.dates == [CalendarDate(year: 2026, month: 11, day: 23)])
        #expect(f.changes.entries == [[22, 1]])
    }

    @Test("setting the date in code turns the wheels and reports nothing")
    func settingDateIsSilent() {
        let (f, picker, log) = makeFixture(CalendarDate(year: 2026, month: 11, day: 22))
        picker.setDate(CalendarDate(year: 2024, month: 2, day: 29), animated: true)
        f.run(seconds: 2)
        #expect(picker.selectedRow(inComponent: month) == 1)
        #expect(picker.selectedRow(inComponent: day) == 28)
        #expect(picker.selectedRow(inComponent: year) == 124)
        #expect(f.offset(day) == 28 * rowHeight)
        picker.date = CalendarDate(year: 2023, month: 4, day: 31)
        #expect(picker.date == CalendarDate(year: 2023, month: 4, day: 30))
        f.run(seconds: 1)
        #expect(log.dates.isEmpty)
        #expect(f.changes.entries.isEmpty)
    }

    @Test("years outside the wheel's range are clamped to it")
    func yearRangeClamps() {
        let picker = DatePicker(date: CalendarDate(year: 1850, month: 3, day: 1), yearRange: 1900...1910)
        #expect(picker.date.year == 1900)
        picker.date = CalendarDate(year: 3000, month: 3, day: 1)
        #expect(picker.date.year == 1910)
        #expect(picker.selectedRow(inComponent: year) == 10)
    }

    @Test("the tree JSON carries the wheels' selection and the date")
    func treeAttributes() {
        let picker = DatePicker(date: CalendarDate(year: 2026, month: 11, day: 22))
        let attributes = picker.treeAttributes()
        #expect(attributes.first { $0.0 == "selection" }?.1 == .array([.number(10), .number(21), .number(126)]))
        #expect(attributes.first { $0.0 == "date" }?.1 == .string("2026-11-22"))
    }
}
