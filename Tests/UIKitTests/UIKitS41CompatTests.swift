import Foundation
import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// The smaller UIKit pieces news and catalog apps use: removing a button's actions, a search bar's icon
/// and text offset, a table without separators, measuring text as a label wraps it, the target–action bar
/// items with a nil action, animated images on the window's clock and a controller hiding the status bar.
@MainActor
struct UIKitS41CompatTests {
    @Test("removeTarget(nil, action: nil, for: .allEvents) removes every tap action; a non-nil target removes none")
    func removeTarget() {
        let host = UIKitHost(UIViewController())
        let button = UIButton(type: .system)
        button.setTitle("Tag", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        host.window.rootViewController?.view.addSubview(button)
        var taps: [String] = []
        button.addAction(UIAction { _ in taps.append("first") }, for: .touchUpInside)
        button.addAction(UIAction { _ in taps.append("second") }, for: .primaryActionTriggered)
        host.tap(button)
        #expect(taps == ["first", "second"])
        button.removeTarget(host, action: nil, for: .allEvents)
        host.tap(button)
        #expect(taps == ["first", "second", "first", "second"])
        button.removeTarget(nil, action: nil, for: .allEvents)
        host.tap(button)
        #expect(taps.count == 4)
        button.addAction(UIAction { _ in taps.append("after") }, for: .touchUpInside)
        host.tap(button)
        #expect(taps.last == "after")
    }

    @Test("setImage(_:for: .search, state:) replaces the glass and searchTextPositionAdjustment moves the text")
    func searchBarIconAndOffset() {
        let bar = UISearchBar()
        bar.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
        bar.layoutIfNeeded()
        let before = bar.searchTextField.textRect
        let icon = UIImage(bitmap: Image(pixelWidth: 16, pixelHeight: 16, pixels: Array(repeating: 0xFF00_00FF, count: 256)))
        bar.setImage(icon, for: .search, state: .normal)
        #expect(bar.image(for: .search, state: .normal) === icon)
        bar.setImage(nil, for: .search, state: .highlighted)
        #expect(bar.image(for: .search, state: .normal) === icon, "only .normal sets it")
        bar.searchTextPositionAdjustment = UIOffset(horizontal: 5, vertical: 0)
        let after = bar.searchTextField.textRect
        #expect(Double(after.minX - before.minX) == 5)
        #expect(Double(after.maxX) == Double(before.maxX))
        #expect(bar.searchTextPositionAdjustment == UIOffset(horizontal: 5, vertical: 0))
    }

    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test("separatorStyle .none draws no hairline under the rows; .singleLine, the default, does")
    func separatorStyle() throws {
        let controller = UIViewController()
        let table = UITableView()
        let rows = Rows()
        table.dataSource = rows
        table.frame = CGRect(x: 0, y: 0, width: 375, height: 400)
        controller.view.addSubview(table)
        let host = UIKitHost(controller)
        host.window.step(host.clock, frames: 2)
        #expect(table.separatorStyle == .singleLine)
        let cell = try #require(table.visibleCells.first)
        let line = cell.convert(CGPoint(x: 200, y: cell.bounds.height - 0.5), to: nil)
        let white = Color.white.plain
        #expect(try Golden.draw(host.window).pixel(x: Int(line.x), y: Int(line.y)) != white)
        table.separatorStyle = .none
        host.window.step(host.clock)
        #expect(try Golden.draw(host.window).pixel(x: Int(line.x), y: Int(line.y)) == white)
    }

    @Test("boundingRect with .usesLineFragmentOrigin wraps as a multi-line label does; without it, one line")
    func boundingRect() {
        let text = "Scientists find a new way to measure the height of text in a table row"
        let font = UIFont.systemFont(ofSize: 17)
        let wrapped = NSString(string: text).boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                                          options: .usesLineFragmentOrigin,
                                                          attributes: [.font: font], context: nil)
        let label = UILabel()
        label.numberOfLines = 0
        label.font = font
        label.text = text
        let (window, _) = TestSupport.makeWindow()
        window.rootView.addSubview(label)
        let fitted = label.sizeThatFits(CGSize(width: 120, height: Double.infinity))
        #expect(Double(wrapped.height).rounded(.up) == Double(fitted.height))
        #expect(Double(wrapped.width) <= 120)
        let oneLine = text.boundingRect(with: CGSize(width: 120, height: 1000), options: [],
                                        attributes: [.font: font], context: nil)
        #expect(oneLine.height < wrapped.height)
        #expect(Double(oneLine.width) > 120)
    }

