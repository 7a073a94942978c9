/// A per-frame callback on the window's clock (CADisplayLink): timers and wall-clock work (a track's
/// playback time) run here, at the start of the frame's animation step, so they are exact on a virtual
/// clock. Motion does not: it runs in the engine, whose timeline slow animations stretch.
@preconcurrency @MainActor
public final class DisplayLink {
    /// Called with the frame time; return false to stop.
    let callback: (Double) -> Bool
    public private(set) var isInvalidated = false

    init(callback: @escaping (Double) -> Bool) {
        self.callback = callback
    }

    /// Stops the link; it will not be called again.
    public func invalidate() { isInvalidated = true }

    func fire(at time: Double) {
        guard !isInvalidated else { return }
        if !callback(time) { isInvalidated = true }
    }
}
