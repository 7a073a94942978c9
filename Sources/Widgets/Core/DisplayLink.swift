/// A per-frame callback on the window's clock (CADisplayLink): scroll momentum, pickers' glides and delayed
/// work run here, in the animation step of the frame, so they are exact on a virtual clock.
@MainActor
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
