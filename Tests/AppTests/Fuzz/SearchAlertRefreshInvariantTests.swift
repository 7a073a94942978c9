import Render
import Testing
@testable import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// The fuzz invariants for search, alerts and refresh catch what they claim to, and a consistent screen
/// passes them.
@MainActor
@Suite("Fuzz invariants: search, alerts, refresh")
struct SearchAlertRefreshInvariantTests {
    /// The first navigation controller on screen.
    func navigation(_ harness: HeadlessHarness) throws -> NavigationController {
        try #require(FuzzInvariants.onScreen(NavigationController.self, in: harness.simulator).first)
    }

    @Test("an active inbox search has the bar slid away; a bar left hidden for a search that keeps it is reported")
    func searchAndBar() throws {
        let harness = try HeadlessHarness(device: "iphone-15", scene: "mail")
        try harness.run("wait 0.5\npress 200 300\nmove 200 310 0.05\nmove 200 420 0.3\nrelease\nwait 1.2")
        try harness.run("tap #search-field\nwait 0.6")
        let search = try #require(try navigation(harness).topViewController?.navigationItem.searchController)
        #expect(search.isActive)
        #expect(FuzzInvariants.searchMatchesNavigationBar(harness.simulator) == nil)
        #expect(FuzzInvariants.settledState(harness.simulator) == [])
        // Changed without a layout yet, the bar is still away though the search now keeps it.
        search.hidesNavigationBarDuringPresentation = false
        let problem = FuzzInvariants.searchMatchesNavigationBar(harness.simulator) ?? ""
        #expect(problem.hasSuffix("'s search is active (keeping the bar) but its bar is at 15, not 59"))
        try harness.run("wait 0.2")
        #expect(FuzzInvariants.searchMatchesNavigationBar(harness.simulator) == nil)
        try harness.run("tap \"Cancel\"\nwait 0.6")
        #expect(!search.isActive)
        #expect(FuzzInvariants.settledState(harness.simulator) == [])
    }

    @Test("one alert passes; an alert presented over another is reported")
    func twoAlerts() throws {
        let harness = try HeadlessHarness(device: "iphone-15", scene: "alerts")
        try harness.run("wait 0.5\ntap #alert-simple\nwait 0.6")
        #expect(FuzzInvariants.oneAlertAtMost(harness.simulator) == nil)
        var top = try #require(harness.simulator.window.rootViewController)
        while let next = top.presentedViewController { top = next }
        #expect(top is AlertController)
        top.present(AlertController(title: "Second", message: nil, preferredStyle: .alert), animated: false)
        try harness.run("wait 0.1")
        #expect(FuzzInvariants.oneAlertAtMost(harness.simulator) == "2 alerts are presented at once")
    }

    @Test("a refresh that never ends is reported after the limit; one that ends is forgotten")
    func refreshEnds() {
        var watch = RefreshWatch()
        let control = RefreshControl()
        control.identifier = "refresh"
        #expect(watch.check([control], now: 0, factor: 1) == nil)
        control.beginRefreshing()
        #expect(watch.check([control], now: 1, factor: 1) == nil)
        #expect(watch.check([control], now: 10.5, factor: 1) == nil)
        #expect(watch.check([control], now: 11.5, factor: 1) == "refresh control #refresh is still refreshing 10.5 s after it began")
        // Slow animations stretch the limit tenfold.
        #expect(watch.check([control], now: 11.5, factor: 10) == nil)
        control.endRefreshing()
        #expect(watch.check([control], now: 12, factor: 1) == nil)
        control.beginRefreshing()
        #expect(watch.check([control], now: 13, factor: 1) == nil)
    }
}
