extension Window {
    /// Whether the next `advanceFrame()` has something to lay out or draw. A host that ran main-queue
    /// blocks or timers just before sleeping asks this: their changes (a label's text, a reloaded table)
    /// must be drawn before it sleeps, not when the next event happens to wake it.
    public var needsFrame: Bool { needsDisplay || needsLayoutPass }
}
