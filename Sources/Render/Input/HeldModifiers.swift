internal import CSDL

extension NativeWindow {
    /// The modifier keys held right now, for mouse events (SDL reports modifiers with keys only): Alt on
    /// a drag makes two fingers, as the iOS Simulator's Option key does.
    public var heldModifiers: Modifiers {
        EventTranslator.modifiers(UInt32(SDL_GetModState().rawValue))
    }
}
