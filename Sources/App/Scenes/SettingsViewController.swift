import Render
import Widgets

/// Seed 3, "self-sizing static cells": a grouped static table whose picker rows hide and show with a
/// cascade (the content fades out, then the row collapses; the row grows, then the content fades in). The
/// "Due Date" row toggles the date picker below it and shows the chosen date.
final class SettingsViewController: TableViewController {
    let dueDateCell = TableViewCell(style: .value1)
    let datePickerCell: PickerCell<DatePicker>
    let pickerCell: PickerCell<PickerView>
    let datePickerButton = ButtonCell(title: "Show Date Picker")
    let pickerButton = ButtonCell(title: "Hide Picker")
    private(set) var statics: StaticTable!
    /// The first due date shown (fixed, so frames are reproducible).
    static let initialDate = CalendarDate(year: 2016, month: 9, day: 14)

    init() {
        datePickerCell = PickerCell(picker: DatePicker(date: Self.initialDate))
        let plain = PickerView()
        plain.columns = [["Never", "Every Day", "Every Week", "Every 2 Weeks", "Every Month", "Every Year"]]
        plain.selectRow(2, inComponent: 0, animated: false)
        pickerCell = PickerCell(picker: plain)
        super.init(style: .grouped)
    }

    static func inNavigation() -> ViewController {
        NavigationController(rootViewController: SettingsViewController())
    }

    override func viewDidLoad() {
        title = "Settings"
        tableView.identifier = "settings-table"
        dueDateCell.identifier = "due-date-row"
        dueDateCell.textLabel.text = "Due Date"
        dueDateCell.detailTextLabel.text = Self.initialDate.formatted(.medium)
        datePickerCell.identifier = "date-picker-row"
        datePickerCell.selectionStyle = .none
        datePickerCell.picker.identifier = "date-picker"
        pickerCell.identifier = "picker-row"
        pickerCell.selectionStyle = .none
        pickerCell.picker.identifier = "repeat-picker"
        datePickerButton.identifier = "date-picker-button"
        pickerButton.identifier = "picker-button"
        datePickerCell.picker.onDateChanged = { [weak self] date in
            self?.dueDateCell.detailTextLabel.text = date.formatted(.medium)
        }
        datePickerButton.onTap = { [weak self] in self?.toggle(self?.datePickerCell) }
        pickerButton.onTap = { [weak self] in self?.toggle(self?.pickerCell) }
        let statics = StaticTable(sections: [
            .init(header: "Reminder", cells: [dueDateCell, datePickerCell]),
            .init(header: "Repeat", footer: "The picker rows size themselves; hiding one fades it, then collapses it.",
                  cells: [pickerCell]),
            .init(cells: [datePickerButton, pickerButton]),
        ])
        statics.onSelect = { [weak self] table, path, cell in
            table.deselectRow(at: path, animated: true)
            guard let self else { return }
            if cell === self.dueDateCell { self.toggle(self.datePickerCell) }
            if let button = cell as? ButtonCell { button.onTap?() }
        }
        self.statics = statics
        statics.setHidden(true, datePickerCell, animated: false)
        statics.attach(to: tableView)
        updateButtonTitles()
    }

    /// Hides or shows a picker row with the cascade and updates the buttons' titles.
    func toggle(_ cell: TableViewCell?) {
        guard let cell, let statics else { return }
        let hide = !statics.isHidden(cell)
        statics.setHidden(hide, cell, animated: true)
        updateButtonTitles()
    }

    private func updateButtonTitles() {
        guard let statics else { return }
        datePickerButton.title = statics.isHidden(datePickerCell) ? "Show Date Picker" : "Hide Date Picker"
        pickerButton.title = statics.isHidden(pickerCell) ? "Show Picker" : "Hide Picker"
        dueDateCell.detailTextLabel.textColor = statics.isHidden(datePickerCell) ? .systemGray : .systemRed
    }
}

/// A row holding a wheel picker at its standard 216 pt height. The picker clips when the row is shorter
/// (seed 3: a collapsing row must not let the picker spill over its neighbours).
final class PickerCell<Picker: View>: TableViewCell {
    let picker: Picker

    init(picker: Picker) {
        self.picker = picker
        super.init(style: .default, reuseIdentifier: nil)
        picker.clipsToBounds = true
        contentView.addSubview(picker)
    }

    required init(style: Style, reuseIdentifier: String?) {
        fatalError("PickerCell is built with a picker")
    }

    override func layoutContent(in bounds: Rect) {
        picker.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
    }

    override func contentHeight(forWidth width: Double) -> Double { PickerView.standardHeight - 22 }
}

/// A row that acts as a button: a centred tinted title whose text the owner keeps current.
final class ButtonCell: TableViewCell {
    var onTap: (() -> Void)?
    var title: String {
        get { textLabel.text }
        set { textLabel.text = newValue }
    }

    init(title: String) {
        super.init(style: .default, reuseIdentifier: nil)
        textLabel.text = title
        textLabel.textColor = .systemBlue
        textLabel.textAlignment = .center
    }

    required init(style: Style, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    override func layoutContent(in bounds: Rect) {
        let h = textLabel.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
        textLabel.frame = Rect(x: 16, y: (bounds.height - h) / 2, width: bounds.width - 32, height: h)
    }
}
