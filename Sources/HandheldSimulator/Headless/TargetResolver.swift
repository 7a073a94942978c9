import Render
import Widgets

/// Finds where a script's TARGET is on screen: `X Y` as given, `#identifier` or `"text"` as the centre of
/// the one visible view that matches. No match, or several, is an error naming the target.
@MainActor
struct TargetResolver {
    let simulator: Simulator

    func point(for target: ScriptTarget) throws(TargetError) -> Point {
        switch target {
        case let .point(p):
            return p
        case let .identifier(id):
            return try center(of: unique(matches { $0.identifier == id }, target: target))
        case let .text(text):
            let found = matches { view in
                (view as? Label)?.text == text || (view as? Button)?.title == text
            }
            // A button's title label repeats its text; the button is the one meant.
            var outermost = found.filter { v in !found.contains { $0 !== v && v.isDescendant(of: $0) } }
            // A tab's title repeats its screen's title ("Inbox"): the tab bar item is the one a tap means.
            let tabs = outermost.filter { v in Self.isInTabBar(v) }
            if tabs.count == 1 { outermost = tabs }
            return try center(of: unique(outermost, target: target))
        }
    }

    private static func isInTabBar(_ view: View) -> Bool {
        var v: View? = view
        while let current = v {
            if current is TabBar { return true }
            v = current.superview
        }
        return false
    }

    struct TargetError: Error {
        let message: String
    }

    private func unique(_ views: [View], target: ScriptTarget) throws(TargetError) -> View {
        if views.count == 1 { return views[0] }
        if views.isEmpty { throw TargetError(message: "no visible view matches \(target)") }
        throw TargetError(message: "\(views.count) visible views match \(target); make the target unique")
    }

    private func center(of view: View) -> Point {
        let pane = simulator.paneFrame
        let f = visibleFrame(of: view)
        return Point(x: f.midX + pane.minX, y: f.midY + pane.minY)
    }

    /// The on-screen part of the view, clipped by its clipping ancestors and the window.
    private func visibleFrame(of view: View) -> Rect {
        var frame = view.presentationFrameInWindow
        var v = view.superview
        while let current = v {
            if current.clipsToBounds { frame = frame.overlap(with: current.presentationFrameInWindow) }
            v = current.superview
        }
        return frame.overlap(with: Rect(size: simulator.window.size))
    }

    /// Views in the window's tree that are visible (not hidden, not transparent, on screen).
    private func matches(_ predicate: (View) -> Bool) -> [View] {
        var result: [View] = []
        func walk(_ view: View) {
            guard !view.isHidden, view.presentationAlpha > 0.01 else { return }
            if predicate(view), !visibleFrame(of: view).isEmpty { result.append(view) }
            for child in view.subviews { walk(child) }
        }
        walk(simulator.window.rootView)
        return result
    }
}
