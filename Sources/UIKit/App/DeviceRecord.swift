import Foundation

/// What an app asked of the device that a desktop cannot do, kept on the app (never in a process-wide
/// store) so a test or host can read it: URLs to open, haptic feedback played, monitoring switches.
@MainActor
final class DeviceRecord {
    var openedURLs: [URL] = []
    /// Each haptic played, in order ("impact medium", "selection", "notification success"…).
    var feedback: [String] = []
    var isBatteryMonitoringEnabled = false
    var isProximityMonitoringEnabled = false
    let vendorIdentifier = UUID()
    private var deviceStorage: UIDevice?

    /// The app's one UIDevice, made on first use.
    func device(for app: UIApplication) -> UIDevice {
        if let deviceStorage { return deviceStorage }
        let made = UIDevice(app: app)
        deviceStorage = made
        return made
    }
}
