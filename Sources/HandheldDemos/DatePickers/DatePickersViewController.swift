import Render
import Widgets

/// The `date-pickers` scene: UIDatePicker's three styles one above the other, each on November 22, 2026
/// with today November 27 (so the selected circle and today's tint both show): `date-compact` (date and
/// time pills; the date pill opens the calendar in a popover whose days are `popover-day-N`),
/// `date-inline` (the month calendar, days `day-N`) and `date-wheels`. `date-label` shows the date the
/// last `onDateChanged` reported, so a script's tree shows the value arrived.
final class DatePickersViewController: ViewController {
    static let initialDate = CalendarDate(year: 2026, month: 11, day: 22)
    static let today = CalendarDate(year: 2026, month: 11, day: 27)
    let compact = DatePicker(date: initialDate)
    let inline = DatePicker(date: initialDate)
    let wheels = DatePicker(date: initialDate)
    let compactTitle = Label(text: "Date", font: Font(size: 17))
    let valueLabel = Label(text: "Changed: none", textStyle: .subheadline)
    /// Everything scrolls, so a phone in landscape (about 330 pt tall between the bars) reaches the wheels.
    let scroll = ScrollView()

    static func inNavigation() -> NavigationController {
        NavigationController(rootViewController: DatePickersViewController())
    }

    override func viewDidLoad() {
        title = "Date Pickers"
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemBackground
        compact.identifier = "date-compact"
        compact.preferredDatePickerStyle = .compact
        compact.datePickerMode = .dateAndTime
        inline.identifier = "date-inline"
        inline.preferredDatePickerStyle = .inline
        wheels.identifier = "date-wheels"
        wheels.preferredDatePickerStyle = .wheels
        valueLabel.identifier = "date-label"
        for picker in [compact, inline, wheels] {
            picker.today = Self.today
            picker.onDateChanged = { [unowned self] date in valueLabel.text = "Changed: \(date.isoString)" }
        }
        scroll.identifier = "date-pickers-scroll"
        view.addSubview(scroll)
        for v: View in [compactTitle, compact, valueLabel, inline, wheels] { scroll.addSubview(v) }
        view.setLayoutHandler { [unowned self] v in layout(in: v) }
    }

    /// One column in the safe area, in a scroll view that insets itself by the bars: the compact row (its
    /// title left, the pills right, as in Settings), the value label, the calendar, then the wheels (216 pt,
    /// UIDatePicker's wheels height).
    private func layout(in v: View) {
        scroll.frame = v.bounds
        let safe = v.safeAreaInsets
        let safeWidth = v.bounds.width - safe.left - safe.right
        let inset = 16.0, width = min(safeWidth, 440.0), x = safe.left + (safeWidth - width) / 2
        var y = 8.0
        let pills = compact.intrinsicContentSize
        compactTitle.frame = Rect(x: x + inset, y: y, width: 80, height: 44)
        compact.frame = Rect(x: x + width - inset - pills.width, y: y + 5, width: pills.width, height: 34)
        y += 44
        valueLabel.frame = Rect(x: x + inset, y: y, width: width - 2 * inset, height: 22)
        y += 26
        let calendarHeight = inline.intrinsicContentSize.height
        inline.frame = Rect(x: x, y: y, width: width, height: calendarHeight)
        y += calendarHeight
        wheels.frame = Rect(x: x, y: y, width: width, height: 216)
        scroll.contentSize = Size(width: safeWidth, height: y + 216 + 8)
    }
}
