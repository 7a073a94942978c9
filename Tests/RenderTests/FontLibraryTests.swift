import Glibc
import Testing
import Render

@MainActor
@Suite("Font library", .serialized)
struct FontLibraryTests {
    @Test("a missing font throws one line naming the path")
    func missingFont() {
        do {
            _ = try FontLibrary(fontsDirectory: "/nonexistent/handheld/fonts")
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "handheld: missing asset: font file not found: /nonexistent/handheld/fonts/Inter-Regular.otf")
        }
    }

    @Test("the first missing weight is the one named")
    func missingMedium() throws {
        let dir = TestEnvironment.temporaryPath("fonts-partial")
        try makeDirectory(dir)
        defer { removeTree(dir, files: ["Inter-Regular.otf"]) }
        let real = TestEnvironment.fonts.fontsDirectory + "/Inter-Regular.otf"
        #expect(symlink(real, dir + "/Inter-Regular.otf") == 0)
        #expect(throws: RenderError.missingAsset(what: "font file not found", path: dir + "/Inter-Medium.otf")) {
            _ = try FontLibrary(fontsDirectory: dir)
        }
    }

    @Test("a corrupt font throws one line naming the path and SDL_ttf's reason")
    func corruptFont() throws {
        let dir = TestEnvironment.temporaryPath("fonts-corrupt")
        try makeDirectory(dir)
        let names = ["Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf"]
        defer { removeTree(dir, files: names) }
        for name in names {
            let f = fopen(dir + "/" + name, "w")
            fputs("not a font\n", f)
            fclose(f)
        }
        do {
            _ = try FontLibrary(fontsDirectory: dir)
            Issue.record("expected an error")
        } catch {
            let text = "\(error)"
            #expect(text.hasPrefix("handheld: missing asset: font file unreadable: \(dir)/Inter-Regular.otf"))
            #expect(!text.contains("\n"))
        }
    }

    @Test("metrics and widths are in points and plausible for Inter")
    func metrics() {
        let fonts = TestEnvironment.fonts
        let m = fonts.metrics(for: .body)
        #expect(abs(m.ascent - 17 * 0.96875) < 0.5)
        #expect(abs(m.descent - 17 * 0.2421875) < 0.5)
        #expect(abs(m.lineHeight - (m.ascent + m.descent)) < 0.3)
        let w = fonts.width(of: "Hello", font: .body)
        #expect(w > 30 && w < 50)
        #expect(fonts.width(of: "Hello", font: Font(size: 34)) > 1.9 * w)
        #expect(fonts.width(of: "", font: .body) == 0)
        #expect(fonts.width(of: "Hello", font: .headline) > w, "semibold is wider")
    }

    @Test("text layout works with real metrics")
    func layout() {
        let layout = TestEnvironment.fonts.layout("The quick brown fox jumps over the lazy dog", font: .body, maxWidth: 120)
        #expect(layout.lines.count > 2)
        for line in layout.lines { #expect(TestEnvironment.fonts.width(of: line, font: .body) <= 120) }
    }

    private func makeDirectory(_ path: String) throws {
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw RenderError.sdl(call: "mkdir", message: path)
        }
    }

    private func removeTree(_ dir: String, files: [String]) {
        for f in files { unlink(dir + "/" + f) }
        rmdir(dir)
    }
}

@Suite("Asset locator")
struct AssetLocatorTests {
    static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()

    @Test("HANDHELD_ASSETS wins, unchecked")
    func override() throws {
        let locator = AssetLocator(override: "/somewhere/assets", executablePath: nil, workingDirectory: nil)
        #expect(try locator.assetsDirectory() == "/somewhere/assets")
    }

    @Test("found above the executable, as from .build/release/handheld")
    func aboveExecutable() throws {
        let locator = AssetLocator(override: nil, executablePath: Self.packageRoot + "/.build/release/handheld",
                                   workingDirectory: "/", sourceFile: "/nowhere/x.swift")
        #expect(try locator.assetsDirectory() == Self.packageRoot + "/assets")
    }

    @Test("found above the working directory")
    func aboveWorkingDirectory() throws {
        let locator = AssetLocator(override: nil, executablePath: "/usr/bin/handheld",
                                   workingDirectory: Self.packageRoot + "/Sources/App", sourceFile: "/nowhere/x.swift")
        #expect(try locator.assetsDirectory() == Self.packageRoot + "/assets")
    }

    @Test("the compiled-in source path is the last resort")
    func sourceFallback() throws {
        let locator = AssetLocator(override: nil, executablePath: "/usr/bin/handheld", workingDirectory: "/")
        #expect(try locator.assetsDirectory() == Self.packageRoot + "/assets")
    }

    @Test("not found: one line naming what was looked for and where")
    func notFound() {
        let locator = AssetLocator(override: nil, executablePath: "/usr/bin/handheld", workingDirectory: "/tmp",
                                   sourceFile: "/nowhere/x.swift")
        do {
            _ = try locator.assetsDirectory()
            Issue.record("expected an error")
        } catch {
            let text = "\(error)"
            #expect(text.hasPrefix("handheld: missing asset: assets folder not found: no assets/fonts/Inter-Regular.otf above /usr/bin, /tmp, /nowhere"))
            #expect(!text.contains("\n"))
        }
    }

    @Test("the standard locator finds the package's assets from the test binary")
    func standard() throws {
        #expect(try AssetLocator.assetsDirectory().hasSuffix("/assets"))
    }
}
