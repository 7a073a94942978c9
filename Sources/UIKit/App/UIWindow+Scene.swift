import HandheldKit

extension Window {
    /// A window for `windowScene` (UIWindow(windowScene:)): the size of the scene's screen, stepped by the
    /// screen's clock, with its safe area and scale, and listed among the app's windows.
    public convenience init(windowScene: UIWindowScene) {
        self.init(screen: windowScene.screen, frame: windowScene.screen.bounds)
        windowScene.application.adopt(self, scene: windowScene)
    }

    /// A window of `frame`'s size (UIWindow(frame:), the pre-scene way: `UIWindow(frame: UIScreen.main.bounds)`)
    /// on the running app's screen, listed among its windows.
    public convenience init(frame: CGRect) {
        let app = UIApplication.shared
        self.init(screen: app.screen, frame: frame)
        app.adopt(self, scene: nil)
    }

    private convenience init(screen: UIScreen, frame: CGRect) {
        self.init(size: frame.size, clock: screen.clock, textMeasurer: screen.textMeasurer,
                  traits: TraitCollection(horizontalSizeClass: frame.width >= 600 ? .regular : .compact,
                                          verticalSizeClass: .regular, displayScale: Double(screen.scale)))
        takeSafeArea(of: screen)
    }

    /// Set from a method, not the initializer's body: Swift skips `didSet` for a class's own properties
    /// assigned in its initializers, and the window's passes the insets down to its root view there.
    private func takeSafeArea(of screen: UIScreen) {
        safeAreaInsets = screen.safeAreaInsets
    }

    /// The window's rectangle in its own coordinates (UIWindow.bounds, a UIView's): origin zero, its size.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The window's rectangle on the screen (UIWindow.frame): a Handheld window fills its device's screen.
    public var frame: CGRect { bounds }

    /// The app this window belongs to: the end of its responder chain (UIWindow.next is the application).
    var application: UIApplication? { applicationResponder as? UIApplication }

    /// The scene the window belongs to (UIWindow.windowScene): the one it was made for, or the one set
    /// later. The classic scene delegate makes `UIWindow(frame:)` and then sets this; setting it lists the
    /// window among that scene's windows (and its app's), and nil takes it out of its scene.
    public var windowScene: UIWindowScene? {
        get { application?.windowList.first { $0.window === self }?.scene }
        set { (newValue?.application ?? application ?? UIApplication.shared).adopt(self, scene: newValue) }
    }

    /// Whether this is its app's key window (UIWindow.isKeyWindow).
    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Makes this window its app's key window (UIWindow.makeKeyAndVisible). A Handheld window is on screen
    /// from the moment its host shows it, so "visible" has nothing more to do.
    public func makeKeyAndVisible() {
        application?.keyWindowStorage = self
    }

    /// UIWindow.makeKey().
    public func makeKey() { makeKeyAndVisible() }
}
