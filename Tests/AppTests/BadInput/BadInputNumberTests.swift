import Foundation
import Testing

/// Numbers out of range and malformed options, for every command: one line naming the option and the
/// value, and the usage status 64 whether ArgumentParser or a range check refused it. (No display, a missing font and unknown names are in CLI/CommandLineTests.)
@Suite("Bad input: numbers and options on the command line")
struct BadInputNumberTests {
    static let cases: [(arguments: [String], status: Int32, message: String)] = [
        (["run", "SCRIPT", "--scale", "0"], 64, "handheld: --scale expects a number between 0 and 4, got 0.0"),
        (["run", "SCRIPT", "--scale", "nan"], 64, "handheld: --scale expects a number between 0 and 4, got nan"),
        (["run", "SCRIPT", "--scale", "5"], 64, "handheld: --scale expects a number between 0 and 4, got 5.0"),
        (["--zoom", "9"], 64, "handheld: --zoom expects a number between 0.1 and 4, got 9.0"),
        (["open", "--zoom", "0"], 64, "handheld: --zoom expects a number between 0.1 and 4, got 0.0"),
        (["bench", "--size", "10x10"], 64, "handheld: --size expects WxH in points between 100x150 and 4096x4096, got '10x10'"),
        (["bench", "--size", "wide"], 64, "handheld: --size expects WxH in points between 100x150 and 4096x4096, got 'wide'"),
        (["bench", "--rows", "0"], 64, "handheld: --rows expects 1…100000000, got 0"),
        (["bench", "--frames", "1"], 64, "handheld: --frames expects 10…1000000, got 1"),
        (["fuzz", "--events", "-1"], 64, "handheld: --events expects 0…100000000, got -1"),
        // A negative number is a value, named in the error, not a missing one
        (["run", "SCRIPT", "--scale", "-1"], 64, "handheld: --scale expects a number between 0 and 4, got -1.0"),
        (["--zoom", "-2"], 64, "handheld: --zoom expects a number between 0.1 and 4, got -2.0"),
        (["bench", "--rows", "-1"], 64, "handheld: --rows expects 1…100000000, got -1"),
        (["bench", "--frames", "-10"], 64, "handheld: --frames expects 10…1000000, got -10"),
        (["filmstrip", "o.png", "SCRIPT", "--shrink", "-2"], 64, "handheld: --shrink expects a whole number from 1 to 16, got -2"),
        (["filmstrip", "o.png", "SCRIPT", "--gap", "-1"], 64, "handheld: --gap expects 0 to 200 pixels, got -1"),
        // ArgumentParser's own errors, on one line with the help to read.
        (["fuzz", "--events", "many"], 64, "handheld: the value 'many' is invalid for '--events <events>' (see 'handheld fuzz --help')"),
        (["fuzz", "--seed", "-3"], 64, "handheld: the value '-3' is invalid for '--seed <seed>' (see 'handheld fuzz --help')"),
        (["run"], 64, "handheld: missing expected argument '<script>' (see 'handheld run --help')"),
        (["run", "SCRIPT", "--speed", "2"], 64, "handheld: unknown option '--speed'"),
        (["bench", "--rows"], 64, "handheld: missing value for '--rows <rows>' (see 'handheld bench --help')"),
    ]

    @Test("a bad number or option is one line and a non-zero exit", arguments: cases)
    func badOption(_ arguments: [String], status: Int32, message: String) throws {
        let script = try tempFile("wait 0.1\n")
        // No display: an option wrongly accepted by the window command must not leave a window open.
        let r = try runHandheld(arguments.map { $0 == "SCRIPT" ? script : $0 },
                                removing: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"])
        expectOneLineError(r, status: status, contains: message)
    }

    @Test("--help still prints the whole help and exits 0")
    func help() throws {
        let r = try runHandheld(["fuzz", "--help"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("USAGE: handheld fuzz"))
        #expect(r.stderr.isEmpty)
    }
}
