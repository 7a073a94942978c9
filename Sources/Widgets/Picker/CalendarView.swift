import Render

/// The month calendar of an inline date picker (UIDatePicker `.inline`, iOS 14+): a header with the month
/// and year and a chevron, the previous and next month chevrons on the right, the weekday row, and the
/// day grid; the selected day sits in a tinted circle (the tint at 12 % behind the tint-coloured, semibold
/// number; a solid tint circle with white text when it is also today), today's number is in the tint.
/// A tap on a day selects it and calls `onSelect`; the chevrons turn the month.
///
/// Sizes [EST, iOS 17 simulator screenshots at 1 pt a point; UIKit documents none]: header 44 pt with a
/// 17 pt semibold title, weekday row 20 pt in 13 pt semibold `tertiaryLabel`, day rows 44 pt with 20 pt
/// numbers, a 40 pt circle; 16 pt side insets. The header's own chevron (switching to month/year wheels in
/// UIKit) is drawn but does nothing here.
@preconcurrency @MainActor
public final class CalendarView: View {
    public static let headerHeight = 44.0
    public static let weekdayRowHeight = 20.0
    public static let dayRowHeight = 44.0
    public static let circleDiameter = 40.0
    public static let sideInset = 16.0
    public static let chevronSize = Size(width: 8, height: 14)
    /// The month/year chevrons' tappable width at the header's right (two 44 pt targets).
    public static let chevronTarget = 44.0

    /// The month shown.
    public var month: CalendarMonth { didSet { if month != oldValue { rebuild() } } }
    /// The selected day (shown circled when in `month`).
    public var selectedDate: CalendarDate { didSet { if selectedDate != oldValue { rebuild() } } }
    /// Today, drawn in the tint; nil draws no today.
    public var today: CalendarDate? { didSet { if today != oldValue { rebuild() } } }
    /// Called with the day the user tapped.
    public var onSelect: ((CalendarDate) -> Void)?
    /// What the day labels' identifiers start with ("day-27"); a second calendar on screen (the compact
    /// picker's popover) takes another so scripts can name its days.
    public var dayIdentifierPrefix = "day-" { didSet { if dayIdentifierPrefix != oldValue { rebuild() } } }

    let titleLabel = Label()
    private var weekdayLabels: [Label] = []
    private var dayLabels: [Label] = []

    /// Required by View. The calendar is made from its selected date, which no archive gives here, so it fails.
    public required init?(coder: NSCoder) { nil }

    public init(selectedDate: CalendarDate, today: CalendarDate? = nil) {
        self.selectedDate = selectedDate
        self.today = today
        month = CalendarMonth(containing: selectedDate)
        super.init(frame: .zero)
        identifier = "calendar"
        titleLabel.font = Font(size: 17, weight: .semibold)
        titleLabel.identifier = "calendar-month"
        addSubview(titleLabel)
        for symbol in CalendarMonth.weekdaySymbols {
            let l = Label(text: symbol, font: Font(size: 13, weight: .semibold))
            l.textColor = .tertiaryLabel
            l.textAlignment = .center
            weekdayLabels.append(l)
            addSubview(l)
        }
        for _ in 0..<42 {
            let l = Label()
            l.textAlignment = .center
            l.isUserInteractionEnabled = false
            dayLabels.append(l)
            addSubview(l)
        }
        addGestureRecognizer(TapGestureRecognizer { [weak self] r in
            guard let self else { return }
            self.tapped(at: r.location(in: self))
        })
        rebuild()
    }

    /// The height a month with `weeks` rows needs.
    public static func height(weeks: Int = 6) -> Double {
        headerHeight + weekdayRowHeight + dayRowHeight * Double(weeks)
    }

    public override var intrinsicContentSize: Size { Size(width: 320, height: Self.height()) }

    private var columnWidth: Double { max(0, bounds.width - 2 * Self.sideInset) / 7 }

    /// The frame of the grid cell at `row`, `column`.
    public func cellFrame(row: Int, column: Int) -> Rect {
        Rect(x: Self.sideInset + Double(column) * columnWidth,
             y: Self.headerHeight + Self.weekdayRowHeight + Double(row) * Self.dayRowHeight,
             width: columnWidth, height: Self.dayRowHeight)
    }

