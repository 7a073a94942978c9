import Render
import Widgets

extension Simulator {
    /// Runs the scenario script at `path` headlessly in this process, exactly as
    /// `handheld run PATH --out DIR --device D --orientation O --scene S --scale N` does, and returns the
    /// paths it wrote, in order. Frames are 1/60 s on a virtual clock, so a run gives the same PNGs and tree
    /// JSON every time: this is how a package tests its own screens (see `Examples/HelloHandheld`).
    ///
    /// `scenes` are registered as `run(scenes:arguments:)` registers them; `scene` is the one shown first
    /// (the catalog when `nil`). Every problem — an unknown device or scene, an unreadable script, a line
    /// that failed — throws a ``ScriptRunError`` whose description is the one line `handheld` would print.
    @discardableResult
    public static func runScript(atPath path: String, scenes: [Scene], outputDirectory: String,
                                 device: String = "iphone-8", orientation: String = "portrait",
                                 scene: String? = nil, scale: Double = 1) throws(ScriptRunError) -> [String] {
        let script: ScenarioScript
        do { script = try ScenarioScript(contentsOfFile: path) } catch { throw ScriptRunError("\(error)") }
        return try run(script, scenes: scenes, outputDirectory: outputDirectory, device: device,
                       orientation: orientation, scene: scene, scale: scale)
    }

    /// Runs a script given as text, `file` naming it in errors; otherwise as ``runScript(atPath:scenes:outputDirectory:device:orientation:scene:scale:)``.
    @discardableResult
    public static func runScript(source: String, file: String = "script.txt", scenes: [Scene],
                                 outputDirectory: String, device: String = "iphone-8",
                                 orientation: String = "portrait", scene: String? = nil,
                                 scale: Double = 1) throws(ScriptRunError) -> [String] {
        let script: ScenarioScript
        do { script = try ScenarioScript.parse(source, file: file) } catch { throw ScriptRunError("\(error)") }
        return try run(script, scenes: scenes, outputDirectory: outputDirectory, device: device,
                       orientation: orientation, scene: scene, scale: scale)
    }

    private static func run(_ script: ScenarioScript, scenes: [Scene], outputDirectory: String, device: String,
                            orientation: String, scene: String?, scale: Double) throws(ScriptRunError) -> [String] {
        SceneCatalog.registered = scenes
        guard scale > 0 && scale <= 4 else { throw ScriptRunError("scale expects a number between 0 and 4, got \(scale)") }
        do {
            let options = try ScreenOptions.parse(["--device", device, "--orientation", orientation,
                                                   "--scene", scene ?? SceneCatalog.defaultName])
            let (configuration, shown) = try options.resolve()
            try OutputFolder(outputDirectory).prepare()
            let fonts = try FontLibrary()
            let clock = ManualClock()
            let simulator = try Simulator(configuration: configuration, scene: shown, clock: clock, measurer: fonts,
                                          zoom: scale)
            let runner = HeadlessRunner(simulator: simulator, clock: clock, fonts: fonts,
                                        outputDirectory: outputDirectory, scale: scale)
            runner.report = { _ in }
            try runner.run(script)
            return runner.written
        } catch let error as ScriptRunError {
            throw error
        } catch {
            throw ScriptRunError("\(error)")
        }
    }
}

/// Why a headless run (`Simulator.runScript`) stopped: the one line `handheld run` prints, without its
/// `handheld: ` prefix (`test.txt:3: no visible view matches #save`).
public struct ScriptRunError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description.hasPrefix(ProgramName.prefix) ? String(description.dropFirst(ProgramName.prefix.count)) : description
    }
}
