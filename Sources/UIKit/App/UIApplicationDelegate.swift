import Foundation
import HandheldKit

/// The app's delegate (UIApplicationDelegate). Every method is optional in UIKit (an Objective-C protocol);
/// Swift on Linux has no optional requirements, so each has a default below that does what UIKit does when
/// the delegate leaves it out. A class's own `var window: UIWindow?` satisfies `window`.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// UIKit's default is the Info.plist's configuration for the session's role; Handheld has no Info.plist,
    /// so it is the default one, whose scene delegate the host names at launch.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
}

extension UIApplicationDelegate where Self: UIResponder {
    /// What `@main` on an app delegate calls (UIKit's `UIApplicationDelegate.main()`, which runs
    /// UIApplicationMain). Handheld's `UIKit` module has no window host of its own (the simulator sits beside
    /// it, not below), so an `@main` app delegate compiles as written and, run on its own, says in one line
    /// how to run it instead, exiting with status 64 (EX_USAGE): launch it from a host with
    /// `UIApplication.launch(_:screen:sceneDelegate:)`, as `HandheldTesting`'s TestApp or a package's
    /// `Simulator.run(scenes:)` scene does.
    public static func main() {
        FileHandle.standardError.write(Data(("\(Self.self): an @main app delegate runs inside a Handheld host: "
            + "launch it with UIApplication.launch(_:screen:sceneDelegate:) from a Simulator.run scene or a TestApp\n").utf8))
        exit(64)
    }
}
