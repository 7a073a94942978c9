import HandheldKit

/// The running app (UIApplication): its delegate, scenes, windows and state, and the end of every window's
/// responder chain.
///
/// How `UIApplication.shared` maps: on iOS a process runs one app, so UIKit code reaches it through a class
/// property. Handheld runs many apps in one process (each simulator window, each test's app), so an app is a
/// plain object that a host makes and launches (`UIApplication.launch(_:screen:sceneDelegate:)`) and that
/// owns its windows; nothing in Handheld's own modules reads a shared one. `shared` is only the spelling UIKit
/// code uses: it names the app launched last on the main actor (the one whose launch is running, or the one
/// on screen), which is the app a UIKit file runs in whenever it runs.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// UIApplication.State.
    public enum State: Int, Sendable { case active, inactive, background }

    /// The keys of `didFinishLaunchingWithOptions`' dictionary (UIApplication.LaunchOptionsKey). Handheld
    /// launches with none: there is no URL, notification or shortcut that opened the app.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    /// The app launched last, which `shared` answers (see the type's comment).
    static weak var current: UIApplication?

    /// The running app (see the type's comment). Before any launch it is an app with no delegate on an
    /// iPhone 15's screen, made then and answered from then on, so a UIKit file that reads
    /// `UIApplication.shared` outside an app (a unit test) gets an app rather than a crash.
    public static var shared: UIApplication {
        if let app = current { return app }
        let app = UIApplication(screen: .iPhone15)
        unlaunchedApp = app
        current = app
        return app
    }

    /// Keeps the app made by `shared` before any launch alive (`current` is weak).
    static var unlaunchedApp: UIApplication?

    /// The app's delegate (UIApplication.delegate), held strongly as UIKit's `UIApplicationMain` holds it.
    public var delegate: UIApplicationDelegate?
    /// The screen the app runs on (its host's device).
    public let screen: UIScreen
    public internal(set) var applicationState: State = .inactive
    /// The scenes connected to the app (UIApplication.connectedScenes): one window scene in Handheld.
    public internal(set) var connectedScenes: Set<UIScene> = []
    /// The window most recently made key with `makeKeyAndVisible()`.
    public internal(set) weak var keyWindowStorage: UIWindow?
    /// Every window made for this app, in the order made.
    var windowList: [WeakWindow] = []
    /// What the app's appearance proxies set (`UINavigationBar.appearance()`), applied to views entering its windows.
    let appearanceStore = UIAppearanceStore()
    /// The URLs, haptics and device settings the app asked for (DeviceRecord).
    let deviceRecord = DeviceRecord()

    /// Stored for code that sets them; Handheld has no idle timer, badge or network indicator to show.
    public var isIdleTimerDisabled = false
    public var applicationIconBadgeNumber = 0

    public init(screen: UIScreen) {
        self.screen = screen
        super.init()
    }

    /// The key window (UIApplication.keyWindow, deprecated in iOS 13 and still common).
    public var keyWindow: UIWindow? { keyWindowStorage }
    /// The app's windows that are still alive (UIApplication.windows), back to front as Apple's
    /// documentation of the property orders them: by `windowLevel` (UIWindow+Level), and in the order made
    /// within a level.
    public var windows: [UIWindow] {
        windowList.compactMap(\.window).enumerated()
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
            .map(\.element)
    }

    /// The app delegate follows the application in the responder chain, as UIKit's documentation says of
    /// UIApplication.next ("the app delegate, but only if it inherits from UIResponder").
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Lists `window` as the app's (in `scene`, if made for one) and ends its responder chain here.
    func adopt(_ window: UIWindow, scene: UIWindowScene?) {
        windowList.removeAll { $0.window == nil || $0.window === window }
        windowList.append(WeakWindow(window: window, scene: scene))
        window.applicationResponder = self
    }
}

/// A window the app lists without keeping it alive: the scene delegate or app delegate owns it, as in UIKit.
struct WeakWindow {
    weak var window: UIWindow?
    weak var scene: UIWindowScene?
}

/// Swift 4's name for the launch options key, still in older tutorials' delegate signatures.
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
