import ArgumentParser
import Foundation
import Render

/// `handheld filmstrip OUT.png IN.png…`: frames side by side in one PNG, the README's pictures of the seed
/// scripts (`make filmstrips`). Frames are shrunk by `--shrink` with a box filter, so shots written with
/// `handheld run --scale 2` and shrunk by 4 become legible quarter-size thumbnails.
struct Filmstrip: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Lay PNG frames side by side in one PNG (the README's filmstrips).")

    @Argument(help: "The PNG to write.")
    var output: String

    @Argument(help: "The frames, left to right.")
    var inputs: [String]

    // Unconditional parsing lets a negative number through to the range check, which names it, instead of
    // ArgumentParser reading "-1" as an option and reporting a missing value.
    @Option(parsing: .unconditional, help: "Shrink each frame by this whole factor (box filter).")
    var shrink: Int = 1

    @Option(parsing: .unconditional, help: "Pixels between frames and around them.")
    var gap: Int = 16

    mutating func run() throws {
        let options = self
        MainActor.assumeIsolated {
            do {
                guard !options.inputs.isEmpty else { throw UsageError("filmstrip needs at least one input PNG") }
                guard (1...16).contains(options.shrink) else { throw UsageError("--shrink expects a whole number from 1 to 16, got \(options.shrink)") }
                guard (0...200).contains(options.gap) else { throw UsageError("--gap expects 0 to 200 pixels, got \(options.gap)") }
                for input in options.inputs where !FileManager.default.fileExists(atPath: input) {
                    throw UsageError("no such file: \(input)")
                }
                try PNGStrip.compose(options.inputs, to: options.output, shrink: options.shrink, gap: options.gap)
                print(options.output)
            } catch let error as UsageError {
                Handheld.fail(error.message, code: error.exitCode)
            } catch {
                Handheld.fail("\(error)", code: 1)
            }
        }
    }
}
