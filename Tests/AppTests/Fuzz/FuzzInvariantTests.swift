import Render
import Testing
@testable import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// The invariants are only worth the fuzzer's time if they catch what they claim to: each test breaks a
/// settled, consistent screen in one way and expects the one-line reason.
@MainActor
@Suite("Fuzz invariants")
struct FuzzInvariantTests {
    /// Master-detail on an iPhone 8, showing an entry's detail, settled.
    func detailShown() throws -> (HeadlessHarness, NavigationController) {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "master-detail")
        try harness.run("tap #entry-0\nwait 1")
        let navigation = try #require(Interruption.push.frontNavigation(harness.simulator))
        #expect(FuzzInvariants.settledState(harness.simulator) == [])
        return (harness, navigation)
    }

    @Test("a page left in a navigation container beside the top one")
    func strayPage() throws {
        let (harness, navigation) = try detailShown()
        navigation.view.insertSubview(View(), belowSubview: navigation.navigationBar)
        let problem = try #require(FuzzInvariants.navigationStacks(harness.simulator, settled: false))
        #expect(problem.hasPrefix("NavigationController [Master, Detail] shows [View of DetailViewController, View]"))
    }

    @Test("a top page hidden, faded or moved")
    func topPageNotShown() throws {
        let (harness, navigation) = try detailShown()
        let page: View = try #require(navigation.topViewController).view
        page.isHidden = true
        #expect(FuzzInvariants.navigationStacks(harness.simulator, settled: false)?.hasSuffix("is hidden") == true)
        page.isHidden = false
        page.alpha = 0.5
        #expect(FuzzInvariants.navigationStacks(harness.simulator, settled: true)?.hasSuffix("has alpha 0.5") == true)
        page.alpha = 1
        page.transform = .translation(x: 30, y: 0)
        #expect(FuzzInvariants.navigationStacks(harness.simulator, settled: true)?.contains("is moved by") == true)
    }

    @Test("a bar whose items are not the stack's")
    func barOutOfStep() throws {
        let (harness, navigation) = try detailShown()
        navigation.navigationBar.setItems([navigation.viewControllers[0].navigationItem])
        #expect(FuzzInvariants.navigationStacks(harness.simulator, settled: false)
                == "NavigationController [Master, Detail]'s bar shows [Master] but the stack is [Master, Detail]")
    }

    @Test("a split view expanded in a compact width")
    func splitOutOfStep() throws {
        let (harness, _) = try detailShown()
        let split = try #require(harness.simulator.window.rootViewController as? SplitViewController)
        split.isCollapsed = false
        #expect(FuzzInvariants.splitViews(harness.simulator, settled: false)
                == "MasterDetailSplitViewController is expanded with a compact horizontal size class")
    }

    @Test("a selected row without its highlight, and a table still gliding")
    func selectionAndScrolling() throws {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "master-detail")
        let table = try #require(FuzzInvariants.onScreen(TableView.self, in: harness.simulator).first)
        let path = IndexPath(row: 3, section: 0)
        table.selectRow(at: path, animated: false)
        #expect(FuzzInvariants.settledState(harness.simulator) == [])
        table.cellForRow(at: path)?.selectedBackgroundView.performWithoutAnimation {
            table.cellForRow(at: path)?.selectedBackgroundView.alpha = 0
        }
        #expect(FuzzInvariants.settledState(harness.simulator) == ["row [0, 3] settled with highlight alpha 0, expected 1"])
        table.selectRow(at: nil, animated: false)
        try harness.run("drag 187 500 187 200 0.1")
        #expect(!harness.simulator.isSettled, "a gliding table is not settled")
        #expect(FuzzInvariants.settledState(harness.simulator).contains("TableView #master-table of MasterViewController is still decelerating"))
    }
}
