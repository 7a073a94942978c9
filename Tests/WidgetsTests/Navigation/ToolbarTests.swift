import Render
import Testing
import TestSupport
@testable import Widgets

/// A page with toolbar items that records its safe area.
@MainActor
private final class ToolbarPage: ViewController {
    init(_ name: String, items: [BarButtonItem]?) {
        super.init(nibName: nil, bundle: nil)
        title = name
        toolbarItems = items
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A navigation controller on an iPhone 11 Pro shaped window (375×812, safe area 44 top, 34 bottom).
@MainActor
private struct ToolbarFixture {
    let window: Window
    let clock: ManualClock
    let nav: NavigationController
    let root: ToolbarPage

    init(items: [BarButtonItem]?, size: Size = Size(width: 375, height: 812),
         safe: EdgeInsets = EdgeInsets(top: 44, bottom: 34), verticalSizeClass: UserInterfaceSizeClass = .regular) {
        let made = TestSupport.makeWindow(size: size, traits: TraitCollection(horizontalSizeClass: .compact,
                                                                               verticalSizeClass: verticalSizeClass,
                                                                               displayScale: 2))
        window = made.0
        clock = made.1
        window.safeAreaInsets = safe
        root = ToolbarPage("Root", items: items)
        nav = NavigationController(rootViewController: root)
        window.rootViewController = nav
        window.step(clock)
    }

    func buttonTitles() -> [String] {
        nav.toolbar.buttons.compactMap { $0 }.filter { $0.superview != nil }.map { button in
            button.subviews.compactMap { ($0 as? SystemItemSymbolView)?.item.name }.first ?? button.titleLabel.text ?? ""
        }
    }
}

@MainActor
@Suite("Toolbar")
struct ToolbarTests {
    @Test("the toolbar is hidden by default and the page's safe area ignores it")
    func hiddenByDefault() {
        let f = ToolbarFixture(items: [BarButtonItem(systemItem: .trash)])
        #expect(f.nav.isToolbarHidden)
        #expect(f.nav.toolbar.isHidden)
        #expect(Double(f.root.view.safeAreaInsets.bottom) == 34)
    }

    @Test("shown, the toolbar is 44 pt above the home indicator and the page's safe area grows by it")
    func shownRegularHeight() {
        let f = ToolbarFixture(items: [BarButtonItem(systemItem: .trash)])
        f.nav.isToolbarHidden = false
        f.window.step(f.clock)
        #expect(!f.nav.toolbar.isHidden)
        #expect(f.nav.toolbar.frame == Rect(x: 0, y: 812 - 34 - 44, width: 375, height: 78))
        #expect(Double(f.nav.toolbar.bottomInset) == 34)
        #expect(Double(f.root.view.safeAreaInsets.bottom) == 78)
        // The button stands on the bar above the indicator, not behind it.
        #expect(Double(f.nav.toolbar.itemFrame(0).height) == 44)
    }

    @Test("at compact height the toolbar is 32 pt")
    func compactHeight() {
        let f = ToolbarFixture(items: [BarButtonItem(systemItem: .trash)], size: Size(width: 812, height: 375),
                               safe: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44), verticalSizeClass: .compact)
        f.nav.isToolbarHidden = false
        f.window.step(f.clock)
        #expect(f.nav.toolbar.frame == Rect(x: 0, y: 375 - 21 - 32, width: 812, height: 53))
        #expect(Double(f.root.view.safeAreaInsets.bottom) == 53)
        // Items start after the side safe area and the bar's edge padding.
        #expect(Double(f.nav.toolbar.itemFrame(0).minX) == 44 + Toolbar.edgePadding)
        #expect(Double(f.nav.toolbar.itemFrame(0).height) == 32)
    }

    @Test("flexible spaces share the free width and fixed spaces keep theirs")
    func spaces() {
        let items = [BarButtonItem(systemItem: .trash), .flexibleSpace(), BarButtonItem(title: "Mid"),
                     .flexibleSpace(), BarButtonItem(systemItem: .compose), .fixedSpace(20), BarButtonItem(systemItem: .reply)]
        let f = ToolbarFixture(items: items)
        f.nav.isToolbarHidden = false
        f.window.step(f.clock)
        let bar = f.nav.toolbar
        let frames = items.indices.map { bar.itemFrame($0) }
        let symbol = Double(BarButton.glyphSize.width) + 16
        #expect(Double(frames[0].minX) == 8)
        #expect(Double(frames[0].width) == symbol)
        #expect(Double(frames[1].width) == Double(frames[3].width))
        #expect(Double(frames[5].width) == 20)
        // The last item ends at the bar's trailing padding: the flexible spaces took all the rest.
        #expect(Double(frames[6].maxX) == 375 - 8)
        #expect(Double(frames[4].maxX) == 375 - 8 - symbol - 20)
        // Spaces make no buttons.
        #expect(bar.buttons.map { $0 == nil } == [false, true, false, true, false, true, false])
    }

    @Test("without a flexible space the items pack at the leading edge")
    func packed() {
        let f = ToolbarFixture(items: [BarButtonItem(systemItem: .play), BarButtonItem(systemItem: .pause)])
        f.nav.isToolbarHidden = false
        f.window.step(f.clock)
        let symbol = Double(BarButton.glyphSize.width) + 16
        #expect(Double(f.nav.toolbar.itemFrame(1).minX) == 8 + symbol)
    }

    @Test("setToolbarHidden animated slides the bar down over 0.2 s and hides it at the end")
    func hideAnimated() {
        let f = ToolbarFixture(items: [BarButtonItem(systemItem: .trash)])
        f.nav.isToolbarHidden = false
        f.window.step(f.clock)
        f.nav.setToolbarHidden(true, animated: true)
        #expect(f.nav.isToolbarHidden)
        // The page's safe area follows at once; the bar is still on screen, sliding.
        #expect(Double(f.root.view.safeAreaInsets.bottom) == 34)
        f.window.step(f.clock, frames: 6)
        let mid = f.nav.toolbar.presentationFrameInWindow.minY
        #expect(mid > 812 - 78 && mid < 812)
        #expect(!f.nav.toolbar.isHidden)
        f.window.step(f.clock, frames: 8)
        #expect(Double(f.nav.toolbar.frame.minY) == 812)
        #expect(f.nav.toolbar.isHidden)
    }

    @Test("a push cross-fades the toolbar items and a pop brings the first page's back")
    func pushCrossFades() {
        let f = ToolbarFixture(items: [BarButtonItem(systemItem: .trash)])
        f.nav.isToolbarHidden = false
        f.window.step(f.clock)
        #expect(f.buttonTitles() == ["trash"])
        let second = ToolbarPage("Second", items: [BarButtonItem(systemItem: .done), .flexibleSpace(),
                                                   BarButtonItem(systemItem: .camera)])
        f.nav.pushViewController(second, animated: true)
        f.window.step(f.clock, frames: 10)
        // Mid-transition both sets are there: the old fading out, the new fading in.
        let bar = f.nav.toolbar
        let all = bar.subviews.compactMap { $0 as? BarButton }
        #expect(all.count == 3)
        let newAlpha = bar.buttons.compactMap { $0 }.map { Double($0.presentationAlpha) }
        #expect(newAlpha.allSatisfy { $0 > 0 && $0 < 1 })
        f.window.step(f.clock, frames: 40)
        #expect(!f.nav.isTransitioning)
        #expect(f.buttonTitles() == ["Done", "camera"])
        #expect(bar.subviews.compactMap { $0 as? BarButton }.count == 2)
        f.nav.popViewController(animated: true)
        f.window.step(f.clock, frames: 50)
        #expect(f.buttonTitles() == ["trash"])
        #expect(bar.buttons.compactMap { $0 }.allSatisfy { $0.alpha == 1 })
    }

    @Test("setToolbarItems on the top page replaces the bar's items; on a page below, only its own")
    func setItemsOnTop() {
        let f = ToolbarFixture(items: nil)
        f.nav.isToolbarHidden = false
        f.root.setToolbarItems([BarButtonItem(systemItem: .add)], animated: false)
        #expect(f.buttonTitles() == ["add"])
        let second = ToolbarPage("Second", items: nil)
        f.nav.pushViewController(second, animated: false)
        f.root.toolbarItems = [BarButtonItem(systemItem: .search)]
        #expect(f.buttonTitles() == [])
        f.nav.popViewController(animated: false)
        #expect(f.buttonTitles() == ["search"])
    }

    @Test("system items: words bold where UIKit confirms, symbols for the rest, spaces empty")
    func systemItems() {
        #expect(BarButtonItem(systemItem: .done).style == .done)
        #expect(BarButtonItem(systemItem: .save).style == .done)
        #expect(BarButtonItem(systemItem: .cancel).style == .plain)
        #expect(BarButtonItem(systemItem: .edit).title == "Edit")
        #expect(BarButtonItem(systemItem: .close).showsSystemSymbol)
        #expect(!BarButtonItem(systemItem: .fixedSpace).showsSystemSymbol)
        #expect(BarButtonItem.SystemItem.close.rawValue == 24)
        #expect(BarButtonItem.fixedSpace(12).width == 12)
        // Every symbol item draws something.
        for item in BarButtonItem.SystemItem.allCases where item.title == nil && !item.isSpace {
            let canvas = RecordingCanvas()
            SystemItemSymbol(item: item).draw(in: Rect(x: 0, y: 0, width: 18, height: 18), color: .systemBlue,
                                              lineWidth: 1.7, canvas: canvas)
            #expect(!canvas.commands.isEmpty, "\(item.name) draws nothing")
        }
    }

    @Test("a tapped toolbar item runs its action")
    func tap() {
        var tapped = 0
        let f = ToolbarFixture(items: [BarButtonItem(systemItem: .refresh) { tapped += 1 }])
        f.nav.isToolbarHidden = false
        f.window.step(f.clock)
        let r = f.nav.toolbar.buttons[0]!.presentationFrameInWindow
        let p = Point(x: r.midX, y: r.midY)
        f.clock.advance(by: 1.0 / 60)
        f.window.sendPointer(.began, at: p, time: f.clock.now)
        f.window.advanceFrame()
        f.clock.advance(by: 1.0 / 60)
        f.window.sendPointer(.ended, at: p, time: f.clock.now)
        f.window.advanceFrame()
        #expect(tapped == 1)
    }
}
