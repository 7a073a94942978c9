import Foundation
import Testing
import TestSupport
import UIKit
import Widgets

/// UIKit's views and controllers made with `init?(coder:)`. Nothing is archived here, so each gives what its
/// plain initializer gives (the decision UIView and UIViewController document): the same frame, parts,
/// colours and gestures, and it does not fail or crash.
@MainActor
struct UIKitCoderInitTests {
    /// Checks that `decoded` starts as `plain` does, in what can be seen from outside.
    private func expectSameStart(_ decoded: UIView?, as plain: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let decoded else {
            Issue.record("\(type(of: plain))(coder:) returned nil", sourceLocation: sourceLocation)
            return
        }
        let name = "\(type(of: plain))"
        #expect(type(of: decoded) == type(of: plain), "\(name)", sourceLocation: sourceLocation)
        #expect(decoded.frame == plain.frame, "\(name) frame", sourceLocation: sourceLocation)
        #expect(decoded.subviews.count == plain.subviews.count, "\(name) subviews", sourceLocation: sourceLocation)
        #expect(decoded.backgroundColor == plain.backgroundColor, "\(name) background", sourceLocation: sourceLocation)
        #expect(decoded.isUserInteractionEnabled == plain.isUserInteractionEnabled, "\(name) interaction", sourceLocation: sourceLocation)
        #expect(decoded.clipsToBounds == plain.clipsToBounds, "\(name) clips", sourceLocation: sourceLocation)
        #expect(decoded.isHidden == plain.isHidden, "\(name) hidden", sourceLocation: sourceLocation)
        #expect(decoded.alpha == plain.alpha, "\(name) alpha", sourceLocation: sourceLocation)
        #expect(decoded.identifier == plain.identifier, "\(name) identifier", sourceLocation: sourceLocation)
        #expect(decoded.gestureRecognizers?.count == plain.gestureRecognizers?.count, "\(name) gestures", sourceLocation: sourceLocation)
    }

    @Test("views, controls, cells and bars: init(coder:) starts as the plain initializer does")
    func viewFamilies() {
        let coder = NSCoder()
        expectSameStart(UIView(coder: coder), as: UIView())
        expectSameStart(UILabel(coder: coder), as: UILabel())
        expectSameStart(UIButton(coder: coder), as: UIButton(frame: .zero))
        expectSameStart(UIImageView(coder: coder), as: UIImageView(frame: .zero))
        expectSameStart(UISwitch(coder: coder), as: UISwitch())
        expectSameStart(UISlider(coder: coder), as: UISlider())
        expectSameStart(UIStepper(coder: coder), as: UIStepper())
        expectSameStart(UISegmentedControl(coder: coder), as: UISegmentedControl(items: []))
        expectSameStart(UIActivityIndicatorView(coder: coder), as: UIActivityIndicatorView())
        expectSameStart(UIProgressView(coder: coder), as: UIProgressView())
        expectSameStart(UIPageControl(coder: coder), as: UIPageControl())
        expectSameStart(UIRefreshControl(coder: coder), as: UIRefreshControl())
        expectSameStart(UIStackView(coder: coder), as: UIStackView())
        expectSameStart(UIScrollView(coder: coder), as: UIScrollView())
        expectSameStart(UITableView(coder: coder), as: UITableView())
        expectSameStart(UICollectionView(coder: coder), as: UICollectionView())
        expectSameStart(UITableViewCell(coder: coder), as: UITableViewCell())
        expectSameStart(UITableViewHeaderFooterView(coder: coder), as: UITableViewHeaderFooterView(reuseIdentifier: nil))
        expectSameStart(UICollectionViewCell(coder: coder), as: UICollectionViewCell())
        expectSameStart(UICollectionReusableView(coder: coder), as: UICollectionReusableView())
        expectSameStart(UITextField(coder: coder), as: UITextField())
        expectSameStart(UITextView(coder: coder), as: UITextView())
        expectSameStart(UISearchBar(coder: coder), as: UISearchBar())
        expectSameStart(UINavigationBar(coder: coder), as: UINavigationBar())
        expectSameStart(UIToolbar(coder: coder), as: UIToolbar())
        expectSameStart(UITabBar(coder: coder), as: UITabBar())
        expectSameStart(UIPickerView(coder: coder), as: UIPickerView())
        expectSameStart(UIDatePicker(coder: coder), as: UIDatePicker())
    }

    @Test("a table view and a cell made by init(coder:) keep their plain style and parts")
    func tableParts() throws {
        let table = try #require(UITableView(coder: NSCoder()))
        #expect(table.style == .plain)
        let cell = try #require(UITableViewCell(coder: NSCoder()))
        #expect(cell.style == .default)
        #expect(cell.reuseIdentifier == nil)
        #expect(cell.contentView.superview === cell)
        let collection = try #require(UICollectionView(coder: NSCoder()))
        #expect(collection.collectionViewLayout is UICollectionViewFlowLayout)
    }

    @Test("containers made by init(coder:) are empty and work: a pushed page, tabs, an alert's actions")
    func controllerFamilies() throws {
        let navigation = try #require(UINavigationController(coder: NSCoder()))
        #expect(navigation.viewControllers.isEmpty)
        let host = UIKitHost(navigation)
        let page = UIViewController()
        page.title = "Page"
        navigation.pushViewController(page, animated: false)
        host.window.step(host.clock)
        #expect(navigation.topViewController === page)
        #expect(page.view.frame.width == 375)

        let tabs = try #require(UITabBarController(coder: NSCoder()))
        #expect(tabs.viewControllers == nil)
        let first = UIViewController(), second = UIViewController()
        tabs.viewControllers = [first, second]
        let tabHost = UIKitHost(tabs)
        tabs.selectedIndex = 1
        tabHost.window.step(tabHost.clock)
        #expect(tabs.selectedViewController === second)

        let alert = try #require(UIAlertController(coder: NSCoder()))
        #expect(alert.preferredStyle == .alert)
        #expect(alert.title == nil && alert.message == nil && alert.actions.isEmpty)
        #expect(alert.modalPresentationStyle == UIAlertController(title: nil, message: nil, preferredStyle: .alert).modalPresentationStyle)

        let split = try #require(UISplitViewController(coder: NSCoder()))
        #expect(split.viewControllers.isEmpty)
        let table = try #require(UITableViewController(coder: NSCoder()))
        #expect(table.tableView.style == .plain)
        let grid = try #require(UICollectionViewController(coder: NSCoder()))
        #expect(grid.collectionViewLayout is UICollectionViewFlowLayout)
        let plain = try #require(UIViewController(coder: NSCoder()))
        #expect(!plain.isViewLoaded)
        _ = plain.view
        #expect(plain.isViewLoaded)
    }
}
