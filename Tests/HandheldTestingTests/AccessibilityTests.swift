import HandheldKit
import Testing
import HandheldTesting

@MainActor
@Suite("UIKit's accessibility properties and their defaults")
struct AccessibilityTests {
    @Test("each control's defaults are UIKit's: a label's text, a button's title, a switch's 1 or 0")
    func defaults() {
        let label = Label(text: "Wi-Fi")
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Wi-Fi")
        #expect(label.accessibilityTraits == .staticText)
        let button = Button(title: "Save")
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Save")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        let toggle = Switch(isOn: true)
        #expect(toggle.accessibilityValue == "1" && toggle.accessibilityLabel == nil)
        toggle.setOn(false, animated: false)
        #expect(toggle.accessibilityValue == "0")
        let field = TextField(text: "ada@example.com", placeholder: "Email")
        #expect(field.accessibilityLabel == "Email" && field.accessibilityValue == "ada@example.com")
        let plain = View()
        #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil && plain.accessibilityTraits.isEmpty)
    }

    @Test("a cell's label is its labels' texts joined with a comma")
    func cellLabel() {
        let cell = TableViewCell(style: .subtitle)
        cell.textLabel.text = "Cherry"
        cell.detailTextLabel.text = "Red"
        #expect(cell.accessibilityLabel == "Cherry, Red")
        cell.detailTextLabel.text = ""
        #expect(cell.accessibilityLabel == "Cherry")
    }

    @Test("set values win over the defaults, and the identifier is the view's identifier")
    func overrides() {
        let button = Button(title: "+")
        button.accessibilityLabel = "Add"
        button.accessibilityHint = "Adds a fruit"
        button.accessibilityIdentifier = "add"
        #expect(button.accessibilityLabel == "Add" && button.accessibilityHint == "Adds a fruit")
        #expect(button.identifier == "add")
        button.accessibilityTraits = [.button, .selected]
        #expect(button.accessibilityTraits.description == "[button, selected]")
        let box = View()
        box.isAccessibilityElement = true
        box.accessibilityLabel = "Chart"
        #expect(box.isAccessibilityElement && box.accessibilityLabel == "Chart")
    }

    @Test("queries match subtitle cells by their joined label and custom elements by their label")
    func queriesUseAccessibility() throws {
        let app = try TestApp(rootViewController: FruitListViewController.inNavigation(cellStyle: .subtitle))
        #expect(app.cells["Cherry, Red"].exists)
        #expect(app.cells["Cherry, Red"].staticTexts["Red"].exists)
        #expect(app.cells.matching(label: "Banana, Yellow").count == 1)
    }

    @Test("while a view is accessibilityViewIsModal only it and its contents are found")
    func modal() throws {
        let controller = FruitViewController(name: "Apple")
        let app = try TestApp(rootViewController: controller)
        let sheet = View(frame: Rect(x: 0, y: 400, width: 393, height: 200))
        sheet.identifier = "sheet"
        let ok = Button(title: "OK")
        ok.frame = Rect(x: 20, y: 20, width: 60, height: 44)
        sheet.addSubview(ok)
        controller.view.addSubview(sheet)
        #expect(app.buttons.count == 3)
        sheet.accessibilityViewIsModal = true
        #expect(app.buttons.allElementsBoundByIndex.map(\.label) == ["OK"])
    }

    @Test("accessibilityElements sets the reading order")
    func elementsOrder() throws {
        let controller = FruitViewController(name: "Apple")
        let app = try TestApp(rootViewController: controller)
        #expect(app.buttons.allElementsBoundByIndex.map(\.label) == ["Save", "Delete"])
        let stack = controller.view.subviews[0]
        stack.accessibilityElements = [controller.delete, controller.save]
        #expect(app.buttons.allElementsBoundByIndex.map(\.label) == ["Delete", "Save"])
    }
}
