import HandheldKit

/// A scene of the app (UIScene): one window scene per Handheld host. Scenes compare by identity, as UIKit's
/// NSObject-based ones do, so they can sit in `connectedScenes` (UIResponder's Hashable, Responder+Identity).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// UIScene.ActivationState, in UIKit's raw values.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// What the scene was opened with (UIScene.ConnectionOptions): nothing, in Handheld (no URL, no
    /// shortcut, no user activity opened it).
    public final class ConnectionOptions: Sendable {
        public init() {}
    }

    public let session: UISceneSession
    public internal(set) var activationState: ActivationState = .unattached
    /// The scene's delegate (UIScene.delegate), held strongly as UIKit holds it.
    public var delegate: UISceneDelegate?
    public var title: String?

    public init(session: UISceneSession) {
        self.session = session
        super.init()
    }
}

/// A scene that shows windows (UIWindowScene): the host's device screen and the windows made for it.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The app the scene belongs to; windows made with `UIWindow(windowScene:)` join it.
    public unowned let application: UIApplication

    public init(session: UISceneSession, application: UIApplication) {
        self.application = application
        super.init(session: session)
    }

    public var screen: UIScreen { application.screen }
    /// The scene's windows that are still alive (UIWindowScene.windows).
    public var windows: [UIWindow] { application.windows.filter { $0.windowScene === self } }
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    public var traitCollection: UITraitCollection { windows.first?.traitCollection ?? UITraitCollection() }
}

/// A scene's lasting record (UISceneSession): its role and configuration.
@preconcurrency @MainActor
public final class UISceneSession: Hashable {
    /// UISceneSession.Role: an app's own window is `windowApplication`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    public let role: Role
    public let persistentIdentifier: String
    public internal(set) var configuration: UISceneConfiguration
    public internal(set) weak var scene: UIScene?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }

    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How a scene is made (UISceneConfiguration). UIKit makes the scene delegate from `delegateClass` (or the
/// Info.plist) through the Objective-C runtime; Swift on Linux cannot make an instance from a class value,
/// so `delegateClass` is kept for code that sets it and the delegate comes from the launch's
/// `sceneDelegate` factory.
@preconcurrency @MainActor
public final class UISceneConfiguration {
    public let name: String?
    public let role: UISceneSession.Role
    public var delegateClass: AnyClass?
    public var sceneClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

/// A scene's delegate (UISceneDelegate); optional methods have UIKit's do-nothing defaults.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate (UIWindowSceneDelegate), which keeps the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
