import HandheldKit
import Testing
import HandheldTesting

@MainActor
@Suite("Queries find elements as XCUITest does")
struct QueryTests {
    @Test("a cell is found by its label, and tapping it pushes the detail")
    func cellByLabel() throws {
        let app = try TestApp(rootViewController: FruitListViewController.inNavigation())
        #expect(app.navigationBars["Fruits"].exists)
        app.cells["Cherry"].tap()
        app.settle()
        #expect(app.navigationBars["Cherry"].exists)
        #expect(app.staticTexts["fruit-name"].label == "Cherry")
        #expect(!app.cells["Cherry"].exists)
    }

    @Test("count, element(boundBy:) and firstMatch read the rows top to bottom")
    func readingOrder() throws {
        let app = try TestApp(rootViewController: FruitListViewController.inNavigation())
        #expect(app.cells.count == 3)
        #expect(app.cells.element(boundBy: 0).label == "Apple")
        #expect(app.cells.element(boundBy: 2).label == "Cherry")
        #expect(app.cells.firstMatch.identifier == "fruit-0")
        #expect(app.cells.allElementsBoundByIndex.map(\.label) == ["Apple", "Banana", "Cherry"])
        #expect(app.cells.matching(identifier: "fruit-1").element.label == "Banana")
        #expect(app.tables["fruit-table"].cells.count == 3)
    }

    @Test("a query that finds nothing fails naming the query and the nearest matches, and sends nothing")
    func noMatch() throws {
        let app = try TestApp(rootViewController: FruitListViewController.inNavigation())
        let log = FailureLog(app)
        let before = app.time
        app.cells["Chery"].tap(); let line = #line
        #expect(log.messages == ["No matches found for app.cells[\"Chery\"]; nearest: cell \"Cherry\" #fruit-2, "
                                 + "cell \"Apple\" #fruit-0, cell \"Banana\" #fruit-1"])
        #expect(log.lines == [line])
        #expect(app.time == before)
        #expect(!app.buttons["Chery"].exists)
    }

    @Test("a query of a type that is not shown says so and lists elements of any type")
    func noneOfType() throws {
        let app = try TestApp(rootViewController: FruitListViewController.inNavigation())
        let log = FailureLog(app)
        _ = app.switches["Apple"].value
        #expect(log.messages.count == 1)
        #expect(log.messages[0].hasPrefix("No matches found for app.switches[\"Apple\"]; no switches are shown; "
                                          + "nearest elements: cell \"Apple\" #fruit-0"))
    }

    @Test("a query with several matches fails naming how many and which")
    func severalMatches() throws {
        let app = try TestApp(rootViewController: FruitListViewController.inNavigation())
        let log = FailureLog(app)
        #expect(app.cells.element.label == "")
        #expect(log.messages.count == 1)
        #expect(log.messages[0].hasPrefix("Multiple matching elements found for app.cells: 3 (cell \"Apple\" #fruit-0; "))
        _ = app.cells.element(boundBy: 7).frame
        #expect(log.messages.last == "No element at index 7 for app.cells.element(boundBy: 7): 3 match")
    }

    @Test("a switch reads 0, is tapped, reads 1; a disabled button is not enabled")
    func switchAndButtons() throws {
        let app = try TestApp(rootViewController: FruitViewController(name: "Apple"))
        let toggle = app.switches["favourite"]
        #expect(toggle.value == "0")
        toggle.tap()
        app.settle()
        #expect(toggle.value == "1")
        #expect(app.buttons["Save"].isEnabled)
        #expect(!app.buttons["Delete"].isEnabled)
        #expect(app.buttons["Save"].isHittable)
        // The button's title label belongs to the button: it is no static text of its own.
        #expect(!app.staticTexts["Save"].exists)
    }

    @Test("typeText focuses the field and types; the button then reports it")
    func typing() throws {
        let app = try TestApp(rootViewController: FruitViewController(name: "Apple"))
        app.textFields["Note"].typeText("Pits")
        #expect(app.textFields["note"].value == "Pits")
        app.buttons["Save"].tap()
        #expect(app.staticTexts["status"].label == "Saved Pits")
        // The caret blinks forever on a timer; settling does not wait for it.
        #expect(app.settle(timeout: 2))
    }

    @Test("frames are screen points; an element scrolled away is not hittable and tapping it fails")
    func framesAndHittable() throws {
        let app = try TestApp(rootViewController: FruitViewController(name: "Apple"))
        let save = app.buttons["Save"]
        #expect(save.frame.minX == 16)
        #expect(save.frame.width > 0)
        let log = FailureLog(app)
        app.window.rootViewController?.view.subviews.first?.isHidden = true
        app.advance(by: 1.0 / 60)
        #expect(!save.exists)
        save.tap()
        #expect(log.messages.first?.hasPrefix("No matches found for app.buttons[\"Save\"]") == true)
    }

    @Test("waitForExistence returns at once for a shown element and after the timeout, in virtual time, for a missing one")
    func waiting() throws {
        let app = try TestApp(rootViewController: FruitListViewController.inNavigation())
        let start = app.time
        #expect(app.cells["Apple"].waitForExistence(timeout: 5))
        #expect(app.time == start)
        #expect(!app.cells["Durian"].waitForExistence(timeout: 0.5))
        #expect(abs(app.time - start - 0.5) < 1.0 / 60 + 1e-9)
    }

    @Test("two apps keep their own clocks and windows")
    func independence() throws {
        let a = try TestApp(rootViewController: FruitListViewController.inNavigation())
        let b = try TestApp(rootViewController: FruitListViewController.inNavigation(), device: .iPadPro11)
        a.advance(by: 1)
        #expect(a.time > b.time + 0.9)
        a.cells["Banana"].tap()
        a.settle()
        #expect(a.navigationBars["Banana"].exists)
        #expect(b.navigationBars["Fruits"].exists && !b.navigationBars["Banana"].exists)
        #expect(b.window.size.width == 834)
    }

    @Test("an unknown device or scene is one line naming what exists")
    func badConfiguration() {
        #expect(throws: TestAppError.self) { try TestApp(rootViewController: ViewController(), device: TestDevice(named: "iphone-99")) }
        do {
            _ = try TestApp(scene: "nope", scenes: [])
            Issue.record("no error")
        } catch {
            #expect("\(error)" == "unknown scene 'nope' (expected one of: )")
        }
        do {
            _ = try TestApp(rootViewController: ViewController(), orientation: .portraitUpsideDown)
            Issue.record("no error")
        } catch {
            #expect("\(error)" == "iphone-15 does not support upside-down (iPhones have no upside-down)")
        }
    }

    @Test("under Swift Testing a failed query is recorded as an issue of the test")
    func bridge() throws {
        let app = try TestApp(rootViewController: FruitListViewController.inNavigation())
        withKnownIssue {
            app.buttons["Nope"].tap()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("No matches found for app.buttons[\"Nope\"]") }
        }
    }
}
