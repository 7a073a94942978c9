import Testing
import UIKit
import TestSupport
import Widgets

/// Menus written as UIKit code writes them (iOS 14+): UIAction with attributes and state in a UIMenu with
/// inline and single-selection submenus on `UIButton.menu`, a bar button item's `menu:` initialiser, and a
/// view's UIContextMenuInteraction whose delegate builds the menu with `UIContextMenuConfiguration`.
@MainActor
@Suite("UIKit: UIMenu, UIAction and UIContextMenuInteraction")
struct UIMenuTests {
    final class Screen: UIViewController, UIContextMenuInteractionDelegate {
        var ran: [String] = []
        let sortButton = UIButton(type: .system)
        let card = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            sortButton.setTitle("Sort", for: .normal)
            sortButton.frame = CGRect(x: 16, y: 100, width: 80, height: 44)
            let byName = UIAction(title: "Name", state: .off) { [weak self] action in self?.ran.append(action.title) }
            let byDate = UIAction(title: "Date", image: nil, identifier: "date", discoverabilityTitle: "Sort by date",
                                  attributes: [], state: .on) { [weak self] action in self?.ran.append(action.title) }
            let trash = UIAction(title: "Delete", attributes: .destructive) { [weak self] action in
                self?.ran.append("\(action.title) from \(action.sender === self?.sortButton ? "button" : "?")")
            }
            let hidden = UIAction(title: "Secret", attributes: .hidden) { [weak self] _ in self?.ran.append("Secret") }
            sortButton.menu = UIMenu(title: "", children: [
                UIMenu(title: "", options: [.displayInline, .singleSelection], children: [byName, byDate]),
                hidden, trash,
            ])
            sortButton.showsMenuAsPrimaryAction = true
            view.addSubview(sortButton)
            card.frame = CGRect(x: 16, y: 300, width: 200, height: 60)
            card.addInteraction(UIContextMenuInteraction(delegate: self))
            view.addSubview(card)
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                UIMenu(title: "", children: [UIAction(title: "Copy") { _ in self?.ran.append("Copy") }])
            }
        }
    }

    func settle(_ host: UIKitHost) { for _ in 0..<40 { host.clock.advance(by: 1.0 / 60); host.window.advanceFrame() } }

    @Test("a tap opens the button's menu; hidden actions are left out; Delete runs with the button as sender")
    func buttonMenu() throws {
        let screen = Screen()
        let host = UIKitHost(screen)
        host.tap(screen.sortButton)
        settle(host)
        let menu = try #require(screen.presentedViewController as? MenuController)
        #expect(menu.itemTitles == ["Name", "Date", "Delete"])
        host.tap(try #require(menu.itemViews.last))
        settle(host)
        #expect(screen.presentedViewController == nil && screen.ran == ["Delete from button"])
    }

    @Test("picking Name in the single-selection group turns it on and Date off")
    func singleSelection() throws {
        let screen = Screen()
        let host = UIKitHost(screen)
        host.tap(screen.sortButton)
        settle(host)
        let menu = try #require(screen.presentedViewController as? MenuController)
        host.tap(try #require(menu.itemViews.first))
        settle(host)
        let group = try #require(screen.sortButton.menu?.children.first as? UIMenu)
        #expect(group.children.compactMap { ($0 as? UIAction)?.state } == [.on, .off])
        #expect(screen.ran == ["Name"])
    }

    @Test("a long press on the card shows its context menu; Copy runs after it closes")
    func contextMenu() throws {
        let screen = Screen()
        let host = UIKitHost(screen)
        host.clock.advance(by: 1.0 / 60)
        host.window.sendPointer(.began, at: CGPoint(x: 50, y: 320), time: host.clock.now)
        for _ in 0..<35 { host.clock.advance(by: 1.0 / 60); host.window.advanceFrame() }
        host.window.sendPointer(.ended, at: CGPoint(x: 50, y: 320), time: host.clock.now)
        settle(host)
        let menu = try #require(screen.presentedViewController as? MenuController)
        #expect(menu.style == .context)
        host.tap(try #require(menu.itemViews.first))
        settle(host)
        #expect(screen.ran == ["Copy"] && screen.presentedViewController == nil)
    }

    @Test("UIBarButtonItem(title:primaryAction:menu:): no primary action, so the menu is the tap")
    func barButtonMenu() {
        let item = UIBarButtonItem(title: "Edit", menu: UIMenu(title: "", children: [UIAction(title: "Select") { _ in }]))
        #expect(item.title == "Edit" && item.menu?.children.count == 1 && item.action == nil)
        var ran = false
        let withAction = UIBarButtonItem(primaryAction: UIAction(title: "Add") { _ in ran = true }, menu: nil)
        withAction.action?()
        #expect(withAction.title == "Add" && ran)
    }
}
