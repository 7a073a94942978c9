import Foundation
import HandheldTesting
import Testing
import UIKit

/// The app lifecycle as a UIKit template writes it: an app delegate, a scene delegate that makes the
/// window, and the pre-scene delegate that makes `UIWindow(frame: UIScreen.main.bounds)`.
@MainActor
struct UIApplicationLifecycleTests {
    /// Every lifecycle call, in the order made.
    final class Log { var entries: [String] = [] }

    final class HomeViewController: UIViewController {
        let log: Log
        var sizeAtFirstWillAppear: CGSize?
        init(log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            log.entries.append("viewDidLoad")
            view.backgroundColor = .systemBackground
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.entries.append("viewWillAppear")
            if sizeAtFirstWillAppear == nil { sizeAtFirstWillAppear = view.bounds.size }
        }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.entries.append("didFinishLaunching")
            return true
        }
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            log.entries.append("configurationForConnecting")
            return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
        func applicationDidBecomeActive(_ application: UIApplication) {
            log.entries.append("applicationDidBecomeActive")
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        let log: Log
        init(log: Log) { self.log = log }
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            log.entries.append("willConnectTo")
            guard let windowScene = (scene as? UIWindowScene) else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UINavigationController(rootViewController: HomeViewController(log: log))
            window.makeKeyAndVisible()
            self.window = window
        }
        func sceneWillEnterForeground(_ scene: UIScene) { log.entries.append("sceneWillEnterForeground") }
        func sceneDidBecomeActive(_ scene: UIScene) { log.entries.append("sceneDidBecomeActive") }
    }

    /// The pre-iOS 13 template: the app delegate owns the window.
    final class LegacyAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let log: Log
        init(log: Log) { self.log = log }
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
            log.entries.append("didFinishLaunching")
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = HomeViewController(log: log)
            window?.makeKeyAndVisible()
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) {
            log.entries.append("applicationDidBecomeActive")
        }
    }

    @Test("a scene-based app launches in UIKit's order and its scene delegate's window is the key window")
    func sceneLaunchOrder() {
        let log = Log()
        let app = UIApplication.launch(AppDelegate(log: log), sceneDelegate: { SceneDelegate(log: log) })
        #expect(log.entries == ["didFinishLaunching", "configurationForConnecting", "willConnectTo",
                                "viewDidLoad", "viewWillAppear", "sceneWillEnterForeground", "sceneDidBecomeActive"])
        #expect(UIApplication.shared === app)
        #expect(app.applicationState == .active)
        let scene = app.connectedScenes.first as? UIWindowScene
        #expect(scene?.activationState == .foregroundActive)
        let window = (scene?.delegate as? SceneDelegate)?.window
        #expect(window != nil)
        #expect(app.keyWindow === window)
        #expect(window?.isKeyWindow == true)
        #expect(window?.windowScene === scene)
        #expect(scene?.windows.count == 1)
    }

    @Test("UIWindow(windowScene:) takes the screen's bounds and safe area, and its root controller's view that size")
    func windowTakesScreen() throws {
        let log = Log()
        let app = UIApplication.launch(AppDelegate(log: log), sceneDelegate: { SceneDelegate(log: log) })
        let window = try #require(app.keyWindow)
        #expect(Double(window.bounds.width) == 393)
        #expect(Double(window.bounds.height) == 852)
        #expect(Double(window.safeAreaInsets.top) == 59)
        #expect(Double(window.traitCollection.displayScale) == 3)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        #expect(Double(navigation.view.frame.width) == 393)
        #expect(navigation.viewControllers.first is HomeViewController)
    }

    @Test("a launch posts didFinishLaunching then didBecomeActive through NotificationCenter.default, object the app")
    func launchNotifications() {
        let log = Log()
        final class Posted: @unchecked Sendable {
            var names: [String] = []
            var objects: [AnyObject?] = []
        }
        let posted = Posted()
        let names = [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                posted.names.append(note.name.rawValue)
                posted.objects.append(note.object as AnyObject?)
            }
        }
        defer { tokens.forEach { NotificationCenter.default.removeObserver($0) } }
        let app = UIApplication.launch(AppDelegate(log: log), sceneDelegate: { SceneDelegate(log: log) })
        #expect(posted.names == ["UIApplicationDidFinishLaunchingNotification", "UIApplicationDidBecomeActiveNotification"])
        #expect(posted.objects.count == 2 && posted.objects.allSatisfy { $0 === app })
    }

    @Test("the responder chain runs window → application → app delegate, as UIResponder.next documents")
    func responderChain() throws {
        let log = Log()
        let delegate = AppDelegate(log: log)
        let app = UIApplication.launch(delegate, sceneDelegate: { SceneDelegate(log: log) })
        let window = try #require(app.keyWindow)
        #expect(window.next === app)
        #expect(app.next === delegate)
    }

    @Test("an app delegate without scenes makes UIWindow(frame: UIScreen.main.bounds) on the launch screen")
    func legacyLaunch() throws {
        let log = Log()
        let ipad = UIScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180), scale: 2)
        let app = UIApplication.launch(LegacyAppDelegate(log: log), screen: ipad)
        #expect(log.entries == ["didFinishLaunching", "viewDidLoad", "viewWillAppear", "applicationDidBecomeActive"])
        #expect(UIScreen.main === ipad)
        #expect(Double(UIScreen.main.nativeBounds.width) == 1640)
        let window = try #require(app.keyWindow)
        #expect(Double(window.bounds.width) == 820)
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        #expect(app.windows.count == 1)
        #expect(window.windowScene == nil)
    }

    @Test("the test kit's TestApp shows the root view controller a launched app made")
    func testAppHostsLaunchedApp() throws {
        let log = Log()
        let app = UIApplication.launch(AppDelegate(log: log), sceneDelegate: { SceneDelegate(log: log) })
        let root = try #require(app.mainWindow?.rootViewController)
        app.mainWindow?.rootViewController = nil
        let testApp = try TestApp(rootViewController: root)
        #expect(testApp.rootViewController === root)
        #expect(Double(root.view.frame.width) == 393)
        #expect(Double(root.view.frame.height) == 852)
    }
}
