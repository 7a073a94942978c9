import ArgumentParser
import Foundation
import Render

/// `handheld [--device NAME] [--orientation O] [--scene NAME] [--zoom F] [--slow-animations]`: the window.
struct Open: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "open", abstract: "Open the simulator window (the default).")

    @OptionGroup var screen: ScreenOptions

    // Unconditional parsing lets a negative number through to the range check, which names it, instead of
    // ArgumentParser reading "-1" as an option and reporting a missing value.
    @Option(parsing: .unconditional,
            help: "Window zoom from 0.1 to 4: 1 is 100 %, the device's scale (2 or 3) is pixel accurate (default: the largest of 1, 0.75 and 0.5 that fits the desktop).")
    var zoom: Double?

    @Flag(help: "Every animation ×10 slower, as the iOS Simulator's Slow Animations.")
    var slowAnimations = false

    /// Replays a scenario script in the window on the virtual clock (for comparing with `handheld run`).
    @Option(help: .hidden)
    var script: String?

    @Option(help: .hidden)
    var out: String = "handheld-out"

    @Flag(help: "Print the milliseconds from process start to the first frame on screen, then quit.")
    var printStartup = false

    /// With --print-startup: open a bare SDL window that draws one filled rectangle instead (the yardstick).
    @Flag(help: .hidden)
    var bare = false

    mutating func run() throws {
        let options = self
        MainActor.assumeIsolated {
            do {
                if options.printStartup && options.bare {
                    try NativeWindow.presentBare(title: "Handheld", size: Size(width: 375, height: 667))
                    print(StartupTime.line("bare SDL window: first frame"))
                    return
                }
                let (configuration, scene) = try options.screen.resolve()
                let appearance = try options.screen.resolvedAppearance()
                let textSize = try options.screen.resolvedTextSize()
                if let z = options.zoom, !(z >= 0.1 && z <= 4) {
                    throw UsageError("--zoom expects a number between 0.1 and 4, got \(z)")
                }
                // Ours before SDL starts: SDL installs its own SIGINT and SIGTERM handlers only where none
                // is set, and those turn the signal into a quit event and exit 0, where the README promises
                // 128 + N; ours also remove a Ctrl+S file half written.
                PendingTemporaryFile.installSignalHandlers()
                if let path = options.script {
                    let parsed: ScenarioScript
                    do { parsed = try ScenarioScript(contentsOfFile: path) } catch { throw UsageError("\(error)", exitCode: 2) }
                    let runner = try WindowScriptRunner(configuration: configuration, scene: scene,
                                                        outputDirectory: options.out, appearance: appearance,
                                                        textSize: textSize)
                    do { try runner.run(parsed) } catch { throw UsageError("\(error)", exitCode: 2) }
                    return
                }
                let host = try WindowHost(configuration: configuration, scene: scene, zoom: options.zoom,
                                          slowAnimations: options.slowAnimations, appearance: appearance,
                                          textSize: textSize)
                if options.printStartup {
                    host.onFirstPresent = {
                        print(StartupTime.line(ProgramName.prefix + "first frame"))
                        return false
                    }
                }
                host.run()
            } catch let error as UsageError {
                Handheld.fail(error.message, code: error.exitCode)
            } catch {
                Handheld.fail("\(error)", code: 1)
            }
        }
    }
}
