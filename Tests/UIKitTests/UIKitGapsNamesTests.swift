import Foundation
import Testing
import TestSupport
import UIKit

/// Small UIKit spellings real apps call: a UILabel subclass's initializers, text alignment names, row
/// animations, system tab items, custom bar button views, text containers, search bar traits, font designs.
@MainActor
struct UIKitGapsNamesTests {
    /// A label made as UIKit code makes one: its own `init()` calls `super.init(frame:)`, a convenience init
    /// calls `self.init(frame:)`.
    final class CaptionLabel: UILabel {
        init() {
            super.init(frame: .zero)
            textAlignment = .center
            translatesAutoresizingMaskIntoConstraints = false
        }
        convenience init(caption: String) {
            self.init(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
            text = caption
        }
        override init(frame: CGRect) {
            super.init(frame: frame)
            textColor = .secondaryLabel
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test("a UILabel subclass's init() and convenience init reach UILabel's designated init(frame:)")
    func labelSubclassInitializers() {
        let plain = CaptionLabel()
        #expect(plain.textAlignment == .center && !plain.translatesAutoresizingMaskIntoConstraints)
        #expect(plain.textColor == .label, "init() skips the subclass's init(frame:) override")
        let captioned = CaptionLabel(caption: "Hi")
        #expect(captioned.frame == CGRect(x: 0, y: 0, width: 120, height: 20))
        #expect(captioned.text == "Hi" && captioned.textColor == .secondaryLabel)
        #expect(!captioned.isUserInteractionEnabled, "UILabel takes no touches by default")
        let label = UILabel(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(label.font == UIFont.preferredFont(forTextStyle: .body) || label.font.size == 17)
    }

    @Test("NSTextAlignment names .natural and .justified, drawn left to right")
    func textAlignmentNames() {
        let alignment: NSTextAlignment = .justified
        let label = UILabel()
        label.textAlignment = alignment
        #expect(label.textAlignment == .left)
        label.textAlignment = .natural
        #expect(label.textAlignment == .left)
    }

    @Test("UITabBarItem(tabBarSystemItem:tag:) has the system title and symbol")
    func systemTabItems() {
        let favorites = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        #expect(favorites.title == "Favorites" && favorites.tag == 3)
        #expect(favorites.picture?.symbol?.name == "star.fill")
        let search = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        #expect(search.title == "Search" && search.picture?.symbol?.name == "magnifyingglass")
        #expect(UITabBarItem(tabBarSystemItem: .more, tag: 0).picture?.symbol?.name == "ellipsis")
        #expect(UITabBarItem.SystemItem.mostViewed.rawValue == 11)
    }

    @Test("UIBarButtonItem(customView:) shows the view in the navigation bar at its size, and it takes taps")
    func customViewItem() throws {
        let root = UIViewController()
        let log = EventLog()
        let badge = UIButton(type: .system)
        badge.setTitle("3", for: .normal)
        badge.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        badge.addAction(UIAction { _ in log.add("badge") }, for: .touchUpInside)
        let item = UIBarButtonItem(customView: badge)
        item.isSpringLoaded = true
        root.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: root)
        let host = UIKitHost(navigation)
        host.window.step(host.clock)
        #expect(item.customView === badge && item.isSpringLoaded)
        #expect(badge.isDescendant(of: navigation.navigationBar))
        let frame = badge.convert(badge.bounds, to: nil)
        #expect(frame.size == CGSize(width: 30, height: 30))
        #expect(frame.maxX <= host.window.bounds.width && frame.maxX > host.window.bounds.width - 60)
        host.tap(badge)
        #expect(log.entries == ["badge"])
    }

    @Test("UITextView(frame:textContainer: nil), definesPresentationContext, search bar traits and font designs")
    func smallNames() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: nil)
        #expect(textView.frame.size == CGSize(width: 200, height: 100))
        let controller = UIViewController()
        #expect(!controller.definesPresentationContext)
        controller.definesPresentationContext = true
        #expect(controller.definesPresentationContext)

        let searchBar = UISearchBar()
        searchBar.autocapitalizationType = .none
        searchBar.autocorrectionType = .no
        searchBar.returnKeyType = .search
        #expect(searchBar.searchTextField.autocapitalizationType == .none)
        #expect(searchBar.searchTextField.autocorrectionType == .no)
        #expect(searchBar.returnKeyType == .search)

        let body = UIFont.systemFont(ofSize: 20, weight: .semibold)
        let rounded = try #require(body.fontDescriptor.withDesign(.rounded))
        let font = UIFont(descriptor: rounded, size: 0)
        #expect(Double(font.pointSize) == 20 && font.weight == .semibold, "the closest bundled face: the same font")
    }
}
