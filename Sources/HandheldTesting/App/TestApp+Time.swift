/// Time in a test: it moves only here and in actions, 1/60 s a frame on the app's own virtual clock.
extension TestApp {
    /// Runs frames until `seconds` have passed (rounded to whole frames).
    public func advance(by seconds: Double) {
        guard seconds > 0 else { return }
        session.advance(by: seconds)
    }

    /// Runs frames until nothing is pending (Flutter's `pumpAndSettle`): no animation, transition, scroll
    /// momentum or drag, touch held or timer. Fails after `timeout` seconds of virtual time naming what
    /// still runs; true when settled. A focused field's blinking caret never counts (see
    /// `HeadlessSession.pending`).
    @discardableResult
    public func settle(timeout: Double = 10, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) -> Bool {
        let end = time + timeout
        while true {
            let pending = session.pending
            if pending.isEmpty { return true }
            if time >= end {
                fail("settle(timeout: \(timeout)) gave up: still running after \(timeout) s: "
                     + pending.joined(separator: ", "),
                     at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
                return false
            }
            session.frame()
        }
    }

    /// What keeps the app from settling right now, by name (empty when settled).
    public var pendingWork: [String] { session.pending }
}
