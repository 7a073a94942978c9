import HandheldKit
import Testing
import HandheldTesting

/// A widget the kit has never heard of, standing in for an alert another engineer adds: it only declares
/// its role through the `AccessibleContent` hook (its name says nothing of alerts on purpose).
private final class Notice: View, AccessibleContent {
    var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: "Saved", role: .alert)
    }
}

/// A notice, a custom view that is adjustable by its traits only, a slider and a table, on one screen.
private final class RolesViewController: ViewController {
    let notice = Notice()
    let dial = View()
    let slider = Slider()

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        dial.accessibilityTraits = .adjustable
        dial.accessibilityLabel = "Volume"
        slider.identifier = "brightness"
        notice.frame = Rect(x: 20, y: 100, width: 200, height: 60)
        dial.frame = Rect(x: 20, y: 180, width: 60, height: 60)
        slider.frame = Rect(x: 20, y: 260, width: 200, height: Slider.height)
        for v in [notice, dial, slider] as [View] { view.addSubview(v) }
    }
}

@MainActor
@Suite("Query kinds come from the role a widget declares, not from a list of classes in the kit")
struct RoleTests {
    @Test("a view declaring the alert role is found by app.alerts, and an adjustable view by app.sliders")
    func declaredRoles() throws {
        let app = try TestApp(rootViewController: RolesViewController())
        #expect(app.alerts.count == 1)
        #expect(app.alerts["Saved"].exists)
        #expect(app.sliders.allElementsBoundByIndex.map(\.label) == ["Volume", ""])
        #expect(app.sliders["brightness"].value == "0%")
        #expect(app.otherElements.count == 0)
    }

    @Test("the standard widgets declare UIKit's element types")
    func standardRoles() throws {
        let app = try TestApp(rootViewController: FruitListViewController.inNavigation())
        #expect(app.tables.count == 1)
        #expect(app.navigationBars.count == 1)
        #expect(app.cells.count == 3)
        app.cells["Banana"].tap()
        app.settle()
        #expect(app.switches["favourite"].value == "0")
        #expect(app.textFields["note"].exists)
        #expect(app.buttons.allElementsBoundByIndex.map(\.label).contains("Save"))
        #expect(ElementType.allCases.map(\.rawValue) == AccessibilityRole.allCases.map(\.rawValue))
    }
}
