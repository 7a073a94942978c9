import Render
import Testing
import TestSupport
@testable import Widgets

/// UIDatePicker's styles: the inline month calendar (its day grid, the selected circle, a tapped day and
/// the month chevrons) and the compact pills whose calendar popover changes the date.
@MainActor
@Suite("Picker: date picker styles")
struct DatePickerStyleTests {
    static let date = CalendarDate(year: 2026, month: 11, day: 22)

    /// A picker of `style` in the fixture's presenter at `frame`, logging what it reports.
    static func picker(_ f: PresentationFixture, _ style: DatePicker.Style, frame: Rect) -> DatePicker {
        let p = DatePicker(date: date)
        p.preferredDatePickerStyle = style
        p.today = CalendarDate(year: 2026, month: 11, day: 27)
        p.frame = frame
        p.onDateChanged = { f.log.add("changed \($0.isoString)") }
        f.root.view.addSubview(p)
        f.frame()
        return p
    }

    @Test("automatic resolves to wheels; inline lays out the month below a 44 pt header and a 20 pt weekday row")
    func inlineGrid() throws {
        let f = PresentationFixture()
        let p = Self.picker(f, .inline, frame: Rect(x: 0, y: 100, width: 352, height: 328))
        #expect(DatePicker(date: Self.date).datePickerStyle == .wheels)
        #expect(p.datePickerStyle == .inline)
        #expect(Double(p.intrinsicContentSize.height) == 44 + 20 + 6 * 44)
        let calendar = try #require(p.calendarView)
        #expect(calendar.titleLabel.text == "November 2026")
        // 352 wide less 16 pt each side: 320 / 7 columns. The 22nd is row 3, column 0 (Sunday).
        let day22 = try #require(calendar.subviews.first { $0.identifier == "day-22" } as? Label)
        #expect(abs(Double(day22.frame.minX) - 16) < 1e-6 && abs(Double(day22.frame.minY) - (64 + 3 * 44)) < 1e-6)
        #expect(abs(Double(day22.frame.height) - 44) < 1e-6)
        #expect(abs(Double(day22.frame.width) - 320.0 / 7) < 1e-9)
        #expect(day22.font.weight == .semibold)
        #expect(calendar.subviews.filter { $0.identifier?.hasPrefix("day-") == true && !$0.isHidden }.count == 30)
    }

    @Test("a tapped day selects it and reports it once; the next-month chevron turns to December 2026")
    func inlineTap() throws {
        let f = PresentationFixture()
        let p = Self.picker(f, .inline, frame: Rect(x: 0, y: 100, width: 352, height: 328))
        let calendar = try #require(p.calendarView)
        let cell = calendar.cellFrame(row: 0, column: 2)
        f.press(Double(cell.midX), 100 + Double(cell.midY))
        f.release(Double(cell.midX), 100 + Double(cell.midY))
        f.frames(30)
        #expect(p.date == CalendarDate(year: 2026, month: 11, day: 3))
        #expect(f.log.entries.filter { $0.hasPrefix("changed") } == ["changed 2026-11-03"])
        f.press(352 - 16 - 22, 122)
        f.release(352 - 16 - 22, 122)
        f.frames(30)
        #expect(calendar.month == CalendarMonth(year: 2026, month: 12))
        #expect(p.date == CalendarDate(year: 2026, month: 11, day: 3))
    }

    @Test("compact: the date pill opens the calendar in a popover, kept on an iPhone; a day changes the date and closes it")
    func compactPopover() throws {
        let f = PresentationFixture()
        let p = Self.picker(f, .compact, frame: Rect(x: 100, y: 100, width: 200, height: 34))
        let pill = try #require(p.pills.first)
        #expect(pill.title == "Nov 22, 2026")
        let c = pill.presentationFrameInWindow
        f.press(Double(c.midX), Double(c.midY))
        f.release(Double(c.midX), Double(c.midY))
        f.settle()
        let popover = try #require(f.root.presentedViewController as? DatePickerCalendarController)
        #expect(popover.presentationController?.presentationStyle == .popover)
        #expect((popover.presentationController as? PopoverPresentationController)?.arrowDirection == .up)
        let day = try #require(popover.calendar.subviews.first { $0.identifier == "popover-day-25" })
        let d = day.presentationFrameInWindow
        f.press(Double(d.midX), Double(d.midY))
        f.release(Double(d.midX), Double(d.midY))
        f.settle()
        #expect(p.date == CalendarDate(year: 2026, month: 11, day: 25))
        #expect(pill.title == "Nov 25, 2026")
        #expect(f.log.entries.filter { $0.hasPrefix("changed") } == ["changed 2026-11-25"])
        #expect(f.root.presentedViewController == nil)
        #expect(p.treeAttributes().contains { $0.0 == "date" && $0.1 == .string("2026-11-25") })
    }

    @Test("date and time mode shows a second pill with 9:41 AM; the tree names the style, mode and time")
    func compactTime() throws {
        let f = PresentationFixture()
        let p = Self.picker(f, .compact, frame: Rect(x: 100, y: 100, width: 250, height: 34))
        p.datePickerMode = .dateAndTime
        #expect(p.pills.map(\.title) == ["Nov 22, 2026", "9:41 AM"])
        let tree = p.treeAttributes()
        #expect(tree.contains { $0.0 == "style" && $0.1 == .string("compact") })
        #expect(tree.contains { $0.0 == "time" && $0.1 == .string("9:41 AM") })
    }
}