    private func rebuild() {
        titleLabel.text = month.title
        for row in 0..<6 {
            for column in 0..<7 {
                let label = dayLabels[row * 7 + column]
                guard let day = month.day(atRow: row, column: column) else {
                    label.isHidden = true
                    label.identifier = nil
                    continue
                }
                let date = CalendarDate(year: month.year, month: month.month, day: day)
                let selected = date == selectedDate, isToday = date == today
                label.isHidden = false
                label.text = String(day)
                label.identifier = "\(dayIdentifierPrefix)\(day)"
                label.font = Font(size: 20, weight: selected ? .semibold : .regular)
                let tint = tintColor ?? .systemBlue
                label.textColor = selected ? (isToday ? .white : tint) : (isToday ? tint : .label)
            }
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    public override func tintColorDidChange() {
        super.tintColorDidChange()
        rebuild()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let title = titleLabel.sizeThatFits(Size(width: Double.infinity, height: Double.infinity))
        titleLabel.frame = Rect(x: Self.sideInset, y: (Self.headerHeight - title.height) / 2,
                                width: title.width, height: title.height)
        for (i, l) in weekdayLabels.enumerated() {
            l.frame = Rect(x: Self.sideInset + Double(i) * columnWidth, y: Self.headerHeight,
                           width: columnWidth, height: Self.weekdayRowHeight)
        }
        for (i, l) in dayLabels.enumerated() { l.frame = cellFrame(row: i / 7, column: i % 7) }
    }

    public override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let tint = tintColor ?? .systemBlue, c = Self.chevronSize
        // The header's chevron after the title, and the previous/next month chevrons at the right.
        let midY = Self.headerHeight / 2
        Glyph.chevronRight.draw(in: Rect(x: titleLabel.frame.maxX + 6, y: midY - c.height / 2, width: c.width, height: c.height),
                                color: tint, lineWidth: 2.5, canvas: canvas)
        let right = bounds.width - Self.sideInset
        Glyph.chevronRight.draw(in: Rect(x: right - Self.chevronTarget / 2 - c.width / 2, y: midY - c.height / 2,
                                         width: c.width, height: c.height), color: tint, lineWidth: 2.5, canvas: canvas)
        Glyph.chevronLeft.draw(in: Rect(x: right - 1.5 * Self.chevronTarget - c.width / 2, y: midY - c.height / 2,
                                        width: c.width, height: c.height), color: tint, lineWidth: 2.5, canvas: canvas)
        guard CalendarMonth(containing: selectedDate) == month else { return }
        let p = month.position(ofDay: selectedDate.day), cell = cellFrame(row: p.row, column: p.column)
        let d = Self.circleDiameter
        let circle = Rect(x: cell.midX - d / 2, y: cell.midY - d / 2, width: d, height: d)
        canvas.fillRoundedRect(circle, radius: d / 2, color: selectedDate == today ? tint : tint.withAlpha(0.12))
    }

    /// Selects the tapped day, or turns the month from the chevrons.
    func tapped(at point: Point) {
        let right = bounds.width - Self.sideInset
        if point.y < Self.headerHeight {
            if point.x >= right - Self.chevronTarget, point.x <= right { month = month.next }
            else if point.x >= right - 2 * Self.chevronTarget, point.x < right - Self.chevronTarget { month = month.previous }
            return
        }
        let top = Self.headerHeight + Self.weekdayRowHeight
        guard point.y >= top, columnWidth > 0, point.x >= Self.sideInset else { return }
        let row = Int((point.y - top) / Self.dayRowHeight), column = Int((point.x - Self.sideInset) / columnWidth)
        guard row < 6, column < 7, let day = month.day(atRow: row, column: column) else { return }
        let date = CalendarDate(year: month.year, month: month.month, day: day)
        selectedDate = date
        onSelect?(date)
    }

    public override func treeAttributes() -> [(String, JSONValue)] {
        super.treeAttributes() + [("month", .string(String(month.title))), ("date", .string(selectedDate.isoString))]
    }
}
