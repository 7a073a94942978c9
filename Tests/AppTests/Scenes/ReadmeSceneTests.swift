import Foundation
import Render
import Testing
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

// The README's "Write your own screen" example, verbatim between the markers, so the README's code compiles
// and does what the README says; a test below checks the README still shows exactly this code.

// README example begins
/// A greeting and a button; each tap springs the greeting to the other end of the screen.
final class HelloViewController: ViewController {
    let greeting = Label(text: "Hello, Handheld", font: .headline)
    let button = Button(title: "Move")
    private var atTop = true

    override func viewDidLoad() {
        title = "Hello"
        view.backgroundColor = .systemBackground
        greeting.identifier = "greeting"
        greeting.textAlignment = .center
        button.identifier = "move"
        button.onTap = { [weak self] in self?.move() }
        view.addSubview(greeting)
        view.addSubview(button)
        view.setLayoutHandler { [unowned self] v in
            let safe = v.bounds.inset(by: v.safeAreaInsets)
            let y = atTop ? safe.minY + 40 : safe.maxY - 160
            greeting.frame = Rect(x: safe.minX + 16, y: y, width: safe.width - 32, height: 24)
            button.frame = Rect(x: safe.midX - 60, y: safe.maxY - 80, width: 120, height: 44)
        }
    }

    /// Layout done inside an animation block animates, like UIKit's: the greeting springs and fades.
    func move() {
        atTop.toggle()
        view.animate(springResponse: 0.5, dampingRatio: 0.7) {
            self.view.setNeedsLayout()
            self.view.layoutIfNeeded()
            self.greeting.alpha = self.atTop ? 1 : 0.5
        }
    }
}
// README example ends

@MainActor
@Suite("README: the example screen and the shortcut table")
struct ReadmeSceneTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func readme() throws -> String {
        try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The scene as the README registers it in `SceneCatalog.all`.
    static let hello = Scene(name: "hello", summary: "A greeting that springs across the screen.",
                             make: { _ in NavigationController(rootViewController: HelloViewController()) })

    @Test("the README's example compiles and its button springs the greeting down and back")
    func helloScreen() throws {
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        let fonts = try FontLibrary()
        let clock = ManualClock()
        let config = ScreenConfiguration(device: try DeviceCatalog.named("iphone-8"), orientation: .portrait)
        let simulator = try Simulator(configuration: config, scene: Self.hello, clock: clock, measurer: fonts)
        let out = NSTemporaryDirectory() + "handheld-hello-" + UUID().uuidString
        let runner = HeadlessRunner(simulator: simulator, clock: clock, fonts: fonts, outputDirectory: out, scale: 1)
        runner.report = { _ in }
        try runner.run(ScenarioScript.parse("""
        tree start.json
        tap "Move"
        wait 0.1
        tree moving.json
        wait 1.5
        tree down.json
        tap #move
        wait 1.5
        tree up.json
        """, file: "hello.txt"))
        func greeting(_ file: String) throws -> (y: Double, alpha: Double) {
            let data = try Data(contentsOf: URL(fileURLWithPath: out + "/" + file))
            let doc = try JSONSerialization.jsonObject(with: data) as! [String: Any]
            let node = try #require(HeadlessHarness.node(doc["root"] as! [String: Any], id: "greeting"))
            return ((node["frame"] as! [Double])[1], node["alpha"] as! Double)
        }
        let start = try greeting("start.json"), moving = try greeting("moving.json")
        let down = try greeting("down.json"), up = try greeting("up.json")
        #expect(start.y == 64 + 40 && start.alpha == 1)
        #expect(moving.y > start.y && moving.y < down.y)
        #expect(moving.alpha < 1 && moving.alpha > 0.5)
        #expect(abs(down.y - (667 - 160)) < 0.5 && abs(down.alpha - 0.5) < 0.01)
        #expect(abs(up.y - start.y) < 0.5 && abs(up.alpha - 1) < 0.01)
    }
}

extension ReadmeSceneTests {
    @Test("the README shows exactly the example this file compiles")
    func readmeShowsTheExample() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let example = try #require(source.components(separatedBy: "// README example begins\n").dropFirst().first?
            .components(separatedBy: "// README example ends\n").first)
        #expect(try Self.readme().contains("import Widgets\n\n" + example + "```"))
    }

    @Test("the README's shortcut table lists every shortcut with its keys and what it does")
    func readmeListsTheShortcuts() throws {
        let rows = try Self.readme().components(separatedBy: "\n").filter { $0.hasPrefix("| ") }
        for shortcut in Shortcut.table {
            let keys = shortcut.combos.map(\.displayName).joined(separator: ", ")
            let alternates = shortcut.alternates.map { " (or \($0.displayName))" }.joined()
            #expect(rows.contains { $0.hasPrefix("| " + keys + alternates + " |") && $0.contains(shortcut.help) },
                    "no README row for \(keys): \(shortcut.help)")
        }
    }
}
