import Glibc
import Render
import Testing
import TestSupport
import Widgets

/// What a navigation controller draws mid-transition, from a recording canvas: the shadow
/// gradient left of the top page, the dimming over the page beneath, the bar's background, hairline,
/// chevron and both titles cross-fading.
@MainActor
@Suite("Navigation drawing")
struct NavigationDrawingTests {
    /// A page with a label, so the frames show something moving.
    func page(_ title: String, log: EventLog, color: Color) -> PageController {
        let page = PageController(title, log: log)
        let label = Label(text: "\(title) content", font: .body)
        label.frame = Rect(x: 20, y: 120, width: 300, height: 30)
        page.view.addSubview(label)
        page.view.backgroundColor = color
        return page
    }

    @Test("a mid-push frame draws the shadow, the dimming, the bar fading to its scroll-edge look and both titles")
    func midPushFrame() throws {
        let f = NavigationFixture(["A"])
        // A scrolled list on A puts the bar at its standard look; B has no scroll view, so the bar is at its
        // scroll-edge look there (iOS 15): mid-push the background and hairline are faded by 1 − p.
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        list.contentSize = Size(width: 375, height: 3000)
        f.page(0).view.addSubview(list)
        f.frame()
        list.contentOffset = Point(x: 0, y: list.contentOffset.y + 200)
        f.frame()
        #expect(f.nav.navigationBar.scrollEdgeProgress == 1)
        f.nav.pushViewController(page("B", log: f.log, color: .white), animated: true)
        f.frames(10)
        let canvas = RecordingCanvas()
        f.window.draw(in: canvas)
        let topX = f.x(of: f.nav.topViewController!)
        let p = try #require(f.nav.transitionStatus?.percentComplete)
        #expect(topX > 0 && topX < 375)

        let gradients = canvas.commands.compactMap { c -> (Rect, Color, Color)? in
            if case let .gradient(r, from, to, .horizontal) = c { return (r, from, to) } else { return nil }
        }
        let shadow = try #require(gradients.first)
        #expect(abs(shadow.0.maxX - topX) < 1e-9 && shadow.0.width == 9)
        #expect(shadow.1.alpha == 0 && shadow.2 == Color.black.withAlpha(0.1))

        let fills = canvas.commands.compactMap { c -> (Rect, Color)? in
            if case let .fill(r, color) = c { return (r, color) } else { return nil }
        }
        // The dimming covers the page beneath; the opaque top page hides its right part, which the window's
        // occlusion pass leaves unfilled, so the fill that remains ends at the top page's left edge.
        let dimming = try #require(fills.first { $0.1.red == 0 && $0.1.alpha > 0 && $0.1.alpha < 0.1 && $0.0.minX == 0 })
        #expect(abs(dimming.0.maxX - topX) < 1e-6)
        #expect(abs(dimming.1.alpha - 0.1 * p) < 1e-9)
        let bar = NavigationBar.defaultBackgroundColor.plain, separator = Color.separator.plain
        #expect(abs(f.nav.navigationBar.drawnScrollEdgeProgress - (1 - p)) < 1e-9)
        #expect(fills.contains { $0.0 == Rect(x: 0, y: 0, width: 375, height: 64) && $0.1.withAlpha(1) == bar.withAlpha(1)
            && abs($0.1.alpha - bar.alpha * (1 - p)) < 1e-9 })
        #expect(canvas.commands.contains {
            if case let .hairline(r, c) = $0 {
                return r == Rect(x: 0, y: 63.5, width: 375, height: 0.5) && abs(c.alpha - separator.alpha * (1 - p)) < 1e-9
            }
            return false
        })

        let titles = canvas.commands.compactMap { c -> (String, Color)? in
            if case let .text(s, font, color, _, _) = c, font == .headline { return (s, color) } else { return nil }
        }
        #expect(titles.map(\.0) == ["A", "B"])
        #expect(abs(titles[0].1.alpha - (1 - p)) < 1e-9 && abs(titles[1].1.alpha - p) < 1e-9)
        #expect(canvas.commands.contains { if case .polyline(_, _, let c) = $0 { return c.blue == 1 && abs(c.alpha - p) < 1e-9 } else { return false } })
    }

    /// The push and the back swipe as pixels, compared with goldens: a push 5 frames in, the pushed page,
    /// and a back swipe held half way (shadow, dimming, parallax and the bar's cross-fade all visible).
    @Test("a push and a back swipe match their golden frames")
    func goldenFrames() throws {
        let fonts = try Golden.fonts()
        let f = NavigationFixture(["Settings"])
        f.window.textMeasurer = fonts
        f.page(0).navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit", action: {})
        let detail = page("General information", log: f.log, color: .white)
        detail.navigationItem.rightBarButtonItem = BarButtonItem(glyph: .plus, action: {})
        func expectGolden(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let outcome = try Golden.check(f.window, name: name)
            #expect(outcome == .matched, "\(outcome)", sourceLocation: sourceLocation)
        }
        f.frame()
        f.nav.pushViewController(detail, animated: true)
        f.frames(5)
        try expectGolden("navigation-push-mid")
        f.settle()
        try expectGolden("navigation-pushed")
        f.press(at: 8)
        for x in stride(from: 30.0, through: 190, by: 20) { f.move(to: x) }
        try expectGolden("navigation-swipe-half")
        f.hold(at: 190, frames: 8)
        f.release(at: 190)
        f.settle()
        #expect(NavigationFixture.stack(f.nav) == "Settings,General information", "let go before half way: cancelled")
    }
}
