import Render

/// The compact date picker's calendar popover. It lives with the presentation containers because it
/// presents one; the picker (a control, a floor below) reaches it only through these methods.
extension DatePicker {
    /// The compact style's tap: the calendar in a popover pointing at the date pill. It stays a popover on
    /// an iPhone too (iOS shows the compact picker's calendar floating over the screen, not as a sheet).
    func presentCalendar() {
        guard calendarPopover == nil, let pill = pills.first, let presenter = owningViewController else { return }
        let controller = DatePickerCalendarController(selectedDate: date, today: today)
        controller.calendar.tintColor = tintColor
        controller.onSelect = { [weak self, weak controller] day in
            self?.userChose(day)
            controller?.dismiss(animated: true)
        }
        controller.onDismiss = { [weak self] in self?.calendarPopover = nil }
        let popover = controller.popoverPresentationController
        popover?.sourceView = pill
        popover?.permittedArrowDirections = [.up, .down]
        popover?.delegate = controller
        calendarPopover = controller
        presenter.present(controller, animated: true)
    }

    /// Keeps an open calendar popover on the picker's date.
    func syncCalendarPopover() {
        (calendarPopover as? DatePickerCalendarController)?.calendar.selectedDate = date
    }
}
