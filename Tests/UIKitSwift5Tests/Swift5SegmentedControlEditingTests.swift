import Testing
import TestSupport
import UIKit
import Widgets

/// A filter bar as apps build one: segments added after creation, a custom selected tint and title attributes.
final class FilterBarViewController: UIViewController {
    let control = UISegmentedControl(items: ["All", "Open"])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        control.insertSegment(withTitle: "Closed", at: 2, animated: false)
        control.selectedSegmentIndex = 0
        control.selectedSegmentTintColor = .red
        control.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 15)],
                                       for: .selected)
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        view.addSubview(control)
    }
}

/// UISegmentedControl's segment editing and appearance (UISegmentedControl.h): inserting, removing and renaming
/// segments keeps the selection on the same segment; the selected tint colours the thumb; title attributes
/// style the titles by state.
@MainActor
struct Swift5SegmentedControlEditingTests {
    @Test("inserting before the selected segment moves the selection with it; an index past the end appends")
    func insertKeepsSelection() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.numberOfSegments == 3)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Z", "A", "B"])
        #expect(control.selectedSegmentIndex == 2, "still B")
        control.insertSegment(withTitle: "end", at: 99, animated: true)
        #expect(control.titleForSegment(at: 3) == "end" && control.selectedSegmentIndex == 2)
    }

    @Test("removing the selected segment selects none; removing one before it shifts the index")
    func removeSegments() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 2
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "C")
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeSegment(at: 5, animated: false)
        #expect(control.numberOfSegments == 1, "an index out of range removes nothing")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.titleForSegment(at: 0) == nil)
    }

    @Test("setTitle(_:forSegmentAt:) renames the segment's label")
    func renameSegment() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.setTitle("Both", forSegmentAt: 1)
        control.setTitle("ignored", forSegmentAt: 7)
        #expect(control.titleForSegment(at: 1) == "Both" && control.numberOfSegments == 2)
        let labels = control.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["A", "Both"])
    }

    @Test("title attributes style unselected and selected titles, and read back per state")
    func titleAttributes() {
        let screen = FilterBarViewController()
        screen.loadViewIfNeeded()
        let labels = screen.control.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["All", "Open", "Closed"])
        #expect(labels[0].textColor == UIColor.white && labels[0].font == UIFont.boldSystemFont(ofSize: 15))
        #expect(labels[1].textColor == UIColor.blue && labels[2].textColor == UIColor.blue)
        #expect(labels[1].font == UIFont.systemFont(ofSize: 13), "unselected titles keep the 13 pt regular font")
        #expect(screen.control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .blue)
        #expect(screen.control.titleTextAttributes(for: .normal)?[.font] == nil)
        #expect(screen.control.titleTextAttributes(for: .selected)?[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 15))
        screen.control.selectedSegmentIndex = 2
        #expect(labels[2].textColor == UIColor.white && labels[0].textColor == UIColor.blue)
    }

    @Test("the selected segment's thumb is drawn in selectedSegmentTintColor")
    func selectedTintPixels() throws {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 300, height: 40))
        let screen = FilterBarViewController()
        window.rootViewController = screen
        window.step(clock)
        #expect(screen.control.selectedSegmentTintColor == UIColor.red)
        let surface = try Golden.draw(window)
        // Three 100 pt segments; the thumb sits 2 pt inside the first, rounded 7 pt, so (8, 16) is well inside it.
        #expect(surface.pixel(x: 8, y: 16) == UIColor.red, "the thumb under the first segment")
        #expect(surface.pixel(x: 150, y: 4) != UIColor.red, "the second segment has no thumb")
        screen.control.selectedSegmentTintColor = nil
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 8, y: 16) == UIColor.white, "nil draws the default white thumb")
    }
}
