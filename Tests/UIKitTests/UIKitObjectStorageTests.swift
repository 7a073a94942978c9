import Foundation
import Testing
import TestSupport
import UIKit
import Widgets
import Render

/// The values the UIKit module adds to toolkit objects (a button's configuration, a bar's appearances, a
/// controller's restoration identifier) are kept on each object: one object's value is not another's, and
/// an object released takes its value with it, leaving nothing behind that holds what it held.
@MainActor
struct UIKitObjectStorageTests {
    /// A bitmap made for the test alone, so nothing else (a symbol cache) holds it.
    private func freshImage() -> UIImage {
        UIImage(bitmap: Image(pixelWidth: 4, pixelHeight: 4, pixels: Array(repeating: 0xFF00_00FF, count: 16)))
    }

    @Test("two buttons keep their own configurations: setting, changing or clearing one leaves the other")
    func buttonsAreIndependent() throws {
        var filled = UIButton.Configuration.filled()
        filled.title = "Pay"
        var gray = UIButton.Configuration.gray()
        gray.title = "Cancel"
        let pay = UIButton(configuration: filled)
        let cancel = UIButton(configuration: gray)
        #expect(pay.configuration?.title == "Pay")
        #expect(cancel.configuration?.title == "Cancel")
        #expect(pay.backgroundColor == .systemBlue)
        #expect(cancel.backgroundColor == .systemGray5)

        var changed = pay.configuration!
        changed.title = "Pay now"
        pay.configuration = changed
        #expect(pay.configuration?.title == "Pay now")
        #expect(pay.title(for: .normal) == "Pay now")
        #expect(cancel.configuration?.title == "Cancel")
        // Both on screen, written out to look at: a filled blue "Pay now" beside a grey "Cancel".
        let controller = UIViewController()
        let host = UIKitHost(controller)
        pay.frame = CGRect(x: 20, y: 100, width: 160, height: 50)
        cancel.frame = CGRect(x: 195, y: 100, width: 160, height: 50)
        controller.view.addSubview(pay)
        controller.view.addSubview(cancel)
        host.window.step(host.clock, frames: 2)
        try Golden.draw(host.window).writePNG(to: NSTemporaryDirectory() + "handheld-configured-buttons.png")

        pay.configuration = nil
        #expect(pay.configuration == nil)
        #expect(cancel.configuration?.title == "Cancel")
        #expect(cancel.title(for: .normal) == "Cancel")
    }

    @Test("a released button takes its configuration with it: the configuration's image is freed too")
    func releasedButtonFreesConfiguration() {
        weak var button: UIButton?
        weak var image: UIImage?
        do {
            let picture = freshImage()
            var configuration = UIButton.Configuration.plain()
            configuration.title = "Star"
            configuration.image = picture
            let made = UIButton(configuration: configuration)
            #expect(made.configuration?.image === picture)
            button = made
            image = picture
        }
        #expect(button == nil)
        #expect(image == nil)
    }

    /// Makes a bar and an appearance inside a scope, sets the one on the other there, and reports whether
    /// each outlived the scope (weak references read after it).
    private func outlived<Bar: AnyObject, Appearance: AnyObject>(
        _ makeBar: () -> Bar, _ makeAppearance: () -> Appearance, set: (Bar, Appearance) -> Void
    ) -> (bar: Bool, appearance: Bool) {
        weak var bar: Bar?
        weak var appearance: Appearance?
        do {
            let made = makeBar()
            let look = makeAppearance()
            set(made, look)
            bar = made
            appearance = look
        }
        return (bar != nil, appearance != nil)
    }

    @Test("a released navigation bar takes its appearances with it; another bar's stay")
    func releasedNavigationBarFreesAppearances() {
        let kept = UINavigationBar()
        let keptAppearance = UINavigationBarAppearance()
        keptAppearance.backgroundColor = .systemGreen
        kept.standardAppearance = keptAppearance
        let left = outlived({ UINavigationBar() }, { UINavigationBarAppearance() }) { bar, edge in
            edge.backgroundColor = .systemIndigo
            bar.scrollEdgeAppearance = edge
            bar.standardAppearance = edge
            #expect(bar.scrollEdgeAppearance === edge)
            #expect(bar.barBackgroundColor == .systemIndigo)
            #expect(kept.scrollEdgeAppearance == nil)
        }
        #expect(!left.bar && !left.appearance)
        #expect(kept.standardAppearance === keptAppearance)
        #expect(kept.barBackgroundColor == .systemGreen)
    }

    @Test("a released tab bar takes its appearances with it; another bar's stay")
    func releasedTabBarFreesAppearances() {
        let kept = UITabBar()
        let keptAppearance = UITabBarAppearance()
        keptAppearance.backgroundColor = .systemGreen
        kept.standardAppearance = keptAppearance
        let left = outlived({ UITabBar() }, { UITabBarAppearance() }) { bar, edge in
            edge.backgroundColor = .systemIndigo
            bar.scrollEdgeAppearance = edge
            #expect(bar.scrollEdgeAppearance === edge)
            #expect(kept.scrollEdgeAppearance == nil)
        }
        #expect(!left.bar && !left.appearance)
        #expect(kept.standardAppearance === keptAppearance)
        #expect(kept.barTintColor == .systemGreen)
    }

    @Test("two controllers keep their own restoration identifiers")
    func restorationIdentifiersAreIndependent() {
        let first = UIViewController()
        let second = UIViewController()
        first.restorationIdentifier = "NoSelectionNC"
        #expect(first.restorationIdentifier == "NoSelectionNC")
        #expect(second.restorationIdentifier == nil)
        second.restorationIdentifier = "DetailNC"
        first.restorationIdentifier = nil
        #expect(first.restorationIdentifier == nil)
        #expect(second.restorationIdentifier == "DetailNC")
    }
}
