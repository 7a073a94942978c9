import Foundation

/// Where a snapshot's files go. References live beside the test file, as swift-snapshot-testing keeps
/// them: `__Snapshots__/<TestFile>/<test>.<name>.png`. A failure's files go to `HANDHELD_ARTIFACTS` (default
/// `.build/handheld-artifacts/`, under the directory `swift test` runs in) in the same layout, with
/// `.reference`, `.actual` and `.difference` before the extension, where CI can upload them.
struct SnapshotFiles {
    let reference: String
    let artifactBase: String
    let pathExtension: String

    init(filePath: String, testName: String, name: String, pathExtension: String, snapshotDirectory: String? = nil,
         environment: [String: String] = ProcessInfo.processInfo.environment) {
        let file = URL(fileURLWithPath: filePath)
        let fileBase = file.deletingPathExtension().lastPathComponent
        let base = Self.sanitized(testName) + "." + Self.sanitized(name)
        let directory = snapshotDirectory
            ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileBase).path
        reference = directory + "/" + base + "." + pathExtension
        var artifacts = environment["HANDHELD_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? ".build/handheld-artifacts"
        if !artifacts.hasPrefix("/") { artifacts = FileManager.default.currentDirectoryPath + "/" + artifacts }
        artifactBase = artifacts + "/" + fileBase + "/" + base
        self.pathExtension = pathExtension
    }

    func artifact(_ kind: String) -> String { artifactBase + "." + kind + "." + pathExtension }

    /// `test_tapping_save()` and `Tapping save() works` become file-name safe: letters, digits, `-` and `_`,
    /// other runs of characters one `-`.
    static func sanitized(_ text: String) -> String {
        var out = ""
        var dash = false
        for scalar in text.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "-" || scalar == "." {
                out.unicodeScalars.append(scalar)
                dash = false
            } else if !dash && !out.isEmpty {
                out += "-"
                dash = true
            }
        }
        while out.hasSuffix("-") || out.hasSuffix(".") { out.removeLast() }
        return out.isEmpty ? "snapshot" : out
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
