import Foundation
import HandheldKit

extension UIApplication {
    /// UIApplication.OpenExternalURLOptionsKey: the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only as a universal link into an installed app; Handheld has none, so such a request fails.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// UIApplication.openSettingsURLString: the URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// UIApplication.open(_:options:completionHandler:). There is no browser or other app here, so nothing
    /// opens: the request is recorded in `openedURLs` (for a test, or a host that shows it), and the result
    /// is what the iOS Simulator answers, which has Safari and Settings but not Phone, Mail or the App Store:
    /// true for `http`, `https` and `app-settings:` URLs (`canOpenURL(_:)`), false for any other scheme and
    /// for `.universalLinksOnly` (no app claims a link). As in UIKit, the completion handler runs
    /// asynchronously on the main actor, after this returns.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: ((Bool) -> Void)? = nil) {
        let opened = canOpenURL(url) && options[.universalLinksOnly] as? Bool != true
        deviceRecord.openedURLs.append(url)
        guard let completion else { return }
        nonisolated(unsafe) let handler = completion
        Task { @MainActor in handler(opened) }
    }

    /// UIApplication.canOpenURL(_:): whether an app on the device handles the URL's scheme; here the
    /// schemes the iOS Simulator opens (`http`, `https` in Safari, `app-settings` in Settings).
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return Self.simulatorSchemes.contains(scheme)
    }

    /// The URL schemes the iOS Simulator's own apps open.
    static let simulatorSchemes: Set<String> = ["http", "https", "app-settings"]

    /// Every URL the app asked to open, in order, whether or not it could be (see `open`).
    public var openedURLs: [URL] { deviceRecord.openedURLs }
}
