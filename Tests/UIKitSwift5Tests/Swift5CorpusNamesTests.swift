import Foundation
import Render
import Testing
import TestSupport
import UIKit
import Widgets

// Swift 5 mode: names real UIKit apps used that Handheld refused, written as those apps write them.

/// A list controller made the way many apps make one: its own `init()` calling UIKit's designated
/// initializer, and a grouped table put in place of the plain one in `viewDidLoad`.
final class SettingsListController: UITableViewController {
    let rows = ["Wi-Fi", "Bluetooth", "Cellular"]
    let replacesTable: Bool

    init(replacesTable: Bool) {
        self.replacesTable = replacesTable
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        if replacesTable { self.tableView = UITableView(frame: .zero, style: .grouped) }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

/// The classic scene delegate: a window from the scene's coordinate space, then given the scene.
final class ClassicSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(frame: windowScene.coordinateSpace.bounds)
        window?.windowScene = windowScene
        let root = UIViewController()
        root.view.backgroundColor = .systemRed
        window?.rootViewController = root
        window?.makeKeyAndVisible()
    }
}

final class ClassicAppDelegate: UIResponder, UIApplicationDelegate {}

/// The view with `identifier` in `view`'s tree.
@MainActor
private func find(_ identifier: String, in view: UIView) -> UIView? {
    if view.identifier == identifier { return view }
    for child in view.subviews { if let found = find(identifier, in: child) { return found } }
    return nil
}

@MainActor
struct Swift5CorpusNamesTests {
    /// A navigation controller on a window with `root` pushed under `detail`; returns the back button's title
    /// (nil without a back button) and the window.
    private func backTitle(root: UIViewController, detail: UIViewController) -> (String?, Widgets.Window, ManualClock) {
        let (window, clock) = TestSupport.makeWindow()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.step(clock)
        navigation.pushViewController(detail, animated: false)
        window.step(clock)
        let back = find("back", in: navigation.navigationBar) as? Widgets.Button
        return (back?.title, window, clock)
    }

    private func pair(_ configure: (UINavigationItem, UINavigationItem) -> Void) -> String? {
        let root = UIViewController(), detail = UIViewController()
        root.title = "Inbox"
        detail.title = "Message"
        configure(root.navigationItem, detail.navigationItem)
        return backTitle(root: root, detail: detail).0
    }

