import Foundation

/// Milliseconds since the process started, for `handheld --print-startup`: counted from the
/// kernel's start time of the process (`/proc/self/stat`, in clock ticks since boot, so to within 10 ms),
/// not from `main`, so loading the binary and its libraries counts too, as it does for the person waiting.
enum StartupTime {
    static func millisecondsSinceProcessStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name (which may hold spaces) start with field 3, the state; the start
        // time is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
        var now = timespec()
        guard hz > 0, clock_gettime(CLOCK_BOOTTIME, &now) == 0 else { return nil }
        let since = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9 - ticks / hz
        return max(0, since * 1000)
    }

    /// The line `--print-startup` prints.
    static func line(_ what: String) -> String {
        let ms = millisecondsSinceProcessStart().map { String(format: "%.0f", $0) } ?? "unknown"
        return "startup: \(what) presented \(ms) ms after the process started"
    }
}
