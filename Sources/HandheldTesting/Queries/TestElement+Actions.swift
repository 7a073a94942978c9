import Foundation
import Render
import Widgets

/// XCUIElement's gestures, played as pointer events on the app's virtual clock, one a frame, through the
/// same runner commands as a scenario script. An element that does not resolve, or that a tap at its centre
/// would not reach (scrolled away, covered), fails the test and nothing is sent.
extension TestElement {
    /// A swipe's length is half the element's visible extent in its direction, covered in 0.1 s: a flick,
    /// fast enough to start scroll momentum and reveal a cell's swipe actions, as XCUITest's swipes are.
    static let swipeDuration = 0.1
    /// `press(forDuration:thenDragTo:)` moves to the other element in 0.25 s.
    static let dragDuration = 0.25

    private func target(_ location: TestLocation, action: String) -> (view: View, point: Point)? {
        guard let view = required(location) else { return nil }
        guard let point = hitPoint(of: view) else {
            app.fail("\(action) on \(self): the element is not hittable (off screen, clipped or covered); "
                     + "frame \(frame)", at: location)
            return nil
        }
        return (view, point)
    }

    public func tap(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                    column: UInt = #column) {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let (_, p) = target(here, action: "tap()") else { return }
        app.session.tap(at: p)
    }

    /// Two taps one frame apart, well inside UIKit's 0.35 s double-tap interval.
    public func doubleTap(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                          column: UInt = #column) {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let (_, p) = target(here, action: "doubleTap()") else { return }
        app.session.tap(at: p)
        app.session.tap(at: p)
    }

    /// A press held for `duration` seconds (a long press needs UIKit's 0.5 s), then released.
    public func press(forDuration duration: Double, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                      line: UInt = #line, column: UInt = #column) {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let (_, p) = target(here, action: "press(forDuration:)") else { return }
        app.session.press(at: p)
        app.session.advance(by: duration)
        app.session.release()
    }

    /// A press held for `duration`, then a drag onto `other`'s centre, then the release (reordering, drag
    /// and drop).
    public func press(forDuration duration: Double, thenDragTo other: TestElement, fileID: StaticString = #fileID,
                      filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let (_, p) = target(here, action: "press(forDuration:thenDragTo:)") else { return }
        guard let otherView = other.required(here) else { return }
        let visible = ElementWalker.visibleFrame(of: otherView, in: app.window)
        let pane = app.session.paneOrigin
        let end = Point(x: visible.midX + pane.x, y: visible.midY + pane.y)
        app.session.press(at: p)
        app.session.advance(by: duration)
        app.session.move(to: end, seconds: Self.dragDuration)
        app.session.release()
    }

    public func swipeLeft(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                          column: UInt = #column) {
        swipe(dx: -1, dy: 0, "swipeLeft()", TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    public func swipeRight(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                           column: UInt = #column) {
        swipe(dx: 1, dy: 0, "swipeRight()", TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The finger moves up: content scrolls down, as XCUITest's `swipeUp` does.
    public func swipeUp(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                        column: UInt = #column) {
        swipe(dx: 0, dy: -1, "swipeUp()", TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    public func swipeDown(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                          column: UInt = #column) {
        swipe(dx: 0, dy: 1, "swipeDown()", TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func swipe(dx: Double, dy: Double, _ action: String, _ here: TestLocation) {
        guard let (view, p) = target(here, action: action) else { return }
        let visible = ElementWalker.visibleFrame(of: view, in: app.window)
        let end = Point(x: p.x + dx * visible.width / 2, y: p.y + dy * visible.height / 2)
        app.session.press(at: p)
        app.session.move(to: end, seconds: Self.swipeDuration)
        app.session.release()
    }

    /// Focuses the element with a tap when it is not the first responder yet, then types `text`, one
    /// character a frame. (XCUITest fails when the element lacks keyboard focus; a tap is what its user
    /// would do first.)
    public func typeText(_ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let view = required(here) else { return }
        if app.window.firstResponder !== view {
            guard let (_, p) = target(here, action: "typeText(_:)") else { return }
            app.session.tap(at: p)
        }
        guard app.window.firstResponder === view else {
            app.fail("typeText(_:) on \(self): the element did not become first responder", at: here)
            return
        }
        app.session.type(text)
    }

    /// Two fingers 100 pt apart about the centre spread to `scale` times that (pinch in below 1) at
    /// `velocity` scale factors per second (XCUIElement's unit); at least one frame.
    public func pinch(withScale scale: Double, velocity: Double, fileID: StaticString = #fileID,
                      filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard scale > 0, velocity != 0 else {
            app.fail("pinch(withScale: \(scale), velocity: \(velocity)): the scale must be positive and the "
                     + "velocity not zero", at: here)
            return
        }
        guard let (_, p) = target(here, action: "pinch(withScale:velocity:)") else { return }
        app.session.pinch(at: p, scale: scale, seconds: abs(scale - 1) / abs(velocity))
    }

    /// Two fingers about the centre turned by `rotation` radians (clockwise when positive, as
    /// UIRotationGestureRecognizer measures it) at `velocity` radians per second.
    public func rotate(_ rotation: Double, withVelocity velocity: Double, fileID: StaticString = #fileID,
                       filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard velocity != 0 else {
            app.fail("rotate(\(rotation), withVelocity: 0): the velocity must not be zero", at: here)
            return
        }
        guard let (_, p) = target(here, action: "rotate(_:withVelocity:)") else { return }
        app.session.rotateFingers(at: p, degrees: rotation * 180 / .pi, seconds: abs(rotation / velocity))
    }
}
