import Testing

@Suite("Command line: the layout benchmark")
struct LayoutBenchCommandTests {
    @Test("bench --layout prints one line with the solved frames")
    func oneLine() throws {
        let result = try runHandheld(["bench", "--layout", "chain", "--count", "3", "--resizes", "2"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let lines = result.stdout.split(separator: "\n").filter { !$0.hasPrefix("note:") }
        #expect(lines.count == 1, "stdout: \(result.stdout)")
        #expect(lines.first?.hasPrefix("layout chain cells=3 constraints=58 build_ms=") == true)
        #expect(lines.first?.hasSuffix("last_cell_top=168 last_cell_height=84 checksum=5247") == true)
    }
}
