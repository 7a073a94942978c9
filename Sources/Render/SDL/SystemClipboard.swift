internal import CSDL

/// The desktop's clipboard, through SDL (`SDL_SetClipboardText`, `SDL_GetClipboardText`): text copied in a
/// text field can be pasted into a terminal and back. Needs SDL's video subsystem, which a `NativeWindow`
/// has started.
@MainActor
public final class SystemClipboard: Clipboard {
    public init() {}

    public var text: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(raw) }
            return String(cString: raw)
        }
        set {
            // SDL copies the string; an empty string clears the clipboard.
            _ = SDL_SetClipboardText(newValue ?? "")
        }
    }
}
