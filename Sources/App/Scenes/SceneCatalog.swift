import Widgets

/// What a scene may ask of the simulator showing it (the catalog opens other scenes).
@MainActor
protocol SceneHost: AnyObject {
    func open(sceneNamed name: String)
}

/// A demo screen the simulator can show: a name (a CLI and script contract), a one-line description for
/// the catalog, and a factory for its root view controller. A factory throws when an asset it needs (a
/// fixture) is missing or unreadable; the message names the path.
@MainActor
struct Scene {
    let name: String
    let summary: String
    let make: (SceneHost?) throws -> ViewController
}

/// Every scene, by name.
@MainActor
enum SceneCatalog {
    static var all: [Scene] {
        [
            Scene(name: "catalog", summary: "Every scene, one tap away; Ctrl+H comes back here.",
                  make: { host in CatalogViewController.inNavigation(host: host) }),
            Scene(name: "master-detail", summary: "Disclosure chevrons, a collapsing split view and row deselection (seeds 1, 2, 4).",
                  make: { _ in MasterDetail.make() }),
            Scene(name: "settings", summary: "Self-sizing static cells that hide and show with a cascade (seed 3).",
                  make: { _ in SettingsViewController.inNavigation() }),
            Scene(name: "top-tracks", summary: "Expandable cells built on a stack view (seed 5).",
                  make: { _ in try TopTracksViewController.inNavigation() }),
            Scene(name: "top-tracks-required", summary: "Seed 5's first version: a required playback height that conflicts when hidden.",
                  make: { _ in try TopTracksViewController.inNavigation(playbackPriority: .required) }),
            Scene(name: "custom-transition", summary: "A delegate's cross-fade push and pop, pulled down by a drag.",
                  make: { _ in CustomTransitionScene() }),
            Scene(name: "mail", summary: "Tabs, an inbox, and a compose page sheet dragged down (refused with a draft).",
                  make: { _ in MailScene.make() }),
            Scene(name: "placeholder", summary: "A label and a box that fades out when tapped (0.25 s).",
                  make: { _ in PlaceholderViewController() }),
        ]
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
