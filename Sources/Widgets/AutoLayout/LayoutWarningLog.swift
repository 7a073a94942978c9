/// The layout warnings a window keeps for its tree JSON: the latest of each conflict and a count of all.
///
/// A conflict inside a table cell is met again each time a cell scrolls in (UIKit logs it each time),
/// so keeping every warning grew without end: 5,000 scrolls of a conflicting track list kept 32,508
/// blocks and a 30 MB tree. Two warnings are the same conflict when their texts are equal: a text lists
/// the constraints of the set by the engine's stable numbering of objects, so a recycled cell meeting
/// its conflict again writes the same text, and the newer replaces the older. At most `capacity`
/// distinct conflicts are kept, the least recently met dropped first.
struct LayoutWarningLog {
    /// Distinct conflicts kept; far more than a screen's worth (a scene reports a handful).
    static let capacity = 64

    /// The latest warning of each conflict kept, least recently met first.
    private(set) var latest: [String] = []
    /// Every warning reported, repeats and dropped ones included.
    private(set) var count = 0

    mutating func record(_ message: String) {
        count += 1
        if let index = latest.firstIndex(of: message) {
            latest.remove(at: index)
        } else if latest.count == Self.capacity {
            latest.removeFirst()
        }
        latest.append(message)
    }

    /// Forgets the kept warnings (a new scene lists only its own conflicts); the count of every warning
    /// reported goes on.
    mutating func removeAll() {
        latest.removeAll()
    }
}
