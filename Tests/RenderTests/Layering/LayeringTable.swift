/// The declared shape of the package: which module may import which, and which floor each folder of
/// `Sources/Widgets` stands on (STYLE.md, "Layers that point one way", after Flutter's layering check).
/// `LayeringTests` fails on any import or reference that is not allowed here, on a listed folder that does
/// not exist and on a folder that is not listed, so the table cannot drift from the tree unnoticed.
enum LayeringTable {
    /// Each module under `Sources/` and the modules of this package it may import; adding a module is one
    /// line here. Imports of anything not listed must be in `externalModules`.
    static let modules: [String: Set<String>] = [
        "CSDL": [],
        "Render": ["CSDL"],
        "Layout": [],
        "Widgets": ["Render", "Layout"],
        "HandheldKit": ["Widgets", "Render", "Layout"],
        "HandheldSimulator": ["HandheldKit", "Widgets", "Render", "Layout"],
        "UIKit": ["HandheldKit", "Widgets", "Render"],
        "UIKitCompat": ["UIKit", "HandheldKit"],
        // Apple's CoreGraphics and QuartzCore, importable as iOS code writes them: each re-exports UIKit, where
        // Handheld defines CGContext, CGPath, CALayer and the animations.
        "CoreGraphics": ["UIKit"],
        "QuartzCore": ["CoreGraphics", "UIKit"],
        // The empty module Swift Testing's cross-import overlay asks for when a file imports Testing and UIKit.
        "TestingUIKitOverlay": [],
        // The same for Testing + CoreGraphics.
        "TestingCoreGraphicsOverlay": [],
        "HandheldDemos": ["HandheldSimulator", "HandheldKit", "Widgets", "Render", "Layout"],
        "handheld": ["HandheldDemos", "HandheldSimulator"],
        "HandheldTesting": ["HandheldSimulator", "Widgets", "Render"],
    ]

    /// The modules each module may re-export (`@_exported import`); a module not listed re-exports nothing.
    /// UIKit re-exports only what Apple's does (Foundation, and on Linux FoundationNetworking for URLSession):
    /// re-exporting HandheldKit put `View`, `Label`, `Color`, `CollectionView`… beside an app's own types.
    static let reexports: [String: Set<String>] = [
        "Render": ["Foundation"],
        "HandheldKit": ["Render", "Widgets"],
        "UIKit": ["Foundation", "FoundationNetworking"],
        "UIKitCompat": ["UIKit", "HandheldKit"],
        // As Apple's: CoreGraphics gives Foundation's geometry, QuartzCore CoreGraphics; both give UIKit, where
        // Handheld defines their types.
        "CoreGraphics": ["Foundation", "UIKit"],
        "QuartzCore": ["CoreGraphics", "UIKit"],
    ]

    /// Modules from outside the package any layer may import.
    static let externalModules: Set<String> = ["Foundation", "Glibc", "Darwin", "Dispatch", "ArgumentParser",
                                                // URLSession on Linux; the UIKit module re-exports it as Apple's Foundation has it.
                                                "FoundationNetworking",
                                                // HandheldTesting reports failures to whichever runs it.
                                                "Testing", "XCTest"]

    /// The only modules that may spell an SDL identifier: SDL stays behind `Render`'s own API.
    static let sdlModules: Set<String> = ["Render", "CSDL"]

    /// The folders of `Sources/Widgets`, lowest floor first. A folder may name types declared on its own
    /// floor or below. The core is what every view stands on (UIKit's UIView, UIWindow, CALayer,
    /// UIViewController, UIResponder, gesture recognizers, traits, transition coordinators, Auto Layout,
    /// UIScrollView and the keyboard the window owns); controls are single views built on it; containers
    /// compose controls and controllers.
    static let widgetFloors: [(name: String, folders: [String])] = [
        ("core", ["Core", "Layers", "Animation", "Gestures", "Responder", "Transitions", "AutoLayout", "Tree",
                  "Controllers", "Scroll", "Keyboard", "Accessibility", "RunLoop"]),
        ("controls", ["Controls", "Stack", "Text", "Picker", "Images", "Effects"]),
        ("containers", ["Table", "Collection", "Navigation", "Presentation", "Split", "Tabs", "Alerts", "Search", "Menus",
                        "DragDrop", "Pages"]),
    ]

    /// Upward edges the code still has, each with its reason. The check fails when one is no longer used,
    /// so a fixed edge cannot stay allowed.
    static let allowedUpwardEdges: [(from: String, to: String, reason: String)] = [
        ("Controllers", "Navigation",
         "ViewController stores its navigationItem: UIKit declares it in UINavigationController.h, a category " +
         "on UIViewController, but a Swift extension cannot add the stored property"),
        ("Controllers", "Tabs", "ViewController stores its tabBarItem (UITabBarController.h's category), as above"),
        ("Controllers", "Presentation",
         "ViewController stores modalPresentationStyle and its presentation links (UIViewController's own " +
         "properties in UIKit, whose types live with the presentation controller here)"),
    ]
}
