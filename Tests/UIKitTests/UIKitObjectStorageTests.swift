import Testing
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
    func buttonsAreIndependent() {
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

    @Test("a released navigation bar takes its appearances with it; another bar's stay")
    func releasedNavigationBarFreesAppearances() {
        let kept = UINavigationBar()
        let keptAppearance = UINavigationBarAppearance()
        keptAppearance.backgroundColor = .systemGreen
        kept.standardAppearance = keptAppearance
        weak var bar: UINavigationBar?
        weak var appearance: UINavigationBarAppearance?
        do {
            let made = UINavigationBar()
            let edge = UINavigationBarAppearance()
            edge.backgroundColor = .systemIndigo
            made.scrollEdgeAppearance = edge
            made.standardAppearance = edge
            #expect(made.scrollEdgeAppearance === edge)
            #expect(made.barBackgroundColor == .systemIndigo)
            #expect(kept.scrollEdgeAppearance == nil)
            bar = made
            appearance = edge
        }
        #expect(bar == nil)
        #expect(appearance == nil)
        #expect(kept.standardAppearance === keptAppearance)
        #expect(kept.barBackgroundColor == .systemGreen)
    }

    @Test("a released tab bar takes its appearances with it; another bar's stay")
    func releasedTabBarFreesAppearances() {
        let kept = UITabBar()
        let keptAppearance = UITabBarAppearance()
        keptAppearance.backgroundColor = .systemGreen
        kept.standardAppearance = keptAppearance
        weak var bar: UITabBar?
        weak var appearance: UITabBarAppearance?
        do {
            let made = UITabBar()
            let edge = UITabBarAppearance()
            edge.backgroundColor = .systemIndigo
            made.scrollEdgeAppearance = edge
            #expect(made.scrollEdgeAppearance === edge)
            #expect(kept.scrollEdgeAppearance == nil)
            bar = made
            appearance = edge
        }
        #expect(bar == nil)
        #expect(appearance == nil)
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
