import Foundation

/// A window's default sink for Auto Layout warnings: each distinct conflict is printed in full the first
/// time it is met, then only counted, with one line at the 10th, 100th, 1,000th… meeting.
///
/// UIKit logs a conflict each time the engine meets it, so a table whose cells conflict logs one block per
/// cell scrolled in; a 100,000-event fuzz run printed tens of thousands of identical blocks. The handler
/// (`Window.layoutWarningHandler`) still receives every warning, as UIKit's log does; only standard error
/// is spared the repeats. Two warnings are the same conflict when their texts are equal once the objects'
/// addresses are left out (`conflictKey`): a scene visited again builds new views, which the engine numbers
/// anew, and its conflict is still the one already printed. At most `capacity` conflicts are remembered;
/// one forgotten and met again is printed in full again.
@MainActor
final class LayoutWarningPrinter {
    /// Distinct conflicts counted; beyond a screen's worth many times over.
    static let capacity = 256

    private var seen: [String: Int] = [:]
    private var order: [String] = []
    private let write: (String) -> Void

    init(write: @escaping (String) -> Void = { Window.printLayoutWarning($0) }) {
        self.write = write
    }

    func print(_ message: String) {
        let key = Self.conflictKey(message)
        if let count = seen[key] {
            let now = count + 1
            seen[key] = now
            if Self.isMilestone(now) { write(Self.repeatLine(message, count: now)) }
            return
        }
        if order.count == Self.capacity { seen[order.removeFirst()] = nil }
        seen[key] = 1
        order.append(key)
        write(message)
    }

    /// The message with every address (`0x` and hex digits, as the engine numbers objects) written `0x?`:
    /// the same constraints between the same kinds of views, whichever instances.
    static func conflictKey(_ message: String) -> String {
        var key = ""
        key.reserveCapacity(message.utf8.count)
        var rest = Substring(message)
        while let range = rest.range(of: "0x") {
            key += rest[..<range.upperBound]
            key += "?"
            rest = rest[range.upperBound...].drop { $0.isHexDigit }
        }
        key += rest
        return key
    }

    /// 10, 100, 1,000…: a count line stays rare however long a run is.
    static func isMilestone(_ n: Int) -> Bool {
        var m = 10
        while m < n { m *= 10 }
        return m == n
    }

    /// One line naming the conflict by the constraint it breaks (the line after "breaking constraint").
    static func repeatLine(_ message: String, count: Int) -> String {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        let breaking = lines.firstIndex { $0.hasPrefix("Will attempt to recover by breaking constraint") }
        let name = breaking.flatMap { lines.indices.contains($0 + 1) ? String(lines[$0 + 1]) : nil } ?? String(lines.first ?? "")
        return "[LayoutConstraints] The conflict breaking \(name) met \(count) times (printed once)."
    }
}
