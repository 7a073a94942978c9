import Foundation
import Testing
import TestSupport
import Render
import UIKit
@testable import Widgets

/// Bar and container members the sweep added, as UIKit code uses them: UITabBarItem.badgeColor (drawn),
/// UIBarButtonItem.tag, UITabBarController.setViewControllers(_:animated:) and UINavigationController.Operation
/// in a navigation delegate.
@MainActor
struct UIBarItemsSweepTests {
    final class PushLog: NSObject, UINavigationControllerDelegate {
        var operations: [UINavigationController.Operation] = []
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            operations.append(operation)
            return nil
        }
        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { nil }
    }

    @Test("a tab item's badgeColor fills its badge; nil is system red")
    func badgeColor() throws {
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: nil, tag: 0)
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        first.tabBarItem.badgeValue = "3"
        #expect(first.tabBarItem.badgeColor == nil)
        second.tabBarItem.badgeValue = "5"
        second.tabBarItem.badgeColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        let host = UIKitHost(tabs)
        host.window.step(host.clock, frames: 2)
        let surface = try Golden.draw(host.window)
        let colours = tabs.tabBar.buttons.map { button -> (UInt8, UInt8, UInt8, UInt8) in
            let frame = button.convert(button.bounds, to: nil)
            // The badge's capsule: scan the button's top half for its fill.
            for y in Int(frame.minY)..<Int(frame.midY) {
                for x in Int(frame.minX)..<Int(frame.maxX) {
                    let p = surface.pixel(x: x, y: y).rgba8
                    if p.0 > 200 && p.1 < 90 && p.2 < 90 { return p }
                    if p.1 > 100 && p.0 < 40 && p.2 < 40 { return p }
                }
            }
            return (0, 0, 0, 0)
        }
        #expect(colours.count == 2)
        #expect(colours[0].0 > 200 && colours[0].1 < 90)          // system red
        #expect(colours[1].1 > 100 && colours[1].0 < 40)          // the item's green
    }

    @Test("UIBarButtonItem.tag is 0 by default and keeps the number the app gives it")
    func barButtonTag() {
        let item = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
        #expect(item.tag == 0)
        item.tag = 7
        let bar: UIBarButtonItem = item
        #expect(bar.tag == 7)
    }

    @Test("setViewControllers(_:animated:) replaces the tabs and the bar's items")
    func setViewControllers() {
        let tabs = UITabBarController()
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        a.title = "A"; b.title = "B"; c.title = "C"
        tabs.setViewControllers([a, b], animated: false)
        let host = UIKitHost(tabs)
        tabs.setViewControllers([c, a, b], animated: true)
        host.window.step(host.clock, frames: 2)
        #expect(tabs.viewControllers?.count == 3)
        #expect(tabs.tabBar.items.map(\.title) == ["C", "A", "B"])
        tabs.setViewControllers(nil, animated: false)
        #expect(tabs.viewControllers == nil)
    }

    @Test("a navigation delegate is told .push then .pop as UINavigationController.Operation")
    func operations() {
        let log = PushLog()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = log
        let host = UIKitHost(navigation)
        navigation.pushViewController(UIViewController(), animated: true)
        host.window.step(host.clock, frames: 40)
        navigation.popViewController(animated: true)
        host.window.step(host.clock, frames: 40)
        #expect(log.operations == [.push, .pop])
    }
}
