import HandheldKit
import HandheldSimulator
import HandheldTesting
import HelloScreens
import XCTest

/// How a package tests its own screens: HandheldTesting runs them in process on a virtual clock (the same
/// frames as `hello run`, every time), finds elements as XCUITest does and compares snapshots with
/// references beside this file (`__Snapshots__/TourTests/`; `HANDHELD_RECORD=all swift test` re-records
/// them). The tests are `async` so that XCTest on Linux runs them on the main actor, where the views live.
final class TourTests: XCTestCase {
    @MainActor
    func testTappingAPersonPushesTheirPageAndTheEdgeSwipePopsIt() async throws {
        let app = try TestApp(scene: "people", scenes: Hello.scenes, device: .iPhone8)
        app.cells["Grace Hopper"].tap()
        app.settle()
        XCTAssertEqual(app.staticTexts["person-name"].label, "Grace Hopper")
        XCTAssertTrue(app.navigationBars["Grace Hopper"].exists)

        // A swipe from the left edge, all the way, and let go: the page pops and the list is back.
        app.swipeBack()
        app.settle()
        XCTAssertFalse(app.staticTexts["person-name"].exists)
        XCTAssertTrue(app.tables["people-table"].exists)
    }

    @MainActor
    func testNotificationsOffHidesTwoRowsAndMovesAirplaneModeUp() async throws {
        let app = try TestApp(scene: "form", scenes: Hello.scenes, device: .iPhone8)
        XCTAssertEqual(app.switches["notifications"].value, "1")
        app.switches["notifications"].tap()
        app.settle()
        XCTAssertEqual(app.switches["notifications"].value, "0")
        XCTAssertFalse(app.otherElements["sounds-row"].exists)
        XCTAssertFalse(app.otherElements["badges-row"].exists)
        // Airplane Mode moved up under Notifications (1 point of stack spacing).
        let top = app.otherElements["notifications-row"].frame
        XCTAssertEqual(app.otherElements["airplane-row"].frame.minY, top.maxY + 1, accuracy: 0.01)
        assertSnapshot(of: app, as: .image, named: "form")
        assertSnapshot(of: app, as: .tree, named: "form")
    }

    @MainActor
    func testAnUnknownViewIsOneLineNamingTheScriptLine() async throws {
        let out = NSTemporaryDirectory() + "hello-tests-" + UUID().uuidString
        XCTAssertThrowsError(try Simulator.runScript(source: "scene form\ntap #nope\n", file: "bad.txt",
                                                     scenes: Hello.scenes, outputDirectory: out)) { error in
            XCTAssertTrue("\(error)".hasPrefix("bad.txt:2: "), "\(error)")
        }
    }
}
