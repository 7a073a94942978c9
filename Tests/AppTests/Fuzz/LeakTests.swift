import Render
import Testing
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// The leak checks: every controller and view that leaves the tree — on a scene switch, a pop, a
/// collapse, or cells scrolled off a table — is deallocated once things have settled. Weak references are
/// taken before (`LeakTracker`, shared with the fuzzer), and checked after.
@MainActor
@Suite("Leak checks")
struct LeakTests {
    /// Every scene but the catalog (checked against the catalog below).
    nonisolated static let scenes = ["master-detail", "settings", "top-tracks", "top-tracks-required", "form",
                                          "custom-transition", "gestures", "mail",
                                          "mail-sliding-tabs", "placeholder", "mail-loading", "run-loop", "controls", "alerts",
                                          "date-pickers", "collection", "list", "symbols"]

    /// Does something in each scene so it builds more than its first screen before it is left: a detail
    /// opened and closed, picker rows toggled, a track expanded and played (its ticker is a display link).
    static func exercise(_ scene: String, _ harness: HeadlessHarness) throws {
        switch scene {
        case "master-detail": try harness.run("tap #entry-0\nwait 1\ntap #back\nwait 1\ntap #entry-1\nwait 1")
        case "settings": try harness.run("tap #picker-button\nwait 1\ntap #due-date-row\nwait 1")
        case "top-tracks", "top-tracks-required":
            try harness.run("tap #track-1\nwait 1")
            let cell = try #require(harness.simulator.window.rootView.viewWithIdentifier("track-1") as? TrackCell)
            let play = cell.playback.playButton.presentationFrameInWindow
            try harness.run("tap \(play.midX.rounded().compact) \(play.midY.rounded().compact)\nwait 0.5")
            #expect(cell.playback.playButton.glyph == .pause, "the track did not start playing")
        case "form": try harness.run("tap #name-field\ntype \"Zoë\"\nkey return\nwait 0.5\ntap #notes\ntype \"hi\"\nwait 0.5")
        case "custom-transition": try harness.run("tap #card-green\nwait 1\ndrag 187 300 187 600 0.3\nwait 1")
        case "gestures":
            try harness.run("pinch #zoom 2 0.3\nrotate-fingers #rotor 45 0.3\npress #hold\nwait 0.6\nrelease\n"
                            + "drag 300 514 100 514 0.2\nwait 1")
        // A row swiped open, a tab switch and back, then the compose sheet left up with a draft in it: the
        // scene switch tears the presentation down.
        case "mail": try harness.run("drag 300 140 150 140 0.2\nwait 0.5\ntap \"Settings\"\ntap \"Inbox\"\ntap #compose\nwait 1\ntap #draft-body\nkey h")
        // The background load's hand-back holds the inbox weakly: leaving before it lands frees the scene.
        case "mail-loading": try harness.run("tap \"Settings\"\nwait 0.5\ntap \"Inbox\"\nwait 0.5")
        // Both ways between the tabs, each switch a transition, the second tap ending the first by the one rule.
        case "mail-sliding-tabs": try harness.run("tap \"Settings\"\nwait 0.5\ntap \"Inbox\"\nwait 0.1\ntap \"Settings\"\nwait 0.5")
        // Its probes hold the controller weakly; leaving before they run frees it.
        case "run-loop": try harness.run("wait 0.5")
        // Every control pressed, the stepper held so its repeat timer is live when the scene is left.
        case "controls":
            try harness.run("tap \"Month\"\ndrag #slider 300 0 0.2\ntap #progress-advance\ntap #spinner-toggle\n"
                            + "press #stepper\nwait 0.7")
        // An alert left up with text typed into its field, so the scene switch tears the presentation down.
        case "alerts": try harness.run("tap #alert-ok-cancel\nwait 0.6\ntap \"OK\"\nwait 0.6\ntap #alert-text\nwait 0.8\ntype \"a\"")
        // A day chosen in the inline calendar, then the compact picker's calendar popover left up.
        case "date-pickers": try harness.run("tap #day-3\nwait 0.3\ntap #date-pill\nwait 0.6")
        // A tile selected and the library shuffled, left while its batch update still animates.
        case "collection": try harness.run("tap #photo-3\ntap #shuffle\nwait 0.1")
        // A folder expanded, left while its rows still fade in.
        case "list": try harness.run("tap \"Documents\"\nwait 0.1")
        // The share item tapped and the appearance switched, so the materials redraw dark before leaving.
        case "symbols": try harness.run("tap #share\nappearance dark\nwait 0.5")
        default: try harness.run("tap #box\nwait 0.5")
        }
    }

    @Test("the scene-switch check covers every scene")
    func everyScene() {
        SceneCatalog.registerDemos()
        #expect(Self.scenes == SceneCatalog.all.map(\.name).filter { $0 != "catalog" })
    }

