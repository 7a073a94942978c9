import Foundation
import Render
import Widgets

/// Replays a scenario script in the real desktop window, on the same virtual clock as `handheld run`,
/// so every `shot` is the frame the window's own renderer draws (the accelerated one SDL picks, or its
/// software one) for exactly the state the headless run shoots. Comparing the two sets of PNGs catches
/// what only the window gets wrong (render targets, blend modes, clips), which headless tests cannot see.
///
/// Everything except `shot` is the headless runner's: one implementation of the script language.
@MainActor
final class WindowScriptRunner {
    let native: NativeWindow
    let runner: HeadlessRunner
    let simulator: Simulator

    init(configuration: ScreenConfiguration, scene: Scene, outputDirectory: String,
         appearance: UserInterfaceStyle = .light, textSize: ContentSizeCategory = .large) throws {
        let fonts: FontLibrary
        do { fonts = try FontLibrary() } catch { throw UsageError("\(error)") }
        do {
            native = try NativeWindow(title: "Handheld", size: configuration.screenSize, zoom: 1, fonts: fonts)
        } catch {
            throw UsageError("cannot open a window (\(error))")
        }
        let clock = ManualClock()
        simulator = try Simulator(configuration: configuration, scene: scene, clock: clock, measurer: fonts, zoom: 1, appearance: appearance,
                                  textSize: textSize)
        runner = HeadlessRunner(simulator: simulator, clock: clock, fonts: fonts, outputDirectory: outputDirectory, scale: 1)
        simulator.onScreenChange = { [weak self] _ in
            guard let self else { return }
            native.resize(points: simulator.screenSize, zoom: 1)
        }
        native.setTitle(WindowTitle.text(for: simulator))
    }

    /// Runs every line; the first error names its line, like `handheld run`.
    func run(_ script: ScenarioScript) throws(ScriptError) {
        for line in script.lines {
            _ = native.pollEvents()
            do {
                if case let .shot(file) = line.command {
                    try shoot(to: file.hasPrefix("/") ? file
                              : (runner.outputDirectory as NSString).appendingPathComponent(file))
                } else if try runner.execute(line.command) == .stop {
                    return
                }
            } catch {
                throw ScriptError(file: script.file, line: line.line, message: error.message)
            }
        }
    }

    /// Draws the current state in the window, reads the back buffer into a PNG, then presents it.
    private func shoot(to path: String) throws(HeadlessRunner.StepError) {
        let dir = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            native.waitForOutputSize(timeout: 2) { _ = self.native.pollEvents() }
            let canvas = native.beginFrame(clear: .black)
            simulator.draw(in: canvas)
            native.endFrame()
            try native.savePNG(to: path)
            native.present()
        } catch {
            throw HeadlessRunner.StepError(message: "cannot write \(ShownText.shownPath(path)): \(error)")
        }
        // Written straight to the descriptor, so a script watching the output sees each path as it is saved.
        do throws(StandardStream.Failure) { try StandardStream.output.writeLine(ShownText.escaped(path)) } catch {
            throw HeadlessRunner.StepError(message: error.description)
        }
    }
}
