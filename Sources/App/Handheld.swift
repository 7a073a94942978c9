import ArgumentParser
import Foundation

/// `handheld`: a desktop simulator for iOS-style interfaces. With no subcommand it opens the window.
@main
struct Handheld: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "handheld",
        abstract: "A desktop simulator for iOS-style interfaces, drawn with SDL2.",
        subcommands: [Open.self, Run.self, Devices.self, Scenes.self, Bench.self, Fuzz.self],
        defaultSubcommand: Open.self
    )

    /// Prints one line to standard error and exits with `code`: how every bad input ends.
    static func fail(_ message: String, code: Int32) -> Never {
        let line = message.hasPrefix("handheld: ") ? message : "handheld: " + message
        FileHandle.standardError.write(Data((line + "\n").utf8))
        Foundation.exit(code)
    }
}

/// Options shared by the window and the headless runner.
struct ScreenOptions: ParsableArguments {
    @Option(help: "Device preset (see `handheld devices`).")
    var device: String = "iphone-8"

    @Option(help: "portrait, landscape-left, landscape-right or upside-down.")
    var orientation: String = "portrait"

    @Option(help: "Scene to show (see `handheld scenes`).")
    var scene: String = SceneCatalog.defaultName

    /// Checks the names and builds the starting screen; one line on error.
    @MainActor
    func resolve() throws(UsageError) -> (ScreenConfiguration, Scene) {
        let device: Device
        do { device = try DeviceCatalog.named(self.device) } catch { throw UsageError(error.description) }
        guard let orientation = Orientation(rawValue: orientation) else {
            throw UsageError("unknown orientation '\(orientation)' (expected one of: \(Orientation.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard device.supports(orientation) else {
            throw UsageError("\(device.name) does not support \(orientation.rawValue)")
        }
        let scene: Scene
        do { scene = try SceneCatalog.named(self.scene) } catch { throw UsageError(error.message) }
        return (ScreenConfiguration(device: device, orientation: orientation), scene)
    }
}
