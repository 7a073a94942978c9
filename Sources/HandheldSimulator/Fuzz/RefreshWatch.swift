import Widgets

/// Remembers when each refresh control on screen began refreshing, so a fuzz run can require that a refresh
/// always ends: every scene ends its refreshes on a timer (the mail inbox after 1 s), so one still running
/// `limit` seconds of virtual time later was never ended, or its `endRefreshing` was lost.
@MainActor
struct RefreshWatch {
    /// How long a refresh may run: the demos' 1 s plus the content settling, with a wide margin.
    static let limit = 10.0
    private var started: [ObjectIdentifier: Double] = [:]

    /// Notes the refreshing controls at `now` and returns a reason for the first that has run too long;
    /// `factor` stretches the limit as slow animations stretch time.
    mutating func check(_ controls: [RefreshControl], now: Double, factor: Double) -> String? {
        var seen: [ObjectIdentifier: Double] = [:]
        var problem: String?
        for control in controls where control.isRefreshing {
            let key = ObjectIdentifier(control)
            let start = started[key] ?? now
            seen[key] = start
            if problem == nil, now - start > Self.limit * factor {
                problem = "refresh control\(control.identifier.map { " #\($0)" } ?? "") is still refreshing \((now - start).compact) s after it began"
            }
        }
        started = seen
        return problem
    }
}
