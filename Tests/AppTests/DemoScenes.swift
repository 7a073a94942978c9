@testable import HandheldDemos
@testable import HandheldSimulator

extension SceneCatalog {
    /// Registers the demo scenes, as `handheld`'s `main` does through `Simulator.run(scenes:arguments:)`.
    /// Every in-process path to a scene by name calls it first (the harness, `makeSimulator`, the fuzz
    /// tests), so no test depends on another having run before it. Setting the same list again is harmless.
    static func registerDemos() {
        registered = Demos.all
    }
}
