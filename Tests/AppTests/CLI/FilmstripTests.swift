import Foundation
import Render
import Testing

/// `handheld filmstrip`: frames streamed into the strip, a size cap checked before anything is decoded,
/// and OUT never one of the inputs.
@Suite("Filmstrip: streamed inputs, a capped size and a safe output")
struct FilmstripTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "handheld-strip-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// A PNG of one colour.
    @MainActor
    func frame(_ name: String, width: Double, height: Double, color: Color) throws -> String {
        let surface = try OffscreenSurface(size: Size(width: width, height: height))
        surface.clear(color)
        let path = folder + "/" + name
        try surface.writePNG(to: path)
        return path
    }

    @Test("frames are laid side by side, centred, at the size the headers promise")
    @MainActor
    func composes() throws {
        let red = try frame("a.png", width: 40, height: 60, color: Color(r: 255, g: 0, b: 0))
        let blue = try frame("b.png", width: 80, height: 20, color: Color(r: 0, g: 0, b: 255))
        let out = folder + "/strip.png"
        let r = try runHandheld(["filmstrip", out, red, blue, "--gap", "4", "--shrink", "2"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout == out + "\n")
        let strip = try PNGImage(contentsOf: out)
        #expect(strip.width == 4 + 20 + 4 + 40 + 4 && strip.height == 30 + 8)
        #expect(strip.pixel(x: 10, y: 20) == Color(r: 255, g: 0, b: 0))
        #expect(strip.pixel(x: 40, y: 19) == Color(r: 0, g: 0, b: 255))
        #expect(strip.pixel(x: 40, y: 5) == Color(r: 44, g: 44, b: 46), "the short frame is centred vertically")
    }

    @Test("OUT among the inputs, however it is written, is refused and the input is left alone")
    @MainActor
    func outIsAnInput() throws {
        let a = try frame("a.png", width: 20, height: 20, color: Color(r: 0, g: 255, b: 0))
        let before = try Data(contentsOf: URL(fileURLWithPath: a))
        for out in [a, folder + "/./a.png"] {
            let r = try runHandheld(["filmstrip", out, a, a])
            expectOneLineError(r, status: 64, contains: "handheld: OUT \(out) is also an input (\(a)); write the strip elsewhere")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == before)
    }

    @Test("OUT without .png is refused")
    @MainActor
    func outWithoutPNG() throws {
        let a = try frame("a.png", width: 20, height: 20, color: Color(r: 0, g: 255, b: 0))
        let r = try runHandheld(["filmstrip", folder + "/strip.jpg", a])
        expectOneLineError(r, status: 64, contains: "handheld: OUT expects a file name ending in .png, got '\(folder)/strip.jpg'")
        #expect(!FileManager.default.fileExists(atPath: folder + "/strip.jpg"))
    }

    @Test("a strip too large is refused from the headers, naming its size, before anything is written")
    @MainActor
    func tooLarge() throws {
        let big = try frame("big.png", width: 1000, height: 500, color: Color(r: 9, g: 9, b: 9))
        let out = folder + "/strip.png"
        let r = try runHandheld(["filmstrip", out] + Array(repeating: big, count: 40) + ["--gap", "0"])
        expectOneLineError(r, status: 64, contains: "handheld: the strip would be 40000×500 pixels; at most 32768 a side and 64 megapixels")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("an input that is not a PNG is named")
    @MainActor
    func notAPNG() throws {
        let text = folder + "/notes.png"
        try Data("hello".utf8).write(to: URL(fileURLWithPath: text))
        let r = try runHandheld(["filmstrip", folder + "/strip.png", text])
        expectOneLineError(r, status: 64, contains: "handheld: \(text) is not a PNG file")
    }
}
