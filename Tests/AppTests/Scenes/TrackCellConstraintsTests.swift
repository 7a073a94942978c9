import Render
import Testing
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// Seed 5's cells on constraints: a stack of two containers with constant heights, the playback height at
/// 999 in `top-tracks`, so 'UISV-hiding' wins silently, and at 1000 in `top-tracks-required`, the article's
/// first version, which reports UIKit's conflict once per collapsed cell and still lays out.
@MainActor
@Suite("Seed 5: track cells on constraints")
struct TrackCellConstraintsTests {
    static func cells(_ harness: HeadlessHarness) throws -> [TrackCell] {
        let table = try #require(FuzzInvariants.onScreen(TableView.self, in: harness.simulator).first)
        return table.visibleCellsInOrder.compactMap { $0 as? TrackCell }
    }

    static func warnings(_ harness: HeadlessHarness) -> [String] {
        guard case let .object(pairs) = harness.simulator.treeDocument(),
              case let .array(list)? = pairs.first(where: { $0.0 == "layoutWarnings" })?.1 else { return [] }
        return list.compactMap { if case let .string(text) = $0 { text } else { nil } }
    }

    /// A collapsed row: 84 pt, the stack 60 pt inside its 12 pt margins, the controls 0 pt tall.
    static func expectCollapsed(_ cell: TrackCell) {
        #expect(cell.frame.height == 84)
        #expect(cell.stack.frame == Rect(x: cell.leadingMargin, y: 12, width: cell.frame.width - cell.leadingMargin - 16,
                                         height: 60))
        #expect(cell.info.frame.height == 60)
        #expect(cell.playback.isHidden && cell.playback.frame.height == 0)
    }

    @Test("in top-tracks a hidden playback container has height 0 with no warning, and 51 when shown")
    func hidingWinsSilently() throws {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "top-tracks")
        try harness.run("wait 0.5")
        let cells = try Self.cells(harness)
        #expect(cells.count >= 8)
        for cell in cells { Self.expectCollapsed(cell) }
        #expect(cells.allSatisfy { $0.playbackHeightConstraint.priority == LayoutPriority(999) })

        try harness.run("tap #track-2\nwait 1")
        let cell = try #require(harness.simulator.window.rootView.viewWithIdentifier("track-2") as? TrackCell)
        #expect(cell.frame.height == 143)
        #expect(cell.playback.frame.height == 51)
        try harness.run("tap #track-2\nwait 1")
        Self.expectCollapsed(cell)
        #expect(Self.warnings(harness).isEmpty)
        #expect(harness.simulator.window.layoutWarnings.isEmpty)
    }

    @Test("top-tracks-required reports one conflict per visible collapsed cell and still lays the rows out")
    func requiredHeightConflicts() throws {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "top-tracks-required")
        harness.simulator.window.layoutWarningHandler = { _ in }
        try harness.run("wait 0.5")
        let cells = try Self.cells(harness)
        let collapsed = cells.filter { $0.playback.isHidden }
        #expect(collapsed.count == cells.count && cells.count >= 8)
        let warnings = Self.warnings(harness)
        #expect(warnings.count == collapsed.count)
        for warning in warnings {
            #expect(warning.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
            #expect(warning.contains("'UISV-hiding'"))
            #expect(warning.contains(".height == 51   (active)>"))
        }
        for cell in cells { Self.expectCollapsed(cell) }
    }
}
