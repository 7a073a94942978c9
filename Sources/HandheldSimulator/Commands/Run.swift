import ArgumentParser
import Foundation
import Render
import Widgets

/// `handheld run SCRIPT [--out DIR] …`: a scenario script, headless, on the virtual clock.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run a scenario script headlessly and write its PNGs and tree JSON.")

    @Argument(help: "The scenario script.")
    var script: String

    @Option(help: "Folder for the PNG and JSON files.")
    var out: String = "handheld-out"

    @OptionGroup var screen: ScreenOptions

    // Unconditional parsing lets a negative number through to the range check, which names it, instead of
    // ArgumentParser reading "-1" as an option and reporting a missing value.
    @Option(parsing: .unconditional, help: "Pixels per point in the PNGs.")
    var scale: Double = 1

    mutating func run() throws {
        let options = self
        MainActor.assumeIsolated {
            do {
                guard options.scale > 0 && options.scale <= 4 else {
                    throw UsageError("--scale expects a number between 0 and 4, got \(options.scale)")
                }
                let parsed: ScenarioScript
                do { parsed = try ScenarioScript(contentsOfFile: options.script) } catch { throw UsageError("\(error)", exitCode: UsageError.script) }
                let (configuration, scene) = try options.screen.resolve()
                let appearance = try options.screen.resolvedAppearance()
                let textSize = try options.screen.resolvedTextSize()
                try OutputFolder(options.out).prepare()
                // An interrupted run removes the temporary file it was writing.
                PendingTemporaryFile.installSignalHandlers()
                let fonts: FontLibrary
                do { fonts = try FontLibrary() } catch { throw UsageError("\(error)", exitCode: UsageError.failure) }
                let clock = ManualClock()
                let simulator = try Simulator(configuration: configuration, scene: scene, clock: clock, measurer: fonts,
                                          zoom: options.scale, appearance: appearance, textSize: textSize)
                let runner = HeadlessRunner(simulator: simulator, clock: clock, fonts: fonts,
                                            outputDirectory: options.out, scale: options.scale)
                do { try runner.run(parsed) } catch {
                    // The listing could not be written: an error of its own, after the complete files.
                    if let lost = runner.lostOutput { throw UsageError(lost.description, exitCode: UsageError.failure) }
                    throw UsageError("\(error)", exitCode: UsageError.script)
                }
            } catch let error as UsageError {
                Handheld.fail(error.message, code: error.exitCode)
            } catch {
                Handheld.fail("\(error)", code: 1)
            }
        }
    }
}

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the device presets.")
    func run() { Self.list(DeviceCatalog.devicesListing()) }

    /// A listing on standard output, or exit 1 in one line when it was lost (a full or closed stream).
    static func list(_ text: String) {
        do throws(StandardStream.Failure) { try StandardStream.output.writeLine(text) } catch {
            Handheld.fail(error.description, code: UsageError.failure)
        }
    }
}

struct Scenes: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the scenes.")
    func run() {
        MainActor.assumeIsolated { Devices.list(SceneCatalog.listing()) }
    }
}
