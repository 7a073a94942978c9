import Testing
import UIKit

/// UIWindow.Level and windowLevel ordering the app's windows, and UITraitCollection.current,
/// performAsCurrent and hasDifferentColorAppearance(comparedTo:), as apps use them.
@MainActor
@Suite("UIWindow.Level and UITraitCollection.current")
struct UIWindowLevelAndCurrentTraitsTests {
    @Test("levels have iOS's values and arithmetic; the app's windows list back to front by level")
    func levels() throws {
        #expect(UIWindow.Level.normal.rawValue == 0 && UIWindow.Level.statusBar.rawValue == 1000)
        #expect((UIWindow.Level.alert + 1).rawValue == 2001 && (UIWindow.Level.alert - 1).rawValue == 1999)
        let app = UIApplication.shared
        let overlay = UIWindow(frame: UIScreen.main.bounds), main = UIWindow(frame: UIScreen.main.bounds)
        #expect(main.windowLevel == UIWindow.Level.normal)
        overlay.windowLevel = .alert + 1
        let mine = { app.windows.filter { $0 === overlay || $0 === main } }
        #expect(mine().map { $0 === main } == [true, false])
        overlay.windowLevel = UIWindow.Level.normal
        #expect(mine().map { $0 === overlay } == [true, false])
    }

    @Test("performAsCurrent makes a collection current only while it runs; colour appearance compares style and level")
    func current() throws {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        var seen: UIUserInterfaceStyle?
        dark.performAsCurrent {
            seen = UITraitCollection.current.userInterfaceStyle
            #expect(UIColor.label.resolvedColor(with: .current) == UIColor.label.resolvedColor(with: dark))
        }
        #expect(seen == .dark && UITraitCollection.current.userInterfaceStyle != .dark)
        #expect(dark.hasDifferentColorAppearance(comparedTo: light))
        #expect(!dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(horizontalSizeClass: .regular, userInterfaceStyle: .dark)))
        #expect(dark.hasDifferentColorAppearance(comparedTo: nil))
    }
}
