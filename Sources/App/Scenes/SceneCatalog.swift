import Widgets

/// A demo screen the simulator can show: a name (a CLI and script contract), a one-line description for
/// the catalog, and a factory for its root view controller.
@MainActor
struct Scene {
    let name: String
    let summary: String
    let make: () -> ViewController
}

/// Every scene, by name.
@MainActor
enum SceneCatalog {
    static var all: [Scene] {
        [
            Scene(name: "placeholder", summary: "A label and a box that fades out when tapped (0.25 s).",
                  make: { PlaceholderViewController() }),
        ]
    }

    nonisolated static let defaultName = "placeholder"

    static func named(_ name: String) throws(UsageError) -> Scene {
        guard let scene = all.first(where: { $0.name == name }) else {
            throw UsageError("unknown scene '\(name)' (expected one of: \(all.map(\.name).joined(separator: ", ")))")
        }
        return scene
    }

    static func listing() -> String {
        let width = all.map(\.name.count).max() ?? 0
        return all.map { $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
            .joined(separator: "\n")
    }
}
