import Widgets

/// What a scene may ask of the simulator showing it: the catalog opens other scenes through it. It is `nil`
/// when a scene is made outside a simulator (a test building the controller on its own).
@MainActor
public protocol SceneHost: AnyObject {
    /// Replaces the shown scene with the one registered under `name`, as `scene NAME` in a script does.
    func open(sceneNamed name: String)
}

/// A screen the simulator can show: a name (a CLI and script contract: `--scene NAME`, `scene NAME`), a
/// one-line description for the catalog and `scenes`, and a factory for its root view controller. The factory
/// runs each time the scene is shown, so every visit starts fresh; it throws when an asset it needs (a
/// fixture) is missing or unreadable, and the message, which should name the path, ends the run in one line.
@MainActor
public struct Scene {
    public let name: String
    public let summary: String
    public let make: (SceneHost?) throws -> ViewController

    /// A scene named `name` (lower-case words joined by hyphens by convention), described by `summary`.
    public init(name: String, summary: String, make: @escaping (SceneHost?) throws -> ViewController) {
        self.name = name
        self.summary = summary
        self.make = make
    }
}

/// Every scene, by name.
@MainActor
enum SceneCatalog {
    /// The scenes the program registered (`Simulator.run(scenes:arguments:)`), after the catalog. Set once, at
    /// start, before any command reads it: ArgumentParser builds the commands statically, so the scenes reach
    /// them here rather than through an initializer.
    static var registered: [Scene] = []

    static var all: [Scene] {
        [
            Scene(name: "catalog", summary: "Every scene, one tap away; Ctrl+H comes back here.",
                  make: { host in CatalogViewController.inNavigation(host: host) }),
        ] + registered
    }

    nonisolated static let defaultName = "catalog"

    static func named(_ name: String) throws(UsageError) -> Scene {
        guard let scene = all.first(where: { $0.name == name }) else {
            throw UsageError("unknown scene '\(ShownText.shown(name))' (expected one of: \(all.map(\.name).joined(separator: ", ")))")
        }
        return scene
    }

    static func listing() -> String {
        let width = all.map(\.name.count).max() ?? 0
        return all.map { $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
            .joined(separator: "\n")
    }
}
