internal import CSDL

/// The one place SDL events become `InputEvent`s (Dear ImGui's `imgui_impl_sdl2` in miniature). Pure
/// functions of the event and the zoom, so tests can feed it hand-built `SDL_Event`s.
enum EventTranslator {
    /// `event` as the toolkit sees it, or nil for events it ignores (moves with another button, other buttons, key
    /// releases, unknown keys…). Window coordinates are divided by `zoom` to get points.
    static func translate(_ event: SDL_Event, zoom: Double) -> InputEvent? {
        let time = Double(event.common.timestamp) / 1000
        func point(_ x: Int32, _ y: Int32) -> Point { Point(x: Double(x) / zoom, y: Double(y) / zoom) }
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue where Int32(event.button.button) == SDL_BUTTON_LEFT:
            return .pointerDown(point(event.button.x, event.button.y), time: time)
        case SDL_MOUSEBUTTONUP.rawValue where Int32(event.button.button) == SDL_BUTTON_LEFT:
            return .pointerUp(point(event.button.x, event.button.y), time: time)
        case SDL_MOUSEMOTION.rawValue where event.motion.state & leftButtonMask != 0:
            return .pointerMove(point(event.motion.x, event.motion.y), time: time)
        case SDL_MOUSEMOTION.rawValue where event.motion.state == 0:
            return .hover(point(event.motion.x, event.motion.y), time: time)
        case SDL_MOUSEWHEEL.rawValue:
            let w = event.wheel
            let flip = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1.0 : 1.0
            // SDL 2.26 reports where the pointer was; (0, 0) from older producers is indistinguishable
            // from the corner, which is harmless for a scroll target.
            return .wheel(dx: Double(w.preciseX) * flip, dy: Double(w.preciseY) * flip,
                          at: point(w.mouseX, w.mouseY), time: time)
        case SDL_KEYDOWN.rawValue:
            guard let key = key(for: event.key.keysym.sym) else { return nil }
            return .key(key, modifiers(UInt32(event.key.keysym.mod)))
        case SDL_TEXTINPUT.rawValue:
            let text = textInput(event.text)
            return text.isEmpty ? nil : .text(text)
        case SDL_TEXTEDITING.rawValue:
            // `start` is the caret within the composition, in characters (SDL counts UTF-8 code points).
            let text = utf8(event.edit.text)
            return .markedText(text, cursor: max(0, min(text.count, Int(event.edit.start))))
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_RESIZED.rawValue:
                return .windowResized
            case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue:
                return .windowExposed
            case SDL_WINDOWEVENT_CLOSE.rawValue:
                return .quit
            default:
                return nil
            }
        case SDL_QUIT.rawValue:
            return .quit
        default:
            return nil
        }
    }

    /// The UTF-8 text of a text-input event: a fixed 32-byte C array, NUL-terminated.
    static func textInput(_ event: SDL_TextInputEvent) -> String { utf8(event.text) }

    /// A fixed-size C character array (SDL's text fields) read up to its NUL as UTF-8.
    static func utf8<Bytes>(_ array: Bytes) -> String {
        withUnsafeBytes(of: array) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `SDL_BUTTON_LMASK` (a function-like macro, so not imported).
    static let leftButtonMask: UInt32 = 1 << (UInt32(SDL_BUTTON_LEFT) - 1)

    static func modifiers(_ mod: UInt32) -> Modifiers {
        var m: Modifiers = []
        if mod & KMOD_CTRL.rawValue != 0 { m.insert(.ctrl) }
        if mod & KMOD_SHIFT.rawValue != 0 { m.insert(.shift) }
        if mod & KMOD_ALT.rawValue != 0 { m.insert(.alt) }
        if mod & KMOD_GUI.rawValue != 0 { m.insert(.super) }
        return m
    }

    /// The key for an SDL keycode. Printable keys have their ASCII character as keycode (lowercase
    /// letters whatever the shift state), the rest are looked up.
    static func key(for sym: SDL_Keycode) -> Key? {
        if sym >= 32 && sym < 127, let scalar = Unicode.Scalar(UInt32(sym)) {
            if sym == 32 { return .space }
            return Key(name: String(Character(scalar)))
        }
        return namedKeys[sym]
    }

    private static let namedKeys: [SDL_Keycode: Key] = {
        func code(_ k: SDL_KeyCode) -> SDL_Keycode { SDL_Keycode(truncatingIfNeeded: k.rawValue) }
        var table: [SDL_Keycode: Key] = [
            code(SDLK_RETURN): .return, code(SDLK_KP_ENTER): .return, code(SDLK_RETURN2): .return,
            code(SDLK_ESCAPE): .escape, code(SDLK_TAB): .tab, code(SDLK_BACKSPACE): .backspace,
            code(SDLK_DELETE): .delete, code(SDLK_INSERT): .insert, code(SDLK_HOME): .home, code(SDLK_END): .end,
            code(SDLK_PAGEUP): .pageUp, code(SDLK_PAGEDOWN): .pageDown,
            code(SDLK_LEFT): .left, code(SDLK_RIGHT): .right, code(SDLK_UP): .up, code(SDLK_DOWN): .down,
            code(SDLK_KP_DIVIDE): .slash,
            // The keypad's plus and minus act as the main row's = and - (the text-size shortcuts).
            code(SDLK_KP_PLUS): Key(name: "=")!, code(SDLK_KP_MINUS): Key(name: "-")!,
        ]
        let functionKeys = [SDLK_F1, SDLK_F2, SDLK_F3, SDLK_F4, SDLK_F5, SDLK_F6, SDLK_F7, SDLK_F8, SDLK_F9,
                            SDLK_F10, SDLK_F11, SDLK_F12]
        for (i, k) in functionKeys.enumerated() { table[code(k)] = .function(i + 1) }
        return table
    }()
}
