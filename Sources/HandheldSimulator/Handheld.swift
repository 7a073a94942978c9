import ArgumentParser
import Foundation
import Render
import Widgets

/// `handheld`: a desktop simulator for iOS-style interfaces. With no subcommand it opens the window.
/// `Simulator.run(scenes:arguments:)` is its entry point.
struct Handheld: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: ProgramName.current,
            abstract: "A desktop simulator for iOS-style interfaces, drawn with SDL2.",
            subcommands: [Open.self, Run.self, Devices.self, Scenes.self, Bench.self, Fuzz.self, Filmstrip.self],
            defaultSubcommand: Open.self
        )
    }

    /// Parses the arguments and runs the command. A mistake in the arguments themselves (an unknown option,
    /// a missing or malformed value) ends as every other bad input does, in one line (ArgumentParser's own
    /// report adds the usage and help on more lines), with ArgumentParser's exit status 64; `--help` prints
    /// the help as usual. Whatever a command printed must have reached standard output: a listing lost to a
    /// full or closed stream is a failure (exit 1), not a success (`StandardStream`).
    static func main(arguments: [String]) {
        StandardStream.occupyClosedDescriptors()
        var command: ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { printHelp(for: error) }
            fail(argumentMessage(for: error), code: code.rawValue)
        }
        do { try command.run() } catch {
            // `--help` parses into ArgumentParser's help command, whose run throws the help request.
            if exitCode(for: error) == .success { printHelp(for: error) }
            exit(withError: error)
        }
        do { try StandardStream.flushOutput() } catch { fail(error.description, code: UsageError.failure) }
    }

    /// `--help` (or `help`, `--version`): ArgumentParser's text, written and checked, then exit 0; exit 1
    /// when it could not be written.
    private static func printHelp(for error: Error) -> Never {
        let text = fullMessage(for: error)
        do throws(StandardStream.Failure) {
            if !text.isEmpty { try StandardStream.output.writeLine(text) }
        } catch {
            fail(error.description, code: UsageError.failure)
        }
        Foundation.exit(0)
    }

    /// ArgumentParser's message on one line, lower-cased as every other message here, with the command
    /// whose help lists the options.
    static func argumentMessage(for error: Error) -> String {
        let first = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
        let reason = first.prefix(1).lowercased() + first.dropFirst()
        let see = fullMessage(for: error).split(separator: "\n").first { $0.contains("See '") }
        guard let see, let start = see.firstIndex(of: "'"), let end = see.lastIndex(of: "'"), start < end else { return reason }
        return "\(reason) (see \(see[start...end]))"
    }

    /// Prints one line to standard error and exits with `code`: how every bad input ends.
    static func fail(_ message: String, code: Int32) -> Never {
        let line = message.hasPrefix(ProgramName.prefix) ? message : ProgramName.prefix + message
        // Standard error full or closed: nowhere is left to say it, and the status still tells the kind.
        StandardStream.error.writeLineIgnoringFailure(line)
        Foundation.exit(code)
    }
}

/// Options shared by the window and the headless runner.
struct ScreenOptions: ParsableArguments {
    @Option(help: "Device preset (see `\(ProgramName.current) devices`).")
    var device: String = "iphone-8"

    @Option(help: "portrait, landscape-left, landscape-right or upside-down.")
    var orientation: String = "portrait"

    @Option(help: "Scene to show (see `\(ProgramName.current) scenes`).")
    var scene: String = SceneCatalog.defaultName

    @Option(help: "light or dark (Ctrl+Shift+A switches in the window).")
    var appearance: String = "light"

    /// The `--appearance` asked for; one line on error, as for the orientation.
    func resolvedAppearance() throws(UsageError) -> UserInterfaceStyle {
        guard let name = AppearanceName(rawValue: appearance) else {
            throw UsageError("unknown appearance '\(ShownText.shown(appearance))' (expected one of: light, dark)")
        }
        return name.style
    }

    // Unconditional, so that `--text-size -1` is named as an unknown size rather than a missing value.
    @Option(parsing: .unconditional, help: "Dynamic Type size, UIKit's names in kebab case: extra-small … large … extra-extra-extra-large, accessibility-medium … accessibility-extra-extra-extra-large (Ctrl+= and Ctrl+- step in the window).")
    var textSize: String = ContentSizeCategory.large.name

    /// The `--text-size` asked for; one line listing the names on error.
    func resolvedTextSize() throws(UsageError) -> ContentSizeCategory {
        guard let category = ContentSizeCategory(name: textSize) else {
            throw UsageError("unknown text size '\(ShownText.shown(textSize))' (expected one of: \(ContentSizeCategory.sizeNames))")
        }
        return category
    }

    /// Checks the names and builds the starting screen; one line on error.
    @MainActor
    func resolve() throws(UsageError) -> (ScreenConfiguration, Scene) {
        let device: Device
        do { device = try DeviceCatalog.named(self.device) } catch { throw UsageError(error.description) }
        guard let orientation = Orientation(rawValue: orientation) else {
            throw UsageError("unknown orientation '\(ShownText.shown(orientation))' (expected one of: \(Orientation.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard device.supports(orientation) else {
            throw UsageError("\(device.name) does not support \(orientation.rawValue)")
        }
        let scene: Scene
        do { scene = try SceneCatalog.named(self.scene) } catch { throw UsageError(error.message) }
        return (ScreenConfiguration(device: device, orientation: orientation), scene)
    }
}
