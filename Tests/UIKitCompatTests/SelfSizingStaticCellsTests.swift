import Testing
import TestSupport
import UIKitCompat

// Seed 3, "Self sizing static cells": the article's steps 1–5, updated to Swift 3+ names (the README lists
// them: `setTitle(_:for: .normal)`, `heightForRowAt`, `UIView.animate(withDuration:)`, `isHidden`). The
// storyboard's static cells are built in code: a due-date row, a date picker row, a repeat picker row and
// a row of buttons, the pickers pinned as step 6 says (bottom ≥, compression resistance 740).

final class StaticCellsViewController: UITableViewController {
    let datePickerButton = UIButton(title: "Show Date Picker")
    let pickerButton = UIButton(title: "Hide Picker")
    let datePicker = UIDatePicker(date: CalendarDate(year: 2016, month: 9, day: 14))
    let picker = UIPickerView()
    lazy var cells: [UITableViewCell] = [UITableViewCell(), UITableViewCell(), Self.pickerCell(datePicker),
                                         Self.pickerCell(picker)]

    // Step 2 - Track hidden rows
    var datePickerHidden = true {
      didSet {
        if (!datePickerHidden) {
          datePickerButton.setTitle("Hide Date Picker", for: .normal)
        }
        else {
          datePickerButton.setTitle("Show Date Picker", for: .normal)
        }
      }
    }
    var pickerHidden = false {
      didSet {
        if (!pickerHidden) {
          pickerButton.setTitle("Hide Picker", for: .normal)
        }
        else {
          pickerButton.setTitle("Show Picker", for: .normal)
        }
      }
    }

    // Step 1 - Set the table view properties
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.estimatedRowHeight = 68.0
        tableView.rowHeight = UITableViewAutomaticDimension
        picker.columns = [["Never", "Every Day", "Every Week"]]
        cells[0].textLabel.text = "Due Date"
        cells[1].textLabel.text = "Repeat"
        cells[2].isHidden = true
        datePicker.alpha = 0
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { cells.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cells[indexPath.row]
    }

    // Step 3 - Override tableView.heightForRowAtIndexPath
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      if (indexPath.row == 2 && datePickerHidden) {
        return 0
      }
      if (indexPath.row == 3 && pickerHidden) {
        return 0
      }
      return super.tableView(tableView, heightForRowAt: indexPath)
    }

    // Step 5 - Create method to toggle a cell's visibility
    func toggleRow(hidden:Bool, view:UIView, cell:UITableViewCell) {
      if (hidden) {
        UIView.animate(withDuration: 0.25, animations: { () -> Void in
          // Hide the picker
          view.alpha = 0
          }, completion: { (success) -> Void in
            UIView.animate(withDuration: 0.5, animations: { () -> Void in
              // Now collapse the cell
              cell.frame.size.height = 0
              self.tableView.beginUpdates()
              self.tableView.endUpdates()
              }, completion: { (success) -> Void in
                cell.isHidden = true
            })
        })
      }
      else {
        UIView.animate(withDuration: 0.5, animations: { () -> Void in
          // unhide the cell
          cell.isHidden = false
          self.tableView.beginUpdates()
          self.tableView.endUpdates()
          }, completion: { (success) -> Void in
            UIView.animate(withDuration: 0.25, animations: { () -> Void in
              // show the cell's contents
              view.alpha = 1
            })
        })
      }
    }

    // Step 6 - Wire everything up (the @IBActions)
    func toggleDatePicker() {
        datePickerHidden = !datePickerHidden
        toggleRow(hidden: datePickerHidden, view: datePicker, cell: cells[2])
    }

    static func pickerCell(_ picker: UIView) -> UITableViewCell {
        let cell = UITableViewCell()
        picker.translatesAutoresizingMaskIntoConstraints = false
        picker.setContentCompressionResistancePriority(UILayoutPriority(740), for: .vertical)
        cell.contentView.addSubview(picker)
        NSLayoutConstraint.activate([
            picker.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            picker.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            picker.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            cell.contentView.bottomAnchor.constraint(greaterThanOrEqualTo: picker.bottomAnchor),
        ])
        return cell
    }
}

@MainActor
@Suite("UIKit names: seed 3's self-sizing static cells")
struct SelfSizingStaticCellsTests {
    @Test("showing the date picker grows its row first, then fades the picker in; hiding reverses the cascade")
    func cascade() {
        let controller = StaticCellsViewController()
        let (window, clock) = ArticleScreen.window(showing: UINavigationController(rootViewController: controller))
        let table = controller.tableView
        let row = IndexPath(row: 2, section: 0)
        #expect(table.rectForRow(at: row).height == 0)
        #expect(controller.datePickerButton.title == "Show Date Picker")

        let below = controller.cells[3]
        let start = below.presentationFrameInWindow.minY
        controller.toggleDatePicker()
        #expect(controller.datePickerButton.title == "Hide Date Picker")
        window.step(clock, frames: 15)
        // Half way through the 0.5 s growth the row below is moving down and the picker is still transparent.
        let moving = below.presentationFrameInWindow.minY
        #expect(moving > start && moving < start + 216)
        #expect(controller.datePicker.alpha == 0)
        window.step(clock, frames: 45)
        #expect(table.rectForRow(at: row).height == 216)
        #expect(below.presentationFrameInWindow.minY == start + 216)
        #expect(controller.datePicker.presentationAlpha == 1)

        controller.toggleDatePicker()
        window.step(clock, frames: 20)
        // The content has faded out; the row is collapsing.
        #expect(controller.datePicker.presentationAlpha == 0)
        window.step(clock, frames: 40)
        #expect(table.rectForRow(at: row).height == 0)
        #expect(controller.cells[2].isHidden)
    }
}
