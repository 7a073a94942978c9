internal import CSDL

/// Wakes a thread sleeping in `NativeWindow.waitEvent(timeout:)` from any thread, without SDL types in
/// the caller: it pushes an event of a type registered for the purpose, which `pollEvents()` then drops
/// (the translator ignores unknown types). `SDL_PushEvent` is documented thread-safe, and on X11 and
/// Wayland since SDL 2.0.16 it wakes `SDL_WaitEventTimeout` through the video driver's wake-up event; with
/// drivers that have none (dummy) SDL's wait polls every millisecond, so the push is seen within one.
///
/// This is how work queued for the main thread from elsewhere (a block on the main dispatch queue, a
/// main-actor job) reaches a window that sleeps in SDL: SDL has no run-loop source, so the run loop
/// cannot wake it, but it can wake SDL.
public struct EventWakeUp: Sendable {
    /// The registered event type (SDL hands out user event numbers above `SDL_USEREVENT`).
    private let type: UInt32

    /// Registers the wake-up event type; call it on the main thread once video is started (a window is
    /// open). Nil when SDL has no event numbers left.
    @MainActor
    public init?() {
        let type = SDL_RegisterEvents(1)
        guard type != UInt32.max else { return nil }
        self.type = type
    }

    /// Queues the wake-up event; harmless after SDL has shut its event queue (the push then fails).
    public func wake() {
        var event = SDL_Event()
        event.type = type
        _ = SDL_PushEvent(&event)
    }
}