    @Test("backBarButtonItem, backButtonTitle, backButtonDisplayMode and hidesBackButton decide the back button")
    func backButton() throws {
        #expect(pair { _, _ in } == "Inbox")
        #expect(pair { root, _ in root.backBarButtonItem = UIBarButtonItem(title: "Mail", style: .plain, target: nil, action: nil) } == "Mail")
        #expect(pair { root, _ in root.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil) } == "")
        #expect(pair { root, _ in root.backButtonTitle = "" } == "")
        #expect(pair { root, _ in root.backButtonTitle = "All" } == "All")
        #expect(pair { root, _ in root.backButtonDisplayMode = .generic } == "Back")
        #expect(pair { root, _ in root.backButtonDisplayMode = .minimal } == "")
        // The display mode does not apply once a back item is set (Apple's documentation).
        #expect(pair { root, _ in
            root.backButtonDisplayMode = .minimal
            root.backBarButtonItem = UIBarButtonItem(title: "Mail", style: .plain, target: nil, action: nil)
        } == "Mail")
        #expect(pair { _, detail in detail.setHidesBackButton(true, animated: false) } == nil)
        #expect(UINavigationItem.BackButtonDisplayMode.minimal.rawValue == 2)
    }

    @Test("a chevron-only back button draws the chevron and no text, and still pops")
    func chevronOnlyDrawn() throws {
        let root = UIViewController(), detail = UIViewController()
        root.title = "Inbox"
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
        let (title, window, clock) = backTitle(root: root, detail: detail)
        #expect(title == "")
        let surface = try Golden.draw(window)
        try? surface.writePNG(to: "/tmp/ho3-chevron-only.png")
        let bar = try #require(detail.navigationController?.navigationBar)
        let barY = Int(bar.frame.midY)
        // The chevron (x 8–21) is drawn in the tint; past it, where "Inbox" would be, the bar is bare.
        let chevron = (8..<22).contains { x in (0..<11).contains { dy in
            let c = surface.pixel(x: x, y: barY - 5 + dy).rgba8
            return Int(c.2) > Int(c.0) + 60 } }
        #expect(chevron)
        let text = (30..<90).contains { x in (0..<11).contains { dy in
            let c = surface.pixel(x: x, y: barY - 5 + dy).rgba8
            return Int(c.2) > Int(c.0) + 60 } }
        #expect(!text)
        detail.navigationController?.popViewController(animated: false)
        window.step(clock)
        #expect(detail.navigationController == nil)
    }

    @Test("a UITableViewController subclass's init(nibName:bundle:) makes a plain table; a table set in viewDidLoad is the view")
    func tableControllerInits() throws {
        let plain = SettingsListController(replacesTable: false)
        #expect(plain.tableView.style == .plain)
        let grouped = SettingsListController(replacesTable: true)
        let (window, clock) = TestSupport.makeWindow()
        window.rootViewController = grouped
        window.step(clock)
        #expect(grouped.tableView.style == .grouped)
        #expect(grouped.view === grouped.tableView)
        #expect(grouped.tableView.dataSource === grouped)
        #expect(grouped.tableView.delegate === grouped)
        #expect(grouped.tableView.window === window)
        let cell = try #require(grouped.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.textLabel?.text == "Bluetooth")
    }

    @Test("largeTitleTextAttributes set through the appearance proxy colour the large title")
    func largeTitleAttributes() throws {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var navigation: UINavigationController?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                UINavigationBar.appearance().largeTitleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.systemOrange]
                let page = UIViewController()
                page.title = "Library"
                let navigation = UINavigationController(rootViewController: page)
                navigation.navigationBar.prefersLargeTitles = true
                self.navigation = navigation
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = navigation
                window?.makeKeyAndVisible()
                return true
            }
        }
        let delegate = Delegate()
        let app = UIApplication.launch(delegate)
        defer { withExtendedLifetime(app) {} }
        let navigation = try #require(delegate.navigation)
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.largeTitleTextAttributes?[.foregroundColor] as? UIColor == .systemOrange)
        #expect(navigation.largeTitleView.titleLabel.textColor == .systemOrange)
        #expect(navigation.largeTitleView.titleLabel.text == "Library")
    }

    @Test("every view has UIKit's contentMode, .scaleToFill by default; an image view still places its image by it")
    func contentModeOnEveryView() {
        let stackView = UIStackView()
        #expect(stackView.contentMode == .scaleToFill)
        stackView.contentMode = .redraw
        #expect(stackView.contentMode == .redraw)
        let imageView = UIImageView()
        let asView: UIView = imageView
        asView.contentMode = .center
        #expect(imageView.contentMode == .center)
        #expect(UIView.ContentMode.scaleAspectFill.rawValue == 2)
    }

    @Test("a scene delegate written the classic way launches: window from coordinateSpace, windowScene set, drawn")
    func classicSceneDelegate() throws {
        let app = UIApplication.launch(ClassicAppDelegate(), sceneDelegate: { ClassicSceneDelegate() })
        let scene = try #require(app.connectedScenes.first as? UIWindowScene)
        #expect(scene.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        let window = try #require((scene.delegate as? ClassicSceneDelegate)?.window)
        #expect(window.windowScene === scene)
        #expect(scene.windows.count == 1)
        #expect(app.keyWindow === window)
        #expect(window.bounds.size == CGSize(width: 393, height: 852))
        let root = try #require(window.rootViewController)
        #expect(root.view.frame.size == CGSize(width: 393, height: 852))
        let surface = try Golden.draw(window)
        try? surface.writePNG(to: "/tmp/ho3-classic-scene.png")
        let pixel = surface.pixel(x: 200, y: 400).rgba8
        #expect(pixel.0 > 200 && pixel.1 < 100 && pixel.2 < 100)   // systemRed, 255 59 48 in light mode
    }

    @Test("UIView.performWithoutAnimation applies at once, even an animate block requested inside it")
    func performWithoutAnimation() {
        let (window, clock) = TestSupport.makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(box)
        window.step(clock)
        UIView.animate(withDuration: 1) {
            box.center = CGPoint(x: 200, y: 200)
            UIView.performWithoutAnimation {
                box.alpha = 0.25
                UIView.animate(withDuration: 1) { box.bounds.size = CGSize(width: 100, height: 100) }
            }
        }
        window.step(clock, frames: 6)
        let shown = box.layer.presentation()
        #expect(Double(shown?.opacity ?? 0) == 0.25)
        #expect(shown?.bounds.size == CGSize(width: 100, height: 100))
        // The move outside the block animates: a tenth of a second in, it is on its way.
        let x = Double(shown?.position.x ?? 0)
        #expect(x > 25 && x < 200)
    }
}
