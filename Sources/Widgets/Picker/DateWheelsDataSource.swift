/// The rows of the three date wheels. The day count is set by the picker from the chosen month and year.
@MainActor
final class DateWheelsDataSource: PickerViewDataSource {
    let years: ClosedRange<Int>
    var dayCount = 31

    init(years: ClosedRange<Int>) {
        self.years = years
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { DatePicker.Component.allCases.count }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        switch DatePicker.Component(rawValue: component) {
        case .month: return 12
        case .day: return dayCount
        case .year: return years.count
        case nil: return 0
        }
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String {
        switch DatePicker.Component(rawValue: component) {
        case .month: return CalendarDate.monthNames.indices.contains(row) ? CalendarDate.monthNames[row] : ""
        case .day: return String(row + 1)
        case .year: return String(years.lowerBound + row)
        case nil: return ""
        }
    }
}
