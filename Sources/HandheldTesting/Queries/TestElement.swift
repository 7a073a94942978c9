import Render
import Widgets

/// One element of the app under test (XCUIElement): a query plus which of its matches is meant, resolved
/// each time it is used. Reading a property of an element that does not resolve, or acting on it, fails the
/// test with the query as written and the nearest matches; it never crashes (the property reads as empty).
@preconcurrency @MainActor
public struct TestElement: CustomStringConvertible {
    let query: TestElementQuery
    let pick: Pick
    /// The subscript's key, to rank the nearest matches by.
    let key: String?
    /// Where the element was written, for failures raised by reading a property.
    let location: TestLocation?

    /// How the element is written (`app.cells["Cherry"].firstMatch`), for failure messages.
    public let description: String

    init(query: TestElementQuery, pick: Pick, key: String?, location: TestLocation?) {
        self.query = query
        self.pick = pick
        self.key = key
        self.location = location
        switch pick {
        case .unique: description = query.description
        case .first: description = query.description + ".firstMatch"
        case let .index(i): description = query.description + ".element(boundBy: \(i))"
        }
    }

    enum Pick: Equatable {
        case unique
        case first
        case index(Int)
    }

    var app: TestApp { query.app }

    /// The view meant, or why there is none (the failure message).
    func resolve() -> Result<View, ResolutionFailure> {
        let found = query.matches()
        switch pick {
        case .unique where found.count == 1, .first where !found.isEmpty:
            return .success(found[0])
        case let .index(i) where i >= 0 && i < found.count:
            return .success(found[i])
        case .unique where found.count > 1:
            let listed = found.prefix(5).map(NearestMatches.describe).joined(separator: "; ")
            return .failure(ResolutionFailure(message: "Multiple matching elements found for \(self): \(found.count) "
                                              + "(\(listed))"))
        case let .index(i):
            return .failure(ResolutionFailure(message: "No element at index \(i) for \(self): \(found.count) match"))
        default:
            let nearest = NearestMatches(query: query, key: key).summary()
            return .failure(ResolutionFailure(message: "No matches found for \(self)" + nearest))
        }
    }

    struct ResolutionFailure: Error {
        let message: String
    }

    /// The view, or nil without failing (for `exists`).
    func resolved() -> View? { try? resolve().get() }

    /// The view, or nil after failing the test at `location` (the call site, or where the element was written).
    func required(_ location: TestLocation?) -> View? {
        switch resolve() {
        case let .success(view): return view
        case let .failure(failure):
            app.fail(failure.message, at: location ?? self.location ?? app.location)
            return nil
        }
    }

    // MARK: State

    /// Whether the element is in the window's tree and shown now (XCUIElement.exists).
    public var exists: Bool { resolved() != nil }

    /// Whether a tap at the element's centre would reach it: on screen, not clipped away, not covered.
    public var isHittable: Bool {
        guard let view = resolved() else { return false }
        return hitPoint(of: view) != nil
    }

    /// The element's frame in screen points, as presented this frame.
    public var frame: Rect {
        guard let view = required(nil) else { return .zero }
        let f = view.presentationFrameInWindow
        return Rect(x: f.minX + app.session.paneOrigin.x, y: f.minY + app.session.paneOrigin.y, width: f.width, height: f.height)
    }

    /// The accessibility label ("" when none), as XCUIElement's `label`.
    public var label: String { required(nil)?.accessibilityLabel ?? "" }

    /// The accessibility value: a switch's "1" or "0", a field's text.
    public var value: String? { required(nil)?.accessibilityValue }

    /// The accessibility identifier ("" when none).
    public var identifier: String { required(nil)?.identifier ?? "" }

    /// The accessibility hint, the only element property XCUITest does not expose but VoiceOver reads.
    public var hint: String? { required(nil)?.accessibilityHint }

    public var traits: AccessibilityTraits { required(nil)?.accessibilityTraits ?? [] }

    /// Whether the element has UIKit's `.selected` trait (a selected cell or tab).
    public var isSelected: Bool { traits.contains(.selected) }

    /// False for a disabled control (`.notEnabled`, or a control whose `isEnabled` is off).
    public var isEnabled: Bool {
        guard let view = required(nil) else { return false }
        if let control = view as? Control, !control.isEnabled { return false }
        return !view.accessibilityTraits.contains(.notEnabled)
    }

    /// The element's type (XCUIElement.elementType).
    public var elementType: ElementType? { required(nil).flatMap(ElementType.of) }

    /// Runs frames on the virtual clock until the element exists, at most `timeout` seconds; true if it
    /// does. Costs no wall time beyond the frames themselves.
    @discardableResult
    public func waitForExistence(timeout: Double) -> Bool {
        let end = app.time + timeout
        while !exists {
            guard app.time < end else { return false }
            app.session.frame()
        }
        return true
    }

    // MARK: Geometry for actions

    /// The centre of the element's visible part in screen points, when a tap there reaches the element.
    func hitPoint(of view: View) -> Point? {
        let window = app.window
        let visible = ElementWalker.visibleFrame(of: view, in: window)
        guard !visible.isEmpty else { return nil }
        let centre = Point(x: visible.midX, y: visible.midY)
        guard let hit = window.hitTest(centre) else { return nil }
        guard hit === view || hit.isDescendant(of: view) || view.isDescendant(of: hit) else { return nil }
        let pane = app.session.paneOrigin
        return Point(x: centre.x + pane.x, y: centre.y + pane.y)
    }
}

extension TestElement: ElementQueryProvider {
    public func descendants(matching type: ElementType?) -> TestElementQuery {
        TestElementQuery(app: app, scope: self, type: type, filters: [],
                         description: description + "." + (type?.queryName ?? "descendants(matching: .any)"))
    }
}
