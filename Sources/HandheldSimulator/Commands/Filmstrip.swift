import ArgumentParser
import Foundation
import Render

/// `handheld filmstrip OUT.png IN.png…`: frames side by side in one PNG, the README's pictures of the seed
/// scripts (`make filmstrips`). Frames are shrunk by `--shrink` with a box filter, so shots written with
/// `handheld run --scale 2` and shrunk by 4 become legible quarter-size thumbnails. The inputs are read one
/// at a time and the strip is written whole or not at all; OUT may not be one of the inputs.
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

    /// Whether two paths name one file: the same file once links are followed, or the same path written
    /// two ways (`a.png`, `./a.png`) when the output does not exist yet.
    static func isSameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        if stat(a, &first) == 0, stat(b, &second) == 0 {
            return first.st_dev == second.st_dev && first.st_ino == second.st_ino
        }
        return URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path
    }

    mutating func run() throws {
        let options = self
        MainActor.assumeIsolated {
            do {
                guard !options.inputs.isEmpty else { throw UsageError("filmstrip needs at least one input PNG") }
                guard (1...16).contains(options.shrink) else { throw UsageError("--shrink expects a whole number from 1 to 16, got \(options.shrink)") }
                guard (0...200).contains(options.gap) else { throw UsageError("--gap expects 0 to 200 pixels, got \(options.gap)") }
                guard options.output.lowercased().hasSuffix(".png"), options.output.count > 4 else {
                    throw UsageError("OUT expects a file name ending in .png, got '\(ShownText.shown(options.output))'")
                }
                for input in options.inputs where !FileManager.default.fileExists(atPath: input) {
                    throw UsageError("no such file: \(ShownText.shownPath(input))")
                }
                if let input = options.inputs.first(where: { Self.isSameFile($0, options.output) }) {
                    throw UsageError("OUT \(ShownText.shownPath(options.output)) is also an input (\(ShownText.shownPath(input))); write the strip elsewhere")
                }
                let bytes: [UInt8]
                do {
                    bytes = try PNGStrip.compose(options.inputs, shrink: options.shrink, gap: options.gap,
                                                 name: { ShownText.shownPath($0) })
                } catch let problem as PNGStrip.Problem {
                    throw UsageError(problem.description)
                } catch let damaged as PNGReadError {
                    // A damaged input: libpng's reason in the one line, exit 1 as for any damaged asset.
                    throw UsageError(damaged.description, exitCode: UsageError.failure)
                }
                do throws(AtomicFileWriter.Failure) { try AtomicFileWriter().write(bytes, to: options.output) } catch {
                    throw UsageError(error.description, exitCode: UsageError.failure)
                }
                do throws(StandardStream.Failure) { try StandardStream.output.writeLine(ShownText.escaped(options.output)) } catch {
                    throw UsageError(error.description, exitCode: UsageError.failure)
                }
            } catch let error as UsageError {
                Handheld.fail(error.message, code: error.exitCode)
            } catch {
                Handheld.fail("\(error)", code: 1)
            }
        }
    }
}
