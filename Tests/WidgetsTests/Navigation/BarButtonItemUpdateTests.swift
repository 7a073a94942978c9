import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Bar button items")
struct BarButtonItemUpdateTests {
    /// Texts shown by the bar's buttons, from their tree attributes.
    func barTexts(_ view: View) -> [String] {
        var texts: [String] = []
        func walk(_ v: View) {
            if v is Label, let text = (v as? Label)?.text, !text.isEmpty { texts.append(text) }
            for child in v.subviews { walk(child) }
        }
        walk(view)
        return texts
    }

    @Test("changing an item's title after it is in the bar updates the bar")
    func titleChangeReachesTheBar() {
        let (window, clock) = TestSupport.makeWindow()
        let page = ViewController()
        page.title = "Notes"
        let item = BarButtonItem(title: "Edit")
        page.navigationItem.rightBarButtonItem = item
        window.rootViewController = NavigationController(rootViewController: page)
        window.step(clock, frames: 2)
        let bar = (window.rootViewController as! NavigationController).navigationBar
        #expect(barTexts(bar).contains("Edit"))
        item.title = "Done"
        window.step(clock, frames: 2)
        #expect(barTexts(bar).contains("Done"))
        #expect(!barTexts(bar).contains("Edit"))
    }
}
