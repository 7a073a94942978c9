import Testing
@testable import Widgets

/// Every warning used to be kept: a conflicting cell scrolled 5,000 times left 32,508 blocks and a 30 MB tree.
@Suite("Layout warning log")
struct LayoutWarningLogTests {
    @Test("a conflict met again replaces its older text, at most 64 are kept, and all are counted")
    func boundedLatestPerConflict() {
        var log = LayoutWarningLog()
        log.record("a")
        log.record("b")
        log.record("a")
        #expect(log.latest == ["b", "a"])
        #expect(log.count == 3)
        for index in 0..<200 { log.record("conflict \(index % 100)") }
        #expect(log.latest.count == LayoutWarningLog.capacity)
        #expect(log.latest.first == "conflict 36")
        #expect(log.latest.last == "conflict 99")
        #expect(log.count == 203)
    }
}
