import Foundation
import Testing
import UIKit

/// What a UIKit app asks of the device: UIDevice.current from the emulated screen, URLs to open, and haptics,
/// each recorded on the app that asked.
/// Serialized: `UIApplication.shared` is the app launched last, so these tests keep their own app launched
/// while they read it (a host keeps its app alive the same way; `shared` is weak).
@MainActor
@Suite(.serialized)
struct UIDeviceAndOpenURLTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }
    }

    @Test("UIDevice.current describes the launched app's device: an iPad's idiom and model, an iPhone's landscape side")
    func deviceFromScreen() {
        let ipad = UIScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180), scale: 2)
        let tablet = UIApplication.launch(AppDelegate(), screen: ipad)
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        #expect(UIDevice.current.model == "iPad" && UIDevice.current.name == "iPad")
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.orientation == .portrait)
        #expect(UI_USER_INTERFACE_IDIOM() == .pad)
        #expect(UIDevice.current.identifierForVendor == UIDevice.current.identifierForVendor)

        let landscapePhone = UIScreen(bounds: CGRect(x: 0, y: 0, width: 852, height: 393), scale: 3,
                                      safeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 59))
        let app = UIApplication.launch(AppDelegate(), screen: landscapePhone)
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.model == "iPhone")
        #expect(app.keyWindow?.traitCollection.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.orientation == .landscapeRight, "the Dynamic Island's side is the right")
        #expect(UIDevice.current.orientation.isLandscape)
        withExtendedLifetime(tablet) {}
    }

    @Test("battery values are unknown until monitoring is enabled, then a full battery on power")
    func batteryMonitoring() {
        let app = UIApplication.launch(AppDelegate())
        let device = UIDevice.current
        #expect(!device.isBatteryMonitoringEnabled)
        #expect(device.batteryState == .unknown && device.batteryLevel == -1)
        device.isBatteryMonitoringEnabled = true
        #expect(UIDevice.current.isBatteryMonitoringEnabled)
        #expect(device.batteryState == .full && device.batteryLevel == 1)
        let second = UIApplication.launch(AppDelegate())
        #expect(!UIDevice.current.isBatteryMonitoringEnabled, "each app has its own device settings")
        withExtendedLifetime((app, second)) {}
    }

    @Test("open(_:) records the URL and completes true for http(s) and Settings, false for a scheme no app handles")
    func openURL() async {
        let app = UIApplication.launch(AppDelegate())
        let web = URL(string: "https://www.apple.com")!, phone = URL(string: "tel:5551234")!
        let settings = URL(string: UIApplication.openSettingsURLString)!
        #expect(app.canOpenURL(web) && app.canOpenURL(settings) && !app.canOpenURL(phone))
        var order: [String] = []
        let opened: Bool = await withCheckedContinuation { continuation in
            app.open(web, options: [:]) { success in
                order.append("completion")
                continuation.resume(returning: success)
            }
            order.append("returned")
        }
        #expect(opened)
        #expect(order == ["returned", "completion"], "the completion runs after open returns, as UIKit's")
        let dialled: Bool = await withCheckedContinuation { continuation in
            app.open(phone) { continuation.resume(returning: $0) }
        }
        #expect(!dialled)
        let universal: Bool = await withCheckedContinuation { continuation in
            app.open(web, options: [.universalLinksOnly: true]) { continuation.resume(returning: $0) }
        }
        #expect(!universal, "no installed app claims a universal link")
        app.open(settings)
        #expect(app.openedURLs == [web, phone, web, settings])
    }

    @Test("feedback generators record each haptic on the generator and the app, in order")
    func feedback() {
        let app = UIApplication.launch(AppDelegate())
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 1.7)
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.error)
        UIImpactFeedbackGenerator().impactOccurred()
        #expect(impact.prepareCount == 1)
        #expect(impact.occurrences == ["impact heavy", "impact heavy 1.0"])
        #expect(app.feedbackOccurrences == ["impact heavy", "impact heavy 1.0", "selection", "notification error", "impact medium"])
    }
}