    @Test("UIBarButtonItem(barButtonSystemItem:target:action:) with a nil action is the system item, with no action")
    func targetActionBarItems() {
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        #expect(space.systemItem == .flexibleSpace)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: nil)
        #expect(done.systemItem == .done)
        #expect(done.style == .done)
        let titled = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        #expect(titled.title == "Edit")
    }

    @Test("a bar button item's own tintColor colours its button; nil takes the bar's tint again")
    func barItemTint() {
        let page = UIViewController()
        let item = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
        item.tintColor = .white
        page.navigationItem.leftBarButtonItem = item
        let navigation = UINavigationController(rootViewController: page)
        let host = UIKitHost(navigation)
        host.window.step(host.clock, frames: 2)
        func all(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(all) }
        let back = all(navigation.navigationBar).first { ($0 as? UILabel)?.text == "Back" }?.superview
        #expect(back?.tintColor == .white)
        item.tintColor = nil
        host.window.step(host.clock)
        let rebuilt = all(navigation.navigationBar).first { ($0 as? UILabel)?.text == "Back" }?.superview
        #expect(rebuilt?.tintColor == View.defaultTintColor)
    }

    @Test("a search bar's barTintColor fills its background in place of the default")
    func searchBarTint() throws {
        let controller = UIViewController()
        let bar = UISearchBar()
        bar.frame = CGRect(x: 0, y: 100, width: 375, height: 56)
        bar.barTintColor = .systemPink
        controller.view.addSubview(bar)
        let host = UIKitHost(controller)
        host.window.step(host.clock)
        #expect(try Golden.draw(host.window).pixel(x: 2, y: 102) == Color.systemPink.resolved(for: .light).plain)
        bar.barTintColor = nil
        host.window.step(host.clock)
        #expect(try Golden.draw(host.window).pixel(x: 2, y: 102) == Color.secondarySystemBackground.resolved(for: .light).plain)
    }

    func solid(_ argb: UInt32) -> UIImage {
        UIImage(bitmap: Image(pixelWidth: 4, pixelHeight: 4, pixels: Array(repeating: argb, count: 16)))
    }

    @Test("an animated image set as image plays its frames on the window's clock, repeating")
    func animatedImage() throws {
        let frames = [solid(0xFFFF_0000), solid(0xFF00_FF00), solid(0xFF00_00FF)]
        let animated = try #require(UIImage.animatedImage(with: frames, duration: 0.3))
        #expect(animated.images?.count == 3)
        #expect(Double(animated.duration) == 0.3)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        let (window, clock) = TestSupport.makeWindow()
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.rootView.addSubview(view)
        view.image = animated
        var shown: [Int] = []
        for _ in 0..<24 {
            window.step(clock, frames: 3)   // 0.05 s
            shown.append(frames.firstIndex { $0 === view.shownImage } ?? -1)
        }
        // The first frame drawn is time 0; each frame lasts 0.1 s (six steps of 0.05 s make two frames).
        #expect(shown.prefix(8) == [0, 0, 1, 1, 2, 2, 0, 0])
        #expect(Set(shown) == [0, 1, 2])
    }

    @Test("animationImages play between startAnimating and stopAnimating, and end after animationRepeatCount passes")
    func animationImages() {
        let frames = [solid(0xFFFF_0000), solid(0xFF00_FF00)]
        let still = solid(0xFF00_0000)
        let (window, clock) = TestSupport.makeWindow()
        let view = UIImageView(image: still)
        window.rootView.addSubview(view)
        view.animationImages = frames
        view.animationDuration = 0.2
        view.animationRepeatCount = 1
        #expect(!view.isAnimating)
        view.startAnimating()
        #expect(view.isAnimating)
        window.step(clock)
        #expect(view.shownImage === frames[0])
        window.step(clock, frames: 7)
        #expect(view.shownImage === frames[1])
        window.step(clock, frames: 8)
        #expect(!view.isAnimating, "one pass of 0.2 s is over")
        #expect(view.shownImage === still)
        view.animationRepeatCount = 0
        view.startAnimating()
        window.step(clock, frames: 30)
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(view.shownImage === still)
    }

    final class PhotoViewController: UIViewController {
        var hidesStatusBar = true
        override var prefersStatusBarHidden: Bool { hidesStatusBar }
    }

    @Test("prefersStatusBarHidden hides the status bar when the controller appears and after setNeedsStatusBarAppearanceUpdate")
    func statusBarHidden() {
        let photo = PhotoViewController()
        let host = UIKitHost(UINavigationController(rootViewController: photo))
        host.window.step(host.clock, frames: 2)
        #expect(host.window.isStatusBarHidden)
        photo.hidesStatusBar = false
        #expect(host.window.isStatusBarHidden, "asked again only when told")
        photo.setNeedsStatusBarAppearanceUpdate()
        #expect(!host.window.isStatusBarHidden)
    }
}
