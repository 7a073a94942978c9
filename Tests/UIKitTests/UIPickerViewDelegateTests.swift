import Foundation
import Testing
import TestSupport
import UIKit

/// UIPickerView driven as UIKit code drives it: a view controller that is the picker's
/// UIPickerViewDataSource (the two required methods only) and its UIPickerViewDelegate (titles, widths,
/// row height, selection), with Apple's signatures.
@MainActor
struct UIPickerViewDelegateTests {
    final class PriorityPage: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
        let picker = UIPickerView()
        let priorities = ["Low", "Medium", "High", "Urgent"]
        var selections: [String] = []
        var widths: [CGFloat]?

        override func viewDidLoad() {
            super.viewDidLoad()
            picker.frame = CGRect(x: 0, y: 100, width: 375, height: 216)
            picker.dataSource = self
            picker.delegate = self
            view.addSubview(picker)
        }

        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { priorities.count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            priorities[row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append("\(row) \(component)")
        }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
    }

    /// A delegate that gives only attributed titles, and one that gives only row views.
    final class AttributedSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
        func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
            NSAttributedString(string: "A\(component)\(row)")
        }
        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 100 : 200 }
    }

    final class ViewSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
            let label = (view as? UILabel) ?? UILabel()
            label.text = row == 0 ? "Red" : "Blue"
            return label
        }
    }

    @Test("the delegate's titles and row height fill the wheel; selectRow moves it without telling the delegate")
    func titlesFromDelegate() throws {
        let page = PriorityPage()
        let host = UIKitHost(page)
        host.window.step(host.clock)
        let picker = page.picker
        #expect(picker.numberOfComponents == 1)
        #expect(picker.numberOfRows(inComponent: 0) == 4)
        #expect((0..<4).map { picker.titleForRow($0, forComponent: 0) } == page.priorities)
        #expect(picker.rowHeight == 40)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(2, inComponent: 0, animated: false)
        host.window.step(host.clock)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(page.selections.isEmpty)
        let surface = try Golden.draw(host.window)
        try surface.writePNG(to: "/tmp/ho6fix-png/picker-delegate.png")
        // The centred row ("High") is drawn in the band: dark text pixels on the band's row.
        let band = picker.convert(picker.selectionBandRect, to: nil)
        let dark = (Int(band.minX)..<Int(band.maxX)).contains { x in
            let c = surface.pixel(x: x, y: Int(band.midY)).rgba8
            return c.r < 100 && c.g < 100 && c.b < 100
        }
        #expect(dark)
    }

    @Test("tapping the row below the centre turns the wheel to it and calls didSelectRow with that row")
    func tapSelects() {
        let page = PriorityPage()
        let host = UIKitHost(page)
        host.window.step(host.clock)
        let picker = page.picker
        let band = picker.convert(picker.selectionBandRect, to: nil)
        host.tap(CGPoint(x: band.midX, y: band.midY + 40))
        host.window.step(host.clock, frames: 120)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(page.selections == ["1 0"])
        host.tap(CGPoint(x: band.midX, y: band.midY + 40))
        host.window.step(host.clock, frames: 120)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(page.selections == ["1 0", "2 0"])
    }

    @Test("attributed titles give the row text; widthForComponent gives each wheel's width")
    func attributedAndWidths() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 375, height: 216))
        let source = AttributedSource()
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.titleForRow(2, forComponent: 1) == "A12")
        #expect(picker.componentFrames().map(\.width) == [100, 200])
        picker.reloadAllComponents()
        #expect(picker.numberOfRows(inComponent: 1) == 3)
    }

    @Test("a delegate that returns labels from viewForRow shows their text")
    func rowViews() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 375, height: 216))
        let source = ViewSource()
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.titleForRow(1, forComponent: 0) == "Blue")
    }
}
