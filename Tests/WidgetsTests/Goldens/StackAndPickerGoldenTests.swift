import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Golden images: a stack in a cell and a picker")
struct StackAndPickerGoldenTests {
    @Test("a cell whose stack view shows one arranged view and hides the other")
    func stackInCell() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 200))
        window.textMeasurer = try Golden.fonts()
        let cell = TableViewCell()
        let stack = StackView(arrangedSubviews: [], axis: .vertical, spacing: 8)
        let title = Label(text: "Paper Boats", font: Font(size: 17, weight: .semibold))
        let subtitle = Label(text: "Mara Vance · Polaroids", font: .subheadline, color: .secondaryLabel)
        let controls = View()
        controls.backgroundColor = .systemGray6
        controls.cornerRadius = 8
        let hiddenRow = Label(text: "Hidden: takes no space", font: .body, color: .systemRed)
        for v in [title, subtitle, controls, hiddenRow] as [View] { stack.addArrangedSubview(v) }
        stack.setFixedHeight(51, for: controls, priority: .required - 1)
        hiddenRow.isHidden = true
        cell.contentView.addSubview(stack)
        let natural = title.sizeThatFits(Size(width: 343, height: Double.infinity)).height
            + subtitle.sizeThatFits(Size(width: 343, height: Double.infinity)).height + 51 + 2 * 8
        // The hidden label adds neither height nor spacing.
        #expect(stack.sizeThatFits(Size(width: 343, height: Double.infinity)).height == natural)
        cell.frame = Rect(x: 0, y: 20, width: 375, height: natural + 24)
        stack.frame = Rect(x: 16, y: 12, width: 343, height: natural)
        window.rootView.addSubview(cell)
        window.step(clock)
        #expect(controls.frame.height == 51)
        #expect(hiddenRow.frame.height == 0)
        let outcome = try Golden.check(window, name: "stack-in-cell")
        #expect(outcome == .matched, "\(outcome)")
    }

    @Test("a date picker and a plain picker")
    func pickers() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 440))
        window.textMeasurer = try Golden.fonts()
        let date = DatePicker(date: CalendarDate(year: 2016, month: 9, day: 14))
        date.frame = Rect(x: 0, y: 0, width: 375, height: 216)
        let plain = PickerView(columns: [["Never", "Every Day", "Every Week", "Every Month"]])
        plain.selectRow(1, inComponent: 0, animated: false)
        plain.frame = Rect(x: 0, y: 224, width: 375, height: 216)
        window.rootView.addSubview(date)
        window.rootView.addSubview(plain)
        window.step(clock)
        let outcome = try Golden.check(window, name: "pickers")
        #expect(outcome == .matched, "\(outcome)")
    }
}
