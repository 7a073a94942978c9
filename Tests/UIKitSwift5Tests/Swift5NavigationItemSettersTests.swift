import Testing
import UIKit

// In Swift 5 mode: UINavigationItem's optional item arrays and animated setters, and the optional
// interactivePopGestureRecognizer, as apps write them.

private extension UINavigationItem {
    func appendRight(_ item: UIBarButtonItem) {
        if rightBarButtonItems != nil {
            rightBarButtonItems?.append(item)
        } else {
            setRightBarButtonItems([item], animated: true)
        }
    }
}

@MainActor
struct Swift5NavigationItemSettersTests {
    @Test("item arrays are nil when empty, append through optional chaining, and the animated setters replace them")
    func optionalArraysAndSetters() {
        let item = UINavigationItem(title: "Inbox")
        #expect(item.rightBarButtonItems == nil && item.leftBarButtonItems == nil)
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let add = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        item.appendRight(edit)
        item.appendRight(add)
        #expect(item.rightBarButtonItems?.map { $0.title } == ["Edit", "Add"])
        #expect(item.rightBarButtonItem === edit, "the first item is the outermost one")
        item.setRightBarButton(add, animated: false)
        #expect(item.rightBarButtonItems?.count == 1 && item.rightBarButtonItem === add)
        item.setLeftBarButtonItems([edit], animated: true)
        #expect(item.leftBarButtonItem === edit)
        item.setLeftBarButton(nil, animated: true)
        item.rightBarButtonItems = nil
        #expect(item.leftBarButtonItems == nil && item.rightBarButtonItems == nil)
    }

    @Test("the bar draws the items the setters gave; the back swipe recogniser reads as an optional")
    func barShowsItems() {
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        root.navigationItem.setRightBarButtonItems([UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)],
                                                   animated: true)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = nav
        window.layoutIfNeeded()
        func buttonTitles(in view: UIView) -> [String] {
            view.subviews.flatMap { sub -> [String] in
                ((sub as? UIButton)?.title(for: .normal)).map { [$0] } ?? buttonTitles(in: sub)
            }
        }
        let titles = buttonTitles(in: nav.navigationBar)
        #expect(titles.contains("Done"))
        nav.interactivePopGestureRecognizer?.delegate = nil
        #expect(nav.interactivePopGestureRecognizer?.isEnabled == false, "nothing to pop yet")
        let view = UIView()
        view.isOpaque = false
        #expect(!view.isOpaque && UIView().isOpaque, "UIView.isOpaque defaults to true")
    }
}
