import HandheldKit

/// The display an app's scenes show on (UIScreen): its size in points and its scale. In Handheld the screen
/// is the simulated device the host (simulator window, test app, headless run) shows, so a host makes one
/// per device and hands it to `UIApplication.launch(delegate:screen:)`; the clock and text measurer ride
/// along so that windows made with `UIWindow(windowScene:)` tick and measure like the host's own window.
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen's rectangle in points, origin zero (UIScreen.bounds; portrait on a phone held upright).
    public let bounds: CGRect
    /// Device pixels per point (UIScreen.scale): 3 on an iPhone 15, 2 on an iPad.
    public let scale: CGFloat
    /// The system's safe area on this screen, given to each window made for it (iPhone 15: 59 top, 34
    /// bottom, docs/reference/devices.md [DIM 14 Pro, FL-120682]).
    public let safeAreaInsets: UIEdgeInsets
    /// The clock windows on this screen are stepped by: the host's, a virtual one in tests.
    public let clock: FrameClock
    /// How windows on this screen measure text (the host's fonts, or fixed metrics in tests).
    public let textMeasurer: TextMeasuring

    public init(bounds: CGRect, scale: CGFloat, safeAreaInsets: UIEdgeInsets = .zero,
                clock: FrameClock = ManualClock(), textMeasurer: TextMeasuring = FixedTextMeasurer()) {
        self.bounds = bounds
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.clock = clock
        self.textMeasurer = textMeasurer
    }

    /// The bounds in device pixels (UIScreen.nativeBounds): 1179×2556 on an iPhone 15.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The screen of the running app (UIScreen.main, deprecated in iOS 16 but everywhere in real code): the
    /// one `UIApplication.shared` was launched on, or, before any launch, an iPhone 15's (393×852 pt at 3×,
    /// Handheld's default device, docs/reference/devices.md [DIM 14 Pro, HW-14]).
    public static var main: UIScreen { UIApplication.current?.screen ?? .iPhone15 }

    /// Handheld's default device as a screen, with a virtual clock and fixed text metrics.
    public static var iPhone15: UIScreen {
        UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3,
                 safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }
}
