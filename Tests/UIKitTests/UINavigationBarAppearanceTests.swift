import Foundation
import Testing
import UIKit
import Widgets

/// UINavigationBarAppearance as iOS 15 code sets it in viewDidLoad, checked by the bar's colour.
@MainActor
struct UINavigationBarAppearanceTests {
    final class InboxViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemIndigo
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
            navigationController?.navigationBar.standardAppearance = appearance
            navigationController?.navigationBar.scrollEdgeAppearance = appearance
        }
    }

    @Test("an opaque standard appearance recolours the bar; the scroll-edge one reads back as set")
    func opaqueAppearance() throws {
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        let host = UIKitHost(navigation)
        _ = host
        let bar = navigation.navigationBar
        #expect(bar.barBackgroundColor == .systemIndigo)
        let edge = try #require(bar.scrollEdgeAppearance)
        #expect(edge === bar.standardAppearance)
        #expect(edge.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(bar.compactAppearance == nil)
    }

    @Test("configure…Background sets UIKit's three looks: default material, opaque system background, transparent")
    func threeConfigurations() {
        let bar = UINavigationController(rootViewController: UIViewController()).navigationBar
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundColor == nil)
        bar.standardAppearance = appearance
        #expect(bar.barBackgroundColor == NavigationBar.defaultBackgroundColor)
        appearance.configureWithOpaqueBackground()
        bar.standardAppearance = appearance
        #expect(bar.barBackgroundColor == .systemBackground)
        appearance.configureWithTransparentBackground()
        bar.standardAppearance = appearance
        #expect(bar.barBackgroundColor == .clear)
        #expect(appearance.shadowColor == nil)
    }
}
