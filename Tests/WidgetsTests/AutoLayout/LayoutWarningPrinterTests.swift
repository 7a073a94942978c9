import Testing
@testable import Widgets

/// Standard error gets each distinct layout conflict once, then a count line at 10, 100, 1,000… meetings
/// (a long fuzz run used to print every repeat of a cell's conflict).
@MainActor
@Suite("Layout warning printer")
struct LayoutWarningPrinterTests {
    static let conflict = LayoutEngine.unsatisfiableMessage(["<LayoutConstraint:0x1 View:0x2.height == 51   (active)>"],
                                                            breaking: "<LayoutConstraint:0x1 View:0x2.height == 51   (active)>",
                                                            mentionsAutoresizing: false)

    @Test("a conflict met 1,000 times prints in full once and three count lines; another conflict prints in full")
    func distinctOnceWithCount() {
        var written: [String] = []
        let printer = LayoutWarningPrinter { written.append($0) }
        for _ in 0..<1_000 { printer.print(Self.conflict) }
        printer.print("another conflict")
        #expect(written == [
            Self.conflict,
            "[LayoutConstraints] The conflict breaking <LayoutConstraint:0x1 View:0x2.height == 51   (active)> met 10 times (printed once).",
            "[LayoutConstraints] The conflict breaking <LayoutConstraint:0x1 View:0x2.height == 51   (active)> met 100 times (printed once).",
            "[LayoutConstraints] The conflict breaking <LayoutConstraint:0x1 View:0x2.height == 51   (active)> met 1000 times (printed once).",
            "another conflict",
        ])
    }

    @Test("the same conflict between new instances (new addresses, as a scene visited again) counts as a repeat")
    func newInstancesRepeat() {
        var written: [String] = []
        let printer = LayoutWarningPrinter { written.append($0) }
        for visit in 1...10 {
            let a = String(2 * visit, radix: 16), b = String(2 * visit + 1, radix: 16)
            printer.print(LayoutEngine.unsatisfiableMessage(["<LayoutConstraint:0x\(a) View:0x\(b).height == 51   (active)>"],
                                                            breaking: "<LayoutConstraint:0x\(a) View:0x\(b).height == 51   (active)>",
                                                            mentionsAutoresizing: false))
        }
        #expect(written.count == 2)
        #expect(written[0].contains("<LayoutConstraint:0x2 View:0x3.height == 51"))
        #expect(written[1] == "[LayoutConstraints] The conflict breaking <LayoutConstraint:0x14 View:0x15.height == 51   (active)> met 10 times (printed once).")
        #expect(LayoutWarningPrinter.conflictKey("a:0x1f b:0xabc 0x") == "a:0x? b:0x? 0x?")
    }

    @Test("only 10, 100, 1,000… are milestones")
    func milestones() {
        #expect((1...20_000).filter(LayoutWarningPrinter.isMilestone) == [10, 100, 1_000, 10_000])
    }

    @Test("past its capacity the least recent conflict is forgotten and printed in full when met again")
    func bounded() {
        var written: [String] = []
        let printer = LayoutWarningPrinter { written.append($0) }
        for i in 0...LayoutWarningPrinter.capacity { printer.print("conflict \(i)") }
        printer.print("conflict 0")
        printer.print("conflict \(LayoutWarningPrinter.capacity)")
        #expect(written.count == LayoutWarningPrinter.capacity + 2)
        #expect(written.last == "conflict 0")
    }
}
