import HandheldKit

extension UIApplication {
    /// Launches `delegate`'s app on `screen` in UIKit's order and returns it; it is then `UIApplication.shared`.
    ///
    /// The order is UIApplicationMain's: `willFinishLaunchingWithOptions`, `didFinishLaunchingWithOptions`;
    /// then, for a scene-based app (one whose host names a `sceneDelegate`, Handheld's stand-in for the
    /// Info.plist's scene manifest), `configurationForConnecting`, the scene delegate's
    /// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground`, `sceneDidBecomeActive`; for an app
    /// without scenes, `applicationDidBecomeActive` ("Responding to the launch of your app", Apple's
    /// documentation; "Managing your app's life cycle": with scenes, UIKit sends the scene delegate the
    /// foreground and active events instead of the app delegate). Launch options are nil: nothing opened the app.
    @discardableResult
    public static func launch(_ delegate: UIApplicationDelegate, screen: UIScreen = .iPhone15,
                              sceneDelegate: (() -> UISceneDelegate)? = nil) -> UIApplication {
        let app = UIApplication(screen: screen)
        app.delegate = delegate
        current = app
        unlaunchedApp = nil
        _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
        app.post(didFinishLaunchingNotification)
        if let makeSceneDelegate = sceneDelegate {
            app.connectScene(delegate: delegate, makeSceneDelegate: makeSceneDelegate)
        } else {
            if let window = delegate.window, window.application == nil { app.adopt(window, scene: nil) }
            app.applicationState = .active
            delegate.applicationDidBecomeActive(app)
            app.post(didBecomeActiveNotification)
        }
        return app
    }

    /// The window the app shows: its key window, else the scene delegate's or app delegate's `window`.
    public var mainWindow: UIWindow? {
        if let key = keyWindow { return key }
        for scene in connectedScenes { if let window = (scene.delegate as? UIWindowSceneDelegate)?.window { return window } }
        return delegate?.window ?? windows.first
    }

    private func connectScene(delegate: UIApplicationDelegate, makeSceneDelegate: () -> UISceneDelegate) {
        let session = UISceneSession(role: .windowApplication, persistentIdentifier: "scene-1")
        let options = UIScene.ConnectionOptions()
        session.configuration = delegate.application(self, configurationForConnecting: session, options: options)
        let scene = UIWindowScene(session: session, application: self)
        session.scene = scene
        let sceneDelegate = makeSceneDelegate()
        scene.delegate = sceneDelegate
        connectedScenes.insert(scene)
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        scene.activationState = .foregroundInactive
        sceneDelegate.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        applicationState = .active
        sceneDelegate.sceneDidBecomeActive(scene)
        post(Self.didBecomeActiveNotification)
    }
}
