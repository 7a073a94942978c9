import Render
import Widgets

/// What the person holding the device does that is not aimed at one element (XCUIDevice and
/// XCUIApplication's own actions).
extension TestApp {
    /// How long `swipeBack` takes to cross the screen: 0.3 s, a deliberate swipe (well under UIKit's
    /// interactive pop's own 0.35 s finishing animation); slower than a flick, so `progress:` is honoured.
    static let swipeBackDuration = 0.3
    /// How long a partial `swipeBack` holds still before it lets go: 0.1 s, long enough for the velocity
    /// tracker to read a stopped finger.
    static let swipeBackPause = 0.1

    /// The left-edge pan that pops a navigation controller (UIScreenEdgePanGestureRecognizer, 20 pt edge):
    /// from 4 pt inside the left edge at mid-height to `progress` of the width. With `release: false` the
    /// finger stays down, mid-transition, for the test to look at; `swipeBack(progress: 0.3)` stops at 30 %
    /// and lets go, so the pop cancels (UIKit finishes it past half way or on a fast release).
    public func swipeBack(progress: Double = 1, release: Bool = true, fileID: StaticString = #fileID,
                          filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        guard progress >= 0 && progress <= 1 else {
            fail("swipeBack(progress: \(progress)): progress is a fraction of the width, 0…1",
                 at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        let size = window.size, pane = session.paneOrigin
        let y = pane.y + size.height / 2
        session.press(at: Point(x: pane.x + 4, y: y))
        let x = pane.x + 4 + (size.width - 5) * progress
        session.move(to: Point(x: x, y: y), seconds: Self.swipeBackDuration * max(progress, 0.1))
        guard release else { return }
        // A half swipe is one where the finger stops before it lets go: without the pause the release
        // would carry the swipe's speed, and UIKit finishes a pop released fast whatever its progress.
        if progress < 1 { session.advance(by: Self.swipeBackPause) }
        session.release()
    }

    /// Lifts the finger a `swipeBack(progress:release: false)` left down, where it is; nothing when no
    /// finger is down (one frame passes either way).
    public func releaseTouch() { session.release() }

    /// Turns the device (XCUIDevice.shared.orientation): the window goes through its 0.4 s rotation
    /// transition; `settle()` waits for it. Fails when the device cannot be held that way (an iPhone upside
    /// down).
    public func rotate(to orientation: DeviceOrientation, fileID: StaticString = #fileID,
                       filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        if !session.rotate(to: orientation.simulatorName) {
            fail("\(session.deviceName) cannot be held \(orientation) (iPhones have no upside-down)",
                 at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }

    /// Light or dark, cross-fading as Settings' switch does (a trait change through the window's coordinator).
    public func setAppearance(_ style: UserInterfaceStyle) { session.setAppearance(style) }

    /// The Dynamic Type size, at once, as iOS applies Settings' slider.
    public func setContentSize(_ category: ContentSizeCategory) { session.setContentSize(category) }

    /// A hardware key combination as scripts write it (`return`, `tab`, `cmd+[`, `ctrl+shift+d`), sent along
    /// the responder chain; a character key also types its character. An unknown key fails the test.
    public func key(_ combo: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                    line: UInt = #line, column: UInt = #column) {
        if let problem = session.key(combo) {
            fail("key(\(quoted(combo))): \(problem)",
                 at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        }
    }

    /// Types into the first responder, one character a frame (XCUIApplication.typeText).
    public func typeText(_ text: String) { session.type(text) }
}