    @Test("opening a scene from the catalog and going back with Ctrl+H frees each scene left", arguments: scenes)
    func sceneSwitch(_ scene: String) throws {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "catalog")
        var catalog = LeakTracker()
        catalog.trackTree(of: harness.simulator.window)
        // The catalog is taller than an iPhone 8: the row is scrolled to about 300 pt from the top first
        // (rows are 75 pt from 119 pt), by wheel turns of at most 300 pt, which the list follows exactly.
        let row = Self.scenes.firstIndex(of: scene)!
        var remaining = max(0, 119 + row * 75 - 300), scroll = ""
        while remaining > 0 {
            scroll += "wheel 0 \(min(300, remaining))\nwait 0.5\n"
            remaining -= min(300, remaining)
        }
        try harness.run("wait 0.2\n\(scroll)tap #catalog-\(scene)\nwait 1")
        #expect(harness.simulator.sceneName == scene)
        #expect(catalog.firstLeak(in: harness.simulator.window) == nil)

        try Self.exercise(scene, harness)
        var left = LeakTracker()
        left.trackTree(of: harness.simulator.window)
        try harness.run("key ctrl+h\nwait 1")
        #expect(harness.simulator.sceneName == "catalog")
        #expect(left.firstLeak(in: harness.simulator.window) == nil)
    }

    @Test("20 pops, by the back button and by the back swipe, free each detail and its bar content")
    func pops() throws {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "master-detail")
        for i in 0..<20 {
            try harness.run("tap #entry-\(i % 8)\nwait 1")
            var tracker = LeakTracker()
            tracker.trackTree(of: harness.simulator.window)
            try harness.run(i.isMultiple(of: 2) ? "tap #back\nwait 1" : "drag 2 300 300 300 0.3\nwait 1")
            #expect(Interruption.push.frontNavigation(harness.simulator)?.viewControllers.count == 1, "pop \(i) did not pop")
            #expect(tracker.firstLeak(in: harness.simulator.window) == nil, "pop \(i)")
        }
    }

    @Test("20 collapses of master-detail on an iPhone 8 Plus free each discarded placeholder column")
    func collapses() throws {
        let harness = try HeadlessHarness(device: "iphone-8-plus", scene: "master-detail")
        let split = try #require(harness.simulator.window.rootViewController as? SplitViewController)
        for i in 0..<20 {
            try harness.run("key ctrl+right\nwait 1")
            #expect(!split.isCollapsed && split.viewControllers.count == 2)
            var tracker = LeakTracker()
            tracker.trackTree(of: harness.simulator.window)
            try harness.run("key ctrl+left\nwait 1")
            #expect(split.isCollapsed)
            #expect(tracker.firstLeak(in: harness.simulator.window) == nil, "collapse \(i)")
        }
    }

    @Test("scrolling top-tracks reuses a bounded set of cells and frees them all with the scene")
    func tableReuse() throws {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "top-tracks")
        // Weak, so that the table can go with its scene.
        weak let table = FuzzInvariants.onScreen(TableView.self, in: harness.simulator).first
        try #require(table != nil)
        var cells: [WeakBox<TableViewCell>] = []
        var tracker = LeakTracker()
        func collect() {
            for cell in table?.visibleCellsInOrder ?? [] where !cells.contains(where: { $0.value === cell }) {
                cells.append(WeakBox(cell))
                tracker.track(cell)
            }
        }
        try harness.run("wait 0.2\ntap #track-1\nwait 1\ntap #track-3\nwait 1")
        for step in 0..<24 {
            collect()
            try harness.run("wheel 0 \(step < 12 ? 250 : -250) 187 400\nwait 0.3")
        }
        collect()
        // Every cell made is on screen or in the pool: none is held anywhere else.
        let created = table?.cellsCreated ?? 0, kept = (table?.liveCellCount ?? 0) + (table?.pooledCellCount ?? 0)
        #expect(cells.count == created)
        #expect(cells.filter { $0.value != nil }.count == kept)
        #expect(created <= 14, "\(created) cells for a screenful of about 8 rows")
        #expect(tracker.firstLeak(in: harness.simulator.window) == nil)

        try harness.run("key ctrl+h\nwait 1")
        #expect(cells.allSatisfy { $0.value == nil }, "\(cells.filter { $0.value != nil }.count) cells outlived their table")
        #expect(tracker.firstLeak(in: harness.simulator.window) == nil)
    }

    @Test("the tracker reports a controller kept alive outside the tree, and not one still in it")
    func trackerFindsLeaks() throws {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "master-detail")
        try harness.run("tap #entry-0\nwait 1")
        let navigation = try #require(Interruption.push.frontNavigation(harness.simulator))
        let detail = try #require(navigation.topViewController)
        var tracker = LeakTracker()
        tracker.trackTree(of: harness.simulator.window)
        #expect(tracker.firstLeak(in: harness.simulator.window) == nil)
        try harness.run("tap #back\nwait 1")
        // `detail` is held by this test, so it outlives its pop.
        #expect(tracker.firstLeak(in: harness.simulator.window) == "DetailViewController is still alive after it left the tree")
        withExtendedLifetime(detail) {}
    }
}
