import CSDL
import Testing
@testable import Render

@Suite("SDL event translation")
struct EventTranslatorTests {
    private func mouseButton(_ type: SDL_EventType, x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT,
                             ms: UInt32 = 1500) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.button.timestamp = ms
        e.button.button = UInt8(button)
        e.button.x = x
        e.button.y = y
        return e
    }

    @Test("left button down and up become pointer events in points at zoom 2")
    func buttons() {
        let down = EventTranslator.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 100, y: 51), zoom: 2)
        #expect(down == .pointerDown(Point(x: 50, y: 25.5), time: 1.5))
        let up = EventTranslator.translate(mouseButton(SDL_MOUSEBUTTONUP, x: 10, y: 20, ms: 2250), zoom: 2)
        #expect(up == .pointerUp(Point(x: 5, y: 10), time: 2.25))
    }

    @Test("other buttons are ignored")
    func otherButtons() {
        #expect(EventTranslator.translate(mouseButton(SDL_MOUSEBUTTONDOWN, x: 1, y: 1, button: SDL_BUTTON_RIGHT), zoom: 1) == nil)
    }

    @Test("motion is a pointer move while the left button is held, a hover (no touch) with no button")
    func motion() {
        var e = SDL_Event()
        e.type = SDL_MOUSEMOTION.rawValue
        e.motion.timestamp = 3000
        e.motion.x = 40
        e.motion.y = 80
        e.motion.state = 0
        // Hover was dropped, so the inspector's highlight could never be reached.
        #expect(EventTranslator.translate(e, zoom: 2) == .hover(Point(x: 20, y: 40), time: 3))
        e.motion.state = 1 << (UInt32(SDL_BUTTON_RIGHT) - 1)
        #expect(EventTranslator.translate(e, zoom: 2) == nil)
        e.motion.state = EventTranslator.leftButtonMask
        #expect(EventTranslator.translate(e, zoom: 2) == .pointerMove(Point(x: 20, y: 40), time: 3))
    }

    @Test("key down carries the key and ctrl+shift; key up is ignored")
    func keys() {
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.keysym.sym = SDL_Keycode(SDLK_d.rawValue)
        e.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue | KMOD_RSHIFT.rawValue | KMOD_NUM.rawValue)
        #expect(EventTranslator.translate(e, zoom: 1) == .key(.letter("d"), [.ctrl, .shift]))
        e.key.keysym.sym = SDL_Keycode(SDLK_F5.rawValue)
        e.key.keysym.mod = UInt16(KMOD_LGUI.rawValue | KMOD_LALT.rawValue)
        #expect(EventTranslator.translate(e, zoom: 1) == .key(.function(5), [.super, .alt]))
        e.key.keysym.sym = SDL_Keycode(SDLK_SLASH.rawValue)
        e.key.keysym.mod = 0
        #expect(EventTranslator.translate(e, zoom: 1) == .key(.slash, []))
        e.key.keysym.sym = SDL_Keycode(SDLK_LEFT.rawValue)
        #expect(EventTranslator.translate(e, zoom: 1) == .key(.left, []))
        e.type = SDL_KEYUP.rawValue
        #expect(EventTranslator.translate(e, zoom: 1) == nil)
    }

    @Test("the keypad's plus and minus arrive as = and -, so Ctrl with them steps the text size")
    func keypadPlusMinus() {
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue)
        e.key.keysym.sym = SDL_Keycode(SDLK_KP_PLUS.rawValue)
        #expect(EventTranslator.translate(e, zoom: 1) == .key(Key(name: "=")!, [.ctrl]))
        e.key.keysym.sym = SDL_Keycode(SDLK_KP_MINUS.rawValue)
        #expect(EventTranslator.translate(e, zoom: 1) == .key(Key(name: "-")!, [.ctrl]))
    }

    @Test("text input becomes a text event with its UTF-8 string; an empty one is ignored")
    func textInput() {
        var e = SDL_Event()
        e.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &e.text.text) { raw in
            for (i, byte) in Array("Dé".utf8).enumerated() { raw[i] = byte }
        }
        #expect(EventTranslator.translate(e, zoom: 1) == .text("Dé"))
        withUnsafeMutableBytes(of: &e.text.text) { raw in raw[0] = 0 }
        #expect(EventTranslator.translate(e, zoom: 1) == nil)
    }

    @Test("an input method's composition becomes marked text with its caret in characters; empty ends it")
    func textEditing() {
        var e = SDL_Event()
        e.type = SDL_TEXTEDITING.rawValue
        withUnsafeMutableBytes(of: &e.edit.text) { raw in
            for (i, byte) in Array("nǐh".utf8).enumerated() { raw[i] = byte }
        }
        e.edit.start = 2
        #expect(EventTranslator.translate(e, zoom: 1) == .markedText("nǐh", cursor: 2))
        e.edit.start = 40
        #expect(EventTranslator.translate(e, zoom: 1) == .markedText("nǐh", cursor: 3), "clamped to the text")
        withUnsafeMutableBytes(of: &e.edit.text) { raw in raw[0] = 0 }
        e.edit.start = 0
        #expect(EventTranslator.translate(e, zoom: 1) == .markedText("", cursor: 0))
    }

    @Test("the wheel reports precise amounts, flipped back when SDL says so, at the pointer in points")
    func wheel() {
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.timestamp = 500
        e.wheel.preciseX = 0
        e.wheel.preciseY = -1.5
        e.wheel.mouseX = 30
        e.wheel.mouseY = 60
        e.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        #expect(EventTranslator.translate(e, zoom: 3) == .wheel(dx: 0, dy: -1.5, at: Point(x: 10, y: 20), time: 0.5))
        e.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        #expect(EventTranslator.translate(e, zoom: 3) == .wheel(dx: 0, dy: 1.5, at: Point(x: 10, y: 20), time: 0.5))
    }

    @Test("quit and window events")
    func windowEvents() {
        var e = SDL_Event()
        e.type = SDL_QUIT.rawValue
        #expect(EventTranslator.translate(e, zoom: 1) == .quit)
        e.type = SDL_WINDOWEVENT.rawValue
        e.window.event = UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue)
        #expect(EventTranslator.translate(e, zoom: 1) == .windowExposed)
        e.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        #expect(EventTranslator.translate(e, zoom: 1) == .windowResized)
        e.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue)
        #expect(EventTranslator.translate(e, zoom: 1) == nil)
    }
}
