#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `assets/` folder however the program was started: `swift run`, the binary in
/// `.build/debug` or `.build/release`, a test bundle, or from any working directory. The search order is
/// the `HANDHELD_ASSETS` variable, then the folders above the executable, then those above the working
/// directory, then those above this source file (compiled in, so a build that was never moved still finds
/// the package it was built from).
public struct AssetLocator: Sendable {
    /// The file whose presence marks a folder as the assets folder.
    public static let probe = "fonts/Inter-Regular.otf"

    /// `HANDHELD_ASSETS`: used as is, without checking, so a wrong value is reported by the file that is then
    /// missing rather than silently skipped.
    public var override: String?
    public var executablePath: String?
    public var workingDirectory: String?
    public var sourceFile: String

    public init(override: String?, executablePath: String?, workingDirectory: String?,
                sourceFile: String = AssetLocator.thisFile) {
        self.override = override
        self.executablePath = executablePath
        self.workingDirectory = workingDirectory
        self.sourceFile = sourceFile
    }

    /// A locator reading the real environment, `/proc/self/exe` and the working directory.
    public static func standard() -> AssetLocator {
        AssetLocator(override: FileSystem.environment("HANDHELD_ASSETS").flatMap { $0.isEmpty ? nil : $0 },
                     executablePath: FileSystem.realPath("/proc/self/exe"),
                     workingDirectory: FileSystem.currentDirectory())
    }

    public static let thisFile: String = #filePath

    /// The assets folder of the standard locator.
    public static func assetsDirectory() throws -> String {
        try standard().assetsDirectory()
    }

    /// The folders searched upward from, in order (the override is not among them).
    public var searchRoots: [String] {
        [executablePath.map { FileSystem.parent(of: $0) }, workingDirectory, FileSystem.parent(of: sourceFile)]
            .compactMap { $0 }
    }

    public func assetsDirectory() throws -> String {
        if let override { return override }
        for root in searchRoots {
            for dir in FileSystem.selfAndAncestors(of: root) {
                let candidate = FileSystem.join(dir, "assets")
                if FileSystem.isReadableFile(FileSystem.join(candidate, Self.probe)) { return candidate }
            }
        }
        let places = searchRoots.joined(separator: ", ")
        throw RenderError.missingAsset(what: "assets folder not found",
                                       path: "no assets/\(Self.probe) above \(places) (set HANDHELD_ASSETS)")
    }
}
