import Render
import Testing
import TestSupport
@testable import Widgets

/// The tab bar in regular width (an iPad). The bug: items kept the iPhone's layout, symbol above a 10 pt
/// title and spread across the whole bar, where iPadOS puts each symbol beside its title and centres the
/// items as a group (UITabBar.ItemPositioning.centered).
@MainActor
@Suite("Tab bar: regular width")
struct InlineTabBarTests {
    static func bar(horizontal: UserInterfaceSizeClass, width: Double) -> (Window, TabBar) {
        let traits = TraitCollection(horizontalSizeClass: horizontal, verticalSizeClass: .regular, displayScale: 2)
        let (window, clock) = TestSupport.makeWindow(size: Size(width: width, height: 768), traits: traits)
        let bar = TabBar(frame: Rect(x: 0, y: 700, width: width, height: TabBar.height))
        bar.items = [TabBarItem(title: "Inbox", image: .tray), TabBarItem(title: "Settings", image: .gear),
                     TabBarItem(title: "VIP", image: .tray)]
        window.rootView.addSubview(bar)
        window.step(clock)
        return (window, bar)
    }

    @Test("in regular width each symbol sits beside its title and the items are centred as a group, 20 pt apart")
    func inlineCentred() {
        let (_, bar) = Self.bar(horizontal: .regular, width: 1024)
        let frames = bar.buttons.map(\.frame)
        // Centred: as much room left of the first item as right of the last.
        #expect(abs(frames[0].minX - (1024 - frames[2].maxX)) < 0.001)
        #expect(frames[0].minX > 300)
        for i in 1..<3 { #expect(abs(frames[i].minX - frames[i - 1].maxX - TabBar.inlineItemSpacing) < 0.001) }
        for b in bar.buttons {
            // The title is right of the 25 pt symbol, vertically centred with it, in the 13 pt inline font.
            #expect(b.titleLabel.font == TabBar.inlineTitleFont)
            #expect(abs(b.titleLabel.frame.minX - (b.symbolRect.maxX + TabBar.inlineSymbolGap)) < 0.001)
            #expect(abs(b.titleLabel.frame.midY - b.symbolRect.midY) < 0.001)
            #expect(Double(b.symbolRect.width) == TabBar.symbolSize)
            // The group of symbol and title is centred in its item with 16 pt on each side.
            #expect(abs(b.symbolRect.minX - TabBar.inlineItemPadding) < 0.001)
            #expect(abs(b.bounds.width - b.titleLabel.frame.maxX - TabBar.inlineItemPadding) < 0.001)
        }
        // Each item is as wide as its own content: "Settings" is wider than "VIP".
        #expect(frames[1].width > frames[2].width)
    }

    @Test("in compact width the items keep the iPhone's layout: spread evenly, symbol above a 10 pt title")
    func compactUnchanged() {
        let (_, bar) = Self.bar(horizontal: .compact, width: 375)
        #expect(bar.buttons.map(\.frame.width) == [125, 125, 125])
        for b in bar.buttons {
            #expect(b.titleLabel.font == TabBar.titleFont)
            #expect(b.titleLabel.frame.minY == 33 && b.symbolRect.minY == 4)
        }
    }
}
