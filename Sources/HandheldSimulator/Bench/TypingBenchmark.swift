import Foundation
import Render
import Widgets

/// `handheld bench --typing N`: N characters typed into the form's Notes text view through the script's
/// `type` (one character a frame, layout and all), timed a thousand characters at a time. Typing used to
/// wrap and copy the whole text per keystroke, so each thousand took longer than the one before (10,000
/// characters took 94 s); the figures show whether the time per character stays flat as the text grows.
@MainActor
enum TypingBenchmark {
    nonisolated static let characterRange = 1...100_000
    /// A sentence of ordinary words, so the text wraps at spaces as prose does.
    nonisolated static let sentence = Array("The quick brown fox jumps over the lazy dog. ")

    /// One line per thousand characters (the last may be shorter): milliseconds per character.
    static func run(characters: Int, fonts: FontLibrary) throws -> [String] {
        let clock = ManualClock()
        let simulator = try Simulator(configuration: ScreenConfiguration(device: try DeviceCatalog.named("iphone-8")),
                                      scene: try SceneCatalog.named("form"), clock: clock, measurer: fonts, zoom: 1)
        let runner = HeadlessRunner(simulator: simulator, clock: clock, fonts: fonts,
                                    outputDirectory: NSTemporaryDirectory(), scale: 1)
        runner.report = { _ in }
        try runner.run(ScenarioScript.parse("wait 0.5\ntap #notes\nwait 0.5", file: "typing"))
        var lines: [String] = []
        var typed = 0
        while typed < characters {
            let count = min(1000, characters - typed)
            let text = String((typed..<typed + count).map { sentence[$0 % sentence.count] })
            let start = DispatchTime.now().uptimeNanoseconds
            do { _ = try runner.execute(.type(text)) } catch { throw UsageError(error.message, exitCode: UsageError.failure) }
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            lines.append(String(format: "typing: characters %d–%d: %.3f ms per character", typed + 1, typed + count,
                                milliseconds / Double(count)))
            typed += count
        }
        return lines
    }
}
