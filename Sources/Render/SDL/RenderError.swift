/// Why the SDL backend could not start or finish an operation. Each description is one line starting with
/// `handheld:`, so a command-line tool can print it as is and exit, and a script can grep it.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// A file the program ships with (a font, the assets folder) is absent or unreadable; `path` is where
    /// it was looked for.
    case missingAsset(what: String, path: String)
    /// No display to open a window on (no `DISPLAY`/`WAYLAND_DISPLAY`, or SDL's video init failed).
    /// Callers suggest `xvfb-run` or the offscreen mode.
    case noDisplay(reason: String)
    /// An SDL call failed; `call` names it, `message` is `SDL_GetError()`.
    case sdl(call: String, message: String)

    public var description: String {
        switch self {
        case let .missingAsset(what, path): "handheld: missing asset: \(what): \(path)".oneLine
        case let .noDisplay(reason): "handheld: no display: \(reason)".oneLine
        case let .sdl(call, message): "handheld: \(call) failed: \(message)".oneLine
        }
    }
}

extension String {
    /// Newlines replaced by spaces: SDL error strings occasionally carry them, and the contract is one line.
    fileprivate var oneLine: String {
        String(map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    }
}
