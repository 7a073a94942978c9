import Foundation
import HandheldKit

/// The app's lifecycle notifications under UIKit's names and raw values. A launch posts
/// `didFinishLaunchingNotification` after the delegate's `didFinishLaunchingWithOptions` returns and
/// `didBecomeActiveNotification` after the delegate's (or the scene delegate's) did-become-active call, as
/// UIKit documents each ("Posted when the app becomes active", object: the app).
extension UIApplication {
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
