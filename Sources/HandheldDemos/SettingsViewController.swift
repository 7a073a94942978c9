import Render
import Widgets

/// Seed 3, "self-sizing static cells": a grouped static table whose picker rows hide and show with a
/// cascade (the content fades out, then the row collapses; the row grows, then the content fades in). The
/// "Due Date" row toggles the date picker below it and shows the chosen date.
final class SettingsViewController: TableViewController {
    /// The first due date shown (fixed, so frames are reproducible).
    static let initialDate = CalendarDate(year: 2016, month: 9, day: 14)

    let dueDateCell = TableViewCell(style: .value1)
    let datePicker = DatePicker(date: SettingsViewController.initialDate)
    let repeatPicker = PickerView()
    let datePickerCell: PickerCell
    let pickerCell: PickerCell
    let datePickerButton = ButtonCell(title: "Show Date Picker")
    let pickerButton = ButtonCell(title: "Hide Picker")
    private(set) var statics: StaticTable!
    /// Seed 3's step 2: the rows' state, kept here; the buttons' titles follow it at once.
    private(set) var datePickerHidden = true { didSet { updateButtonTitles() } }
    private(set) var pickerHidden = false { didSet { updateButtonTitles() } }

    init() {
        repeatPicker.columns = [["Never", "Every Day", "Every Week", "Every 2 Weeks", "Every Month", "Every Year"]]
        repeatPicker.selectRow(2, inComponent: 0, animated: false)
        datePickerCell = PickerCell(picker: datePicker)
        pickerCell = PickerCell(picker: repeatPicker)
        super.init(style: .grouped)
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

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
        datePicker.identifier = "date-picker"
        pickerCell.identifier = "picker-row"
        pickerCell.selectionStyle = .none
        repeatPicker.identifier = "repeat-picker"
        datePickerButton.identifier = "date-picker-button"
        pickerButton.identifier = "picker-button"
        datePicker.onDateChanged = { [weak self] date in
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
        datePickerCell.isHidden = true
        statics.attach(to: tableView)
        updateButtonTitles()
    }

    /// Hides or shows a picker row with the cascade (seed 3's `toggleRow`).
    func toggle(_ cell: TableViewCell?) {
        guard let cell else { return }
        if cell === datePickerCell { datePickerHidden.toggle() } else if cell === pickerCell { pickerHidden.toggle() } else { return }
        apply(cell)
    }

    private func wantsHidden(_ cell: TableViewCell) -> Bool {
        cell === datePickerCell ? datePickerHidden : pickerHidden
    }

    /// Runs the cascade towards the wanted state. As in the article the cell is unhidden before it grows
    /// and hidden once it has collapsed; a toggle made while a cascade runs is applied when it ends.
    private func apply(_ cell: TableViewCell) {
        guard let statics else { return }
        let hide = wantsHidden(cell)
        if !hide { cell.isHidden = false }
        statics.setHidden(hide, cell, animated: true) { [weak self, weak cell] in
            guard let self, let cell, let statics = self.statics else { return }
            if self.wantsHidden(cell) != statics.isHidden(cell) { self.apply(cell) }
            else if statics.isHidden(cell) { cell.isHidden = true }
        }
    }

    private func updateButtonTitles() {
        datePickerButton.title = datePickerHidden ? "Show Date Picker" : "Hide Date Picker"
        pickerButton.title = pickerHidden ? "Show Picker" : "Hide Picker"
        dueDateCell.detailTextLabel.textColor = datePickerHidden ? .systemGray : .systemRed
    }
}

/// A row holding a wheel picker, sized by constraints (seed 3's fix): the picker is pinned leading,
/// trailing and top, its bottom `>= 0`, and its vertical compression resistance is 740, below the 750 a
/// view has by default, so the row's height comes from the picker's 216 pt intrinsic height and, as the
/// row collapses, the picker shrinks with it instead of spilling over its neighbours. It also clips, as a
/// shrunken wheel draws less. Not generic, so the tree JSON names it `PickerCell`.
final class PickerCell: TableViewCell {
    /// The compression resistance the article lowers the picker's to.
    static let pickerCompressionResistance = LayoutPriority(740)

    let picker: View

    init(picker: View) {
        self.picker = picker
        super.init(style: .default, reuseIdentifier: nil)
        picker.clipsToBounds = true
        picker.translatesAutoresizingMaskIntoConstraints = false
        picker.setContentCompressionResistancePriority(Self.pickerCompressionResistance, for: .vertical)
        contentView.addSubview(picker)
        LayoutConstraint.activate([
            picker.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            picker.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            picker.topAnchor.constraint(equalTo: contentView.topAnchor),
            contentView.bottomAnchor.constraint(greaterThanOrEqualTo: picker.bottomAnchor),
        ])
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override init(style: Style, reuseIdentifier: String?) {
        fatalError("PickerCell is built with a picker")
    }
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
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override init(style: Style, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    override func layoutContent(in bounds: Rect) {
        let h = textLabel.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
        textLabel.frame = Rect(x: 16, y: (bounds.height - h) / 2, width: bounds.width - 32, height: h)
    }
}
