import Testing
import TestSupport
import UIKit
import Widgets

/// tintColor inherited down the view tree, and tintColorDidChange where UIKit calls it, written as UIKit
/// code writes them.
@MainActor
struct UIViewTintColorTests {
    final class TintLoggingView: UIView {
        static var log: [String] = []
        let name: String
        init(_ name: String) {
            self.name = name
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func tintColorDidChange() {
            super.tintColorDidChange()
            TintLoggingView.log.append(name)
        }
    }

    @Test("a view inherits its superview's tint, system blue at the root, until it sets its own")
    func inheritance() {
        let root = UIView()
        let middle = UIView()
        let leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintColor == .systemBlue)
        root.tintColor = .systemRed
        #expect(middle.tintColor == .systemRed)
        #expect(leaf.tintColor == .systemRed)
        middle.tintColor = .systemGreen
        #expect(leaf.tintColor == .systemGreen)
        #expect(root.tintColor == .systemRed)
        middle.tintColor = nil
        #expect(leaf.tintColor == .systemRed)
    }

    @Test("tintColorDidChange runs on the view and the descendants that inherit, parent first, not on one with its own")
    func didChangeOrder() {
        TintLoggingView.log = []
        let root = TintLoggingView("root"), a = TintLoggingView("a"), b = TintLoggingView("b"), own = TintLoggingView("own")
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(own)
        own.tintColor = .systemOrange
        TintLoggingView.log = []
        root.tintColor = .systemPink
        #expect(TintLoggingView.log == ["root", "a", "b"])
        TintLoggingView.log = []
        root.tintColor = .systemPink
        #expect(TintLoggingView.log.isEmpty)
    }

    @Test("moving a view under a superview with another tint, and out again, calls tintColorDidChange each time")
    func moves() {
        TintLoggingView.log = []
        let tinted = UIView()
        tinted.tintColor = .systemPurple
        let view = TintLoggingView("moved")
        tinted.addSubview(view)
        #expect(TintLoggingView.log == ["moved"])
        #expect(view.tintColor == .systemPurple)
        view.removeFromSuperview()
        #expect(TintLoggingView.log == ["moved", "moved"])
        #expect(view.tintColor == .systemBlue)
        UIView().addSubview(view)
        #expect(TintLoggingView.log == ["moved", "moved"])
    }

    @Test("a system button's title follows the inherited tint; a custom title colour stays")
    func buttonTitles() {
        let container = UIView()
        let system = UIButton(type: .system)
        system.setTitle("Save", for: .normal)
        let custom = UIButton(type: .custom)
        custom.setTitle("Go", for: .normal)
        container.addSubview(system)
        container.addSubview(custom)
        container.tintColor = .systemRed
        #expect(system.titleColor(for: .normal) == .systemRed)
        #expect(custom.titleColor(for: .normal) == .white)
        system.setTitleColor(.black, for: .normal)
        container.tintColor = .systemGreen
        #expect(system.titleColor(for: .normal) == .black)
    }

    @Test("a navigation bar's tint colours its bar button items")
    func navigationBarItems() throws {
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        let navigation = UINavigationController(rootViewController: root)
        let host = UIKitHost(navigation)
        navigation.navigationBar.tintColor = .black
        host.window.step(host.clock)
        func buttons(in view: UIView) -> [UIButton] {
            view.subviews.flatMap { ($0 as? UIButton).map { [$0] } ?? buttons(in: $0) }
        }
        let edit = try #require(buttons(in: navigation.navigationBar).first { $0.title == "Edit" })
        #expect(edit.tintColor == .black)
        #expect(edit.titleColor(for: .normal) == .black)
    }
}
