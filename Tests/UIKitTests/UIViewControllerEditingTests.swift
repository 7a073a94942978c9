import Foundation
import Testing
import TestSupport
import UIKit
@testable import Widgets

/// UIViewController's editing state (isEditing, setEditing(_:animated:), editButtonItem) and the
/// UIContentContainer / UITraitEnvironment members, as UIKit's documentation describes them.
@MainActor
struct UIViewControllerEditingTests {
    final class EditLog: UIViewController {
        var calls: [String] = []
        override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            calls.append("\(editing) \(animated)")
        }
    }

    final class Parent: UIViewController {
        var heard: [ObjectIdentifier] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            heard.append(ObjectIdentifier(container))
        }
    }

    @Test("isEditing starts false; setting it calls setEditing(_:animated: false), which isEditing then reports")
    func isEditingCallsSetEditing() {
        let page = EditLog()
        #expect(page.isEditing == false)
        page.isEditing = true
        #expect(page.calls == ["true false"])
        #expect(page.isEditing)
        page.setEditing(false, animated: true)
        #expect(page.calls == ["true false", "false true"])
        #expect(page.isEditing == false)
    }

    @Test("editButtonItem is one item that reads Edit (plain) and Done (done style) while editing")
    func editButtonItemFollowsState() {
        let page = UIViewController()
        let item = page.editButtonItem
        #expect(item === page.editButtonItem)
        #expect(item.title == "Edit" && item.style == .plain)
        page.setEditing(true, animated: false)
        #expect(item.title == "Done" && item.style == .done)
        page.isEditing = false
        #expect(item.title == "Edit" && item.style == .plain)
    }

    @Test("an editButtonItem made while editing already reads Done")
    func editButtonItemMadeWhileEditing() {
        let page = UIViewController()
        page.isEditing = true
        #expect(page.editButtonItem.title == "Done")
        #expect(page.editButtonItem.style == .done)
    }

    @Test("tapping the edit button in a navigation bar toggles editing, animated, and the bar shows Done then Edit")
    func tappingEditButton() throws {
        let page = EditLog()
        page.title = "Notes"
        page.navigationItem.rightBarButtonItem = page.editButtonItem
        let navigation = UINavigationController(rootViewController: page)
        let host = UIKitHost(navigation)
        host.window.step(host.clock, frames: 2)
        let button = try #require(navigation.navigationBar.contentView?.rightButtons.first)
        host.tap(button)
        host.window.step(host.clock, frames: 2)
        #expect(page.calls == ["true true"])
        #expect(page.isEditing)
        #expect(barTexts(navigation.navigationBar).contains("Done"))
        let again = try #require(navigation.navigationBar.contentView?.rightButtons.first)
        host.tap(again)
        host.window.step(host.clock, frames: 2)
        #expect(page.calls == ["true true", "false true"])
        #expect(barTexts(navigation.navigationBar).contains("Edit"))
        #expect(!barTexts(navigation.navigationBar).contains("Done"))
    }

    @Test("a child's new preferredContentSize reaches its parent's preferredContentSizeDidChange, once per change")
    func preferredContentSizeReachesParent() {
        let parent = Parent()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 200, height: 120)
        child.preferredContentSize = CGSize(width: 200, height: 120)
        #expect(parent.heard == [ObjectIdentifier(child)])
        child.preferredContentSize = CGSize(width: 300, height: 120)
        #expect(parent.heard.count == 2)
        let container: UIContentContainer = child
        #expect(container.preferredContentSize == CGSize(width: 300, height: 120))
    }

    @Test("size(forChildContentContainer:withParentContainerSize:) returns the parent's size by default")
    func childSizeDefault() {
        let parent = UIViewController(), child = UIViewController()
        let size = parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 320, height: 480))
        #expect(size == CGSize(width: 320, height: 480))
    }

    @Test("views and controllers are UITraitEnvironments reporting their own trait collections")
    func traitEnvironments() {
        let page = UIViewController()
        page.overrideUserInterfaceStyle = .dark
        let environments: [UITraitEnvironment] = [page, UIView()]
        #expect(environments[0].traitCollection.userInterfaceStyle == .dark)
        #expect(environments[1].traitCollection.userInterfaceStyle != .dark)
    }

    /// The texts of the labels under `view`.
    private func barTexts(_ view: UIView) -> [String] {
        var texts: [String] = []
        func walk(_ v: UIView) {
            if let text = (v as? UILabel)?.text, !text.isEmpty { texts.append(text) }
            for child in v.subviews { walk(child) }
        }
        walk(view)
        return texts
    }
}
