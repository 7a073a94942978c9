/// What the window reports to the toolkit, already in points and seconds, with SDL left behind.
///
/// The mouse stands in for a single finger: the left button going down, moving and coming up become
/// `pointerDown`, `pointerMove`, `pointerUp`. Moves with no button held are `hover`, a kind of their own:
/// a touch screen has no hover, so the app never sees them as touches; the simulator's inspector (and
/// later pointer effects, UIKit's UIHoverGestureRecognizer on iPad) use them.
public enum InputEvent: Sendable, Equatable {
    case pointerDown(Point, time: Double)
    case pointerMove(Point, time: Double)
    case pointerUp(Point, time: Double)
    /// The mouse moved with no button held: no touch, only for the inspector's highlight.
    case hover(Point, time: Double)
    /// A scroll wheel or touchpad scroll in wheel notches (fractional on touchpads). Positive `dy` is the
    /// wheel turned away from the user (content moves toward its top, as SDL reports it); `at` is the pointer
    /// position when known.
    case wheel(dx: Double, dy: Double, at: Point?, time: Double)
    /// A key press (and its auto-repeats) with the modifiers held.
    case key(Key, Modifiers)
    /// Text typed (SDL_TEXTINPUT): what the keyboard layout and input method made of the keys, so a
    /// shifted "d" arrives as "D". A text-input responder receives it as `insertText(_:)`; Backspace stays a
    /// `key` event.
    case text(String)
    /// An input method's composition in progress (SDL_TEXTEDITING): the provisional text the user has not
    /// confirmed yet (pinyin before a character is picked, a dead key's accent) and the caret's position in
    /// it, in characters. Empty text ends the composition; the confirmed text follows as `text`.
    case markedText(String, cursor: Int)
    case windowResized
    /// The window's contents were lost (uncovered, restored) and must be drawn again.
    case windowExposed
    /// The window was closed or the process was asked to stop (Ctrl-C in the terminal).
    case quit
}
