import Render

/// The popover a compact date picker opens: the month calendar at its own size, kept a popover in compact
/// width (its own delegate answers `.none`).
@preconcurrency @MainActor
final class DatePickerCalendarController: ViewController, PopoverPresentationControllerDelegate {
    /// Room above and below the calendar inside the popover [EST].
    static let verticalPadding = 8.0
    let calendar: CalendarView
    var onSelect: ((CalendarDate) -> Void)?
    var onDismiss: (() -> Void)?

    init(selectedDate: CalendarDate, today: CalendarDate?) {
        calendar = CalendarView(selectedDate: selectedDate, today: today)
        calendar.identifier = "date-popover-calendar"
        calendar.dayIdentifierPrefix = "popover-day-"
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        preferredContentSize = Size(width: 320, height: CalendarView.height(weeks: 6) + 2 * Self.verticalPadding)
    }
    /// Required by View. The toolkit makes this part only from its date picker's dates, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.identifier = "date-popover"
        view.backgroundColor = .clear
        calendar.onSelect = { [weak self] day in self?.onSelect?(day) }
        view.addSubview(calendar)
        view.setLayoutHandler { [unowned self] v in
            self.calendar.frame = Rect(x: 0, y: Self.verticalPadding, width: v.bounds.width,
                                       height: v.bounds.height - 2 * Self.verticalPadding)
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onDismiss?()
    }

    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        .none
    }
}
