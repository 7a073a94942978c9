import Foundation
import HandheldDemos
import HandheldKit
import Testing
import HandheldTesting

@MainActor
@Suite("Actions, time and the device")
struct ActionTests {
    func pushedCherry() throws -> TestApp {
        let app = try TestApp(rootViewController: FruitListViewController.inNavigation())
        app.cells["Cherry"].tap()
        app.settle()
        return app
    }

    @Test("swipeBack pops; a swipe released at 30 % cancels; one held stays mid-transition")
    func swipeBack() throws {
        let app = try pushedCherry()
        app.swipeBack(progress: 0.3)
        app.settle()
        #expect(app.navigationBars["Cherry"].exists)
        app.swipeBack(progress: 0.5, release: false)
        #expect(app.pendingWork.contains("a touch held down"))
        #expect(app.cells["Cherry"].exists, "the list shows under the page being swiped away")
        app.advance(by: 1)
        #expect(app.staticTexts["fruit-name"].exists)
        app.releaseTouch()
        app.settle()
        #expect(app.pendingWork.isEmpty)
        app.swipeBack()
        app.settle()
        #expect(app.navigationBars["Fruits"].exists)
        #expect(!app.staticTexts["fruit-name"].exists)
    }

    @Test("settle fails naming the animation that still runs")
    func settleFailure() throws {
        let app = try TestApp(rootViewController: FruitViewController(name: "Apple"))
        let log = FailureLog(app)
        let save: View = app.window.rootViewController!.view
        save.animate(withDuration: 100) { save.alpha = 0.5 }
        #expect(!app.settle(timeout: 1)); let line = #line
        #expect(log.messages == ["settle(timeout: 1.0) gave up: still running after 1.0 s: 1 animation(s)"])
        #expect(log.lines == [line])
        #expect(abs(app.time - 1) < 0.05)
    }

    @Test("rotating to landscape runs the window's transition; an iPhone cannot be held upside down")
    func rotation() throws {
        let app = try TestApp(rootViewController: FruitListViewController.inNavigation())
        let log = FailureLog(app)
        app.rotate(to: .landscapeLeft)
        #expect(app.pendingWork.contains("a rotation transition"))
        app.settle()
        #expect(app.orientation == .landscapeLeft)
        #expect(app.window.size == Size(width: 852, height: 393))
        #expect(app.cells["Apple"].frame.width == 852)
        app.rotate(to: .portraitUpsideDown)
        #expect(log.messages == ["iphone-15 cannot be held portraitUpsideDown (iPhones have no upside-down)"])
    }

    @Test("appearance and Dynamic Type change through the window's traits")
    func traits() throws {
        let app = try TestApp(rootViewController: FruitListViewController.inNavigation())
        app.setAppearance(.dark)
        app.settle()
        #expect(app.window.traitCollection.userInterfaceStyle == .dark)
        #expect(app.appearance == .dark)
        let before = app.cells["Apple"].frame.height
        app.setContentSize(.accessibilityExtraExtraExtraLarge)
        app.settle()
        #expect(app.contentSize == .accessibilityExtraExtraExtraLarge)
        #expect(app.cells["Apple"].frame.height > before)
    }

    @Test("key sends a combination along the responder chain; an unknown key fails")
    func keys() throws {
        let app = try pushedCherry()
        let log = FailureLog(app)
        app.key("escape")
        app.settle()
        #expect(log.messages.isEmpty)
        #expect(app.navigationBars["Fruits"].exists)
        app.key("ctrl+nokey")
        #expect(log.messages.count == 1)
        #expect(log.messages[0].hasPrefix("key(\"ctrl+nokey\"): "))
    }

    @Test("pinch zooms the picture, rotate turns the card, swipeLeft pages")
    func gestures() throws {
        let app = try TestApp(scene: "gestures", scenes: Demos.all)
        let picture = app.otherElements["picture"]
        let width = picture.frame.width
        app.otherElements["zoom"].pinch(withScale: 2, velocity: 2)
        app.settle()
        #expect(picture.frame.width > width * 1.5)

        app.otherElements["rotor"].rotate(.pi / 4, withVelocity: .pi)
        app.settle()
        #expect(abs((Self.node(app, id: "rotor")?["rotation"] as? Double ?? 0) - 45) < 2)

        #expect(!app.staticTexts["Page 2"].isHittable)
        app.otherElements["pages"].swipeLeft()
        app.settle()
        #expect(app.staticTexts["Page 2"].isHittable)
    }

    @Test("press(forDuration:) holds for that long on the virtual clock")
    func longPress() throws {
        let app = try TestApp(scene: "gestures", scenes: Demos.all)
        let start = app.time
        app.otherElements["hold"].press(forDuration: 0.6)
        #expect(app.time - start >= 0.6)
        #expect(app.pendingWork.allSatisfy { !$0.contains("touch") })
    }

    static func node(_ app: TestApp, id: String) -> [String: Any]? {
        guard let json = try? JSONSerialization.jsonObject(with: Data(app.treeJSON.utf8)) as? [String: Any] else { return nil }
        func find(_ node: [String: Any]) -> [String: Any]? {
            if node["id"] as? String == id { return node }
            for child in node["children"] as? [[String: Any]] ?? [] { if let found = find(child) { return found } }
            return nil
        }
        return (json["root"] as? [String: Any]).flatMap(find)
    }
}
