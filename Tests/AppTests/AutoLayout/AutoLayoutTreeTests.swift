import Render
import Testing
import TestSupport
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

@MainActor
@Suite("Auto Layout in the tree JSON")
struct AutoLayoutTreeTests {
    @Test("the tree gains layoutWarnings at the end only once a conflict was reported")
    func layoutWarnings() throws {
        let (sim, clock) = try makeSimulator("iphone-8")
        var printed: [String] = []
        sim.window.layoutWarningHandler = { printed.append($0) }
        step(sim, clock, frames: 1)
        guard case let .object(before) = sim.treeDocument() else { Issue.record("not an object"); return }
        #expect(!before.contains { $0.0 == "layoutWarnings" })
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        sim.window.rootView.addSubview(box)
        LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10),
                                   box.widthAnchor.constraint(equalToConstant: 20)])
        step(sim, clock, frames: 2)
        guard case let .object(after) = sim.treeDocument() else { Issue.record("not an object"); return }
        #expect(after.map(\.0).suffix(2) == ["root", "layoutWarnings"])
        guard case let .array(warnings)? = after.last?.1 else { Issue.record("no array"); return }
        #expect(warnings.count == 1 && printed.count == 1)
        if case let .string(text)? = warnings.first {
            #expect(text == printed[0])
            #expect(text.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
        } else {
            Issue.record("not a string")
        }
    }

    /// The bug: after a scene change the tree still listed the previous scene's conflicts.
    @Test("a scene change clears the previous scene's layoutWarnings")
    func warningsClearedOnSceneChange() throws {
        let (sim, clock) = try makeSimulator("iphone-8")
        sim.window.layoutWarningHandler = { _ in }
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        sim.window.rootView.addSubview(box)
        LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10),
                                   box.widthAnchor.constraint(equalToConstant: 20)])
        step(sim, clock, frames: 2)
        #expect(sim.window.layoutWarnings.count == 1)
        try sim.show(try SceneCatalog.named("settings"))
        step(sim, clock, frames: 2)
        #expect(sim.window.layoutWarnings.isEmpty)
        guard case let .object(after) = sim.treeDocument() else { Issue.record("not an object"); return }
        #expect(!after.contains { $0.0 == "layoutWarnings" })
    }
}
