import Foundation
import HandheldKit

/// The kind of interface an app runs on (UIUserInterfaceIdiom), with UIKit's raw values.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// The physical orientation of the device (UIDeviceOrientation), with UIKit's raw values.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device the app runs on (UIDevice), answered from the device the host emulates: the app's screen
/// (`UIScreen`, made by the host for its device) and its key window. There is no process-wide device:
/// `UIDevice.current` is the device of `UIApplication.shared` (the app launched last, see UIApplication),
/// so before any launch it describes the default iPhone 15 screen.
@preconcurrency @MainActor
public final class UIDevice {
    private weak var app: UIApplication?

    init(app: UIApplication) { self.app = app }

    /// The device of the running app (see the type's comment).
    public static var current: UIDevice { UIApplication.shared.deviceRecord.device(for: UIApplication.shared) }

    /// `.pad` when the screen's shorter side is at least 600 pt, else `.phone`. Every iPad Handheld emulates
    /// is 744 pt or more across (iPad mini, docs/reference/devices.md [HW-mini]) and every iPhone 440 pt or
    /// less (16 Pro Max [FW]), so the cut tells them apart; the host's screen carries no idiom of its own.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        guard let screen = app?.screen else { return .phone }
        return min(screen.bounds.width, screen.bounds.height) >= 600 ? .pad : .phone
    }

    /// UIDevice.model: "iPhone" or "iPad".
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// UIDevice.localizedModel: the model, in English.
    public var localizedModel: String { model }
    /// UIDevice.name: since iOS 16 the generic model name ("iPhone"), not the user's device name, unless the
    /// app has Apple's user-assigned-device-name entitlement, which no Handheld app has.
    public var name: String { model }
    /// UIDevice.systemName: "iOS", UIKit's documented example value, on every device. (iPads on iPadOS 15 and
    /// later are said to answer "iPadOS"; that could not be confirmed from a reference here, so it is not copied.)
    public var systemName: String { "iOS" }
    /// UIDevice.systemVersion: "17.0", the system Handheld's measured values come from (iOS 17 simulator
    /// screenshots, docs/reference/controls.md [SHOT]).
    public var systemVersion: String { "17.0" }

    /// UIDevice.orientation: from the key window's shape and safe area. A window taller than wide is
    /// `.portrait`; a landscape one is `.landscapeRight` when its right inset is the larger (the notch or
    /// Dynamic Island on the right, as Handheld draws landscape-right) and `.landscapeLeft` otherwise (also
    /// for home-button devices, whose sides are equal: which way they were turned is not known to the app).
    /// `.unknown` when the app has no window, as UIKit's is before orientation notifications start.
    public var orientation: UIDeviceOrientation {
        guard let window = app?.keyWindow ?? app?.windows.first else { return .unknown }
        let size = window.bounds.size
        if size.height >= size.width { return .portrait }
        return window.safeAreaInsets.right > window.safeAreaInsets.left ? .landscapeRight : .landscapeLeft
    }

    /// Whether orientation notifications are on; stored, as Handheld posts none of its own (rotation is
    /// seen through `viewWillTransition(to:with:)` and the trait changes).
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    public func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    public func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// UIDevice.BatteryState.
    public enum BatteryState: Int, Sendable { case unknown = 0, unplugged, charging, full }

    /// UIDevice.isBatteryMonitoringEnabled: false by default. While it is false UIKit reports the battery as
    /// `.unknown` at level -1; once enabled, the simulated device reports what the iOS Simulator does, a full
    /// battery on power (`.full`, 1.0), there being no battery to read.
    public var isBatteryMonitoringEnabled: Bool {
        get { app?.deviceRecord.isBatteryMonitoringEnabled ?? false }
        set { app?.deviceRecord.isBatteryMonitoringEnabled = newValue }
    }
    public var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    public var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }

    /// UIDevice.isProximityMonitoringEnabled: stored; there is no proximity sensor, so `proximityState` stays false.
    public var isProximityMonitoringEnabled: Bool {
        get { app?.deviceRecord.isProximityMonitoringEnabled ?? false }
        set { app?.deviceRecord.isProximityMonitoringEnabled = newValue }
    }
    public var proximityState: Bool { false }

    /// UIDevice.isMultitaskingSupported: true on every device iOS 17 runs on.
    public var isMultitaskingSupported: Bool { true }

    /// UIDevice.identifierForVendor: a UUID fixed for the app's life, as the vendor identifier is for an
    /// installed app (it changes only on reinstall).
    public var identifierForVendor: UUID? { app?.deviceRecord.vendorIdentifier }

    /// UIDevice.playInputClick(): the keyboard click; silent here (no audio), recorded as feedback.
    public func playInputClick() { app?.deviceRecord.feedback.append("input click") }
}

/// UI_USER_INTERFACE_IDIOM(), the function UIKit code used before `UIDevice.current.userInterfaceIdiom`.
@MainActor public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }

extension TraitCollection {
    /// UITraitCollection.userInterfaceIdiom: the idiom of the device the app runs on (UIDevice). Handheld's
    /// trait collections carry no idiom of their own, so every view in an app answers its device's.
    @MainActor public var userInterfaceIdiom: UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }
}
