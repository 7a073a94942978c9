import Render

extension DatePicker {
    /// UIDatePickerStyle (iOS 13.4+).
    public enum Style: String, Sendable {
        /// The system's choice. UIKit resolves it to `.compact` on iOS 14+; here it stays `.wheels`, what
        /// every date picker was before styles existed, so screens written then keep their look.
        case automatic
        /// The three wheels.
        case wheels
        /// A grey rounded button with the date (and one with the time) that opens the calendar in a popover.
        case compact
        /// The month calendar in place (with a time row in a mode with time).
        case inline
    }

    /// UIDatePicker.Mode. The wheels choose a date in every mode here; the time is shown, not edited.
    public enum Mode: String, Sendable {
        case time, date, dateAndTime, countDownTimer

        var showsDate: Bool { self == .date || self == .dateAndTime }
        var showsTime: Bool { self == .time || self == .dateAndTime || self == .countDownTimer }
    }

    /// The style shown (UIDatePicker.datePickerStyle): the preferred one resolved.
    public var datePickerStyle: Style { preferredDatePickerStyle == .automatic ? .wheels : preferredDatePickerStyle }

    /// "9:41 AM" (`DateFormatter.timeStyle = .short`, en_US), from `minuteOfDay`.
    public var formattedTime: String {
        let h = minuteOfDay / 60, m = minuteOfDay % 60
        let hour12 = h % 12 == 0 ? 12 : h % 12
        return "\(hour12):\(m < 10 ? "0" : "")\(m) \(h < 12 ? "AM" : "PM")"
    }

    /// The compact style's pill [EST, iOS 17 screenshots]: 17 pt text in `label` on `tertiarySystemFill`,
    /// 6 pt corners, 34 pt tall, 11 pt side padding; the date and time pills 8 pt apart.
    static let pillHeight = 34.0
    static let pillCornerRadius = 6.0
    static let pillPadding = 11.0
    static let pillGap = 8.0
    /// The inline style's time row under the calendar [EST]: 44 pt, "Time" on the left, the pill on the right.
    static let timeRowHeight = 44.0

    func makePill(_ title: String, identifier: String) -> Button {
        let b = Button(title: title, font: Font(size: 17))
        b.identifier = identifier
        b.backgroundColor = .tertiarySystemFill
        b.cornerRadius = Self.pillCornerRadius
        b.contentInsets = EdgeInsets(top: 0, left: Self.pillPadding, bottom: 0, right: Self.pillPadding)
        b.titleLabel.textColor = .label
        b.titleLabel.textAlignment = .center
        return b
    }

    func pillSize(_ b: Button) -> Size {
        let t = b.titleLabel.sizeThatFits(Size(width: Double.infinity, height: Double.infinity))
        return Size(width: (t.width + 2 * Self.pillPadding).rounded(.up), height: Self.pillHeight)
    }

    /// Builds the views of the resolved style: the wheels draw themselves; compact and inline add theirs.
    func applyStyle() {
        let style = datePickerStyle
        calendarView?.removeFromSuperview()
        calendarView = nil
        for pill in pills { pill.removeFromSuperview() }
        pills = []
        timeLabel?.removeFromSuperview()
        timeLabel = nil
        panGestureRecognizer.isEnabled = style == .wheels
        switch style {
        case .inline:
            if datePickerMode.showsDate {
                let calendar = CalendarView(selectedDate: date, today: today)
                calendar.onSelect = { [weak self] day in self?.userChose(day) }
                addSubview(calendar)
                calendarView = calendar
            }
            if datePickerMode.showsTime {
                let label = Label(text: "Time", font: Font(size: 17))
                addSubview(label)
                timeLabel = label
                let pill = makePill(formattedTime, identifier: "date-time")
                addSubview(pill)
                pills.append(pill)
            }
        case .compact:
            if datePickerMode.showsDate {
                let pill = makePill(formattedDate, identifier: "date-pill")
                pill.onTap = { [weak self] in self?.presentCalendar() }
                addSubview(pill)
                pills.append(pill)
            }
            if datePickerMode.showsTime {
                let pill = makePill(formattedTime, identifier: "date-time")
                addSubview(pill)
                pills.append(pill)
            }
        default:
            break
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Lays out the compact pills (leading, centred vertically) or the calendar and its time row.
    func layoutStyleViews() {
        switch datePickerStyle {
        case .inline:
            var y = 0.0
            if let calendar = calendarView {
                let h = CalendarView.height(weeks: 6)
                calendar.frame = Rect(x: 0, y: 0, width: bounds.width, height: h)
                y = h
            }
            if let label = timeLabel, let pill = pills.first {
                let s = pillSize(pill)
                label.frame = Rect(x: CalendarView.sideInset, y: y, width: 100, height: Self.timeRowHeight)
                pill.frame = Rect(x: bounds.width - CalendarView.sideInset - s.width, y: y + (Self.timeRowHeight - s.height) / 2,
                                  width: s.width, height: s.height)
            }
        case .compact:
            var x = 0.0
            for pill in pills {
                let s = pillSize(pill)
                pill.frame = Rect(x: x, y: ((bounds.height - s.height) / 2).rounded(), width: s.width, height: s.height)
                x += s.width + Self.pillGap
            }
        default:
            break
        }
    }

    /// The size of the compact and inline styles.
    var styleIntrinsicSize: Size {
        switch datePickerStyle {
        case .inline:
            let h = (datePickerMode.showsDate ? CalendarView.height(weeks: 6) : 0) + (datePickerMode.showsTime ? Self.timeRowHeight : 0)
            return Size(width: 320, height: h)
        default:
            let widths = pills.map { pillSize($0).width }
            return Size(width: widths.reduce(0, +) + Self.pillGap * Double(max(0, widths.count - 1)), height: Self.pillHeight)
        }
    }

    /// Refreshes the style views after the date changed.
    func syncStyleViews() {
        calendarView?.selectedDate = date
        calendarView?.month = CalendarMonth(containing: date)
        if datePickerStyle == .compact, datePickerMode.showsDate, let pill = pills.first { pill.title = formattedDate }
        syncCalendarPopover()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The user chose `day` in a calendar (inline, or the compact popover's).
    func userChose(_ day: CalendarDate) {
        guard day != date else { return }
        setDate(day, animated: false)
        onDateChanged?(day)
    }

    /// The controller whose view holds this picker (the responder chain's first controller).
    var owningViewController: ViewController? {
        var r: Responder? = self
        while let current = r {
            if let vc = current as? ViewController { return vc }
            r = current.next
        }
        return nil
    }
}
