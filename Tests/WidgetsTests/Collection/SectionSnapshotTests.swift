import Foundation
import Render
import Testing
import TestSupport
@testable import Widgets

/// Outlines: the section snapshot's model, and expanding and collapsing in a list collection view.
@MainActor
@Suite("Section snapshots")
struct SectionSnapshotTests {
    static func outline() -> DiffableDataSourceSectionSnapshot<String> {
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["A", "B"])
        outline.append(["A1", "A2"], to: "A")
        outline.append(["A2x"], to: "A2")
        outline.append(["B1"], to: "B")
        return outline
    }

    @Test("visible items are the roots until parents expand; levels, parents and every item go depth first")
    func model() {
        var outline = Self.outline()
        #expect(outline.rootItems == ["A", "B"])
        #expect(outline.items == ["A", "A1", "A2", "A2x", "B", "B1"])
        #expect(outline.visibleItems == ["A", "B"])
        outline.expand(["A2"])
        #expect(outline.visibleItems == ["A", "B"], "a child of a collapsed parent stays hidden")
        outline.expand(["A"])
        #expect(outline.visibleItems == ["A", "A1", "A2", "A2x", "B"])
        #expect(outline.level(of: "A2x") == 2 && outline.parent(of: "A2x") == "A2")
        #expect(outline.isVisible("A2x") && !outline.isVisible("B1"))
        outline.collapse(["A"])
        #expect(outline.visibleItems == ["A", "B"])
        #expect(outline.isExpanded("A2"))
    }

    @Test("snapshot(of:) copies a subtree with its expansion, and delete removes descendants")
    func subtreeAndDelete() {
        var outline = Self.outline()
        outline.expand(["A2"])
        let sub = outline.snapshot(of: "A")
        #expect(sub.rootItems == ["A1", "A2"] && sub.items == ["A1", "A2", "A2x"] && sub.isExpanded("A2"))
        #expect(outline.snapshot(of: "A", includingParent: true).rootItems == ["A"])
        outline.delete(["A2"])
        #expect(outline.items == ["A", "A1", "B", "B1"])
        #expect(!outline.contains("A2x"))
    }

    /// A list whose section 0 is the outline above, folders with outline disclosures.
    static func outlineList() -> ListFixture {
        let list = ListFixture(.insetGrouped, counts: [0])
        for folder in ["A", "A2", "B"] { list.accessories[folder] = [.outlineDisclosure()] }
        list.source.apply(outline(), to: 0, animatingDifferences: false)
        list.window.step(list.clock)
        return list
    }

    @Test("tapping an outline chevron inserts the children with the update animation and turns the chevron; again removes them")
    func expandAndCollapse() {
        let list = Self.outlineList()
        let names = { list.collection.indexPathsForVisibleItems.map { list.source.itemIdentifier(for: $0)! } }
        #expect(names() == ["A", "B"])
        let folder = list.cell(0)
        let chevron = folder.accessoryViews[0]
        let centre = chevron.convert(Point(x: chevron.bounds.midX, y: chevron.bounds.midY), to: nil)
        list.window.sendPointer(.began, at: centre, time: list.clock.now)
        list.window.sendPointer(.ended, at: centre, time: list.clock.now)
        list.window.step(list.clock)
        #expect(names() == ["A", "A1", "A2", "B"])
        #expect(list.source.snapshot(for: 0).isExpanded("A"))
        // Half way through the 0.3 s update: the new rows fading in, B sliding down, the chevron turning.
        list.window.step(list.clock, frames: 8)
        let child = list.cell(1)
        #expect(child.presentationAlpha > 0 && child.presentationAlpha < 1)
        #expect(child.indentationLevel == 1)
        let b = list.collection.cellForItem(at: IndexPath(item: 3, section: 0))!
        #expect(Double(b.presentationFrame.minY) > 35 + 44 && Double(b.presentationFrame.minY) < 35 + 3 * 44)
        let angle = atan2(Double(chevron.presentationTransform.b), Double(chevron.presentationTransform.a))
        #expect(angle > 0.1 && angle < Double.pi / 2 - 0.1)
        list.window.step(list.clock, frames: 30)
        #expect(child.presentationAlpha == 1)
        #expect(Double(b.presentationFrame.minY) == 35 + 3 * 44)
        #expect(abs(atan2(Double(chevron.presentationTransform.b), Double(chevron.presentationTransform.a)) - Double.pi / 2) < 1e-9)
        #expect(list.cell(0).isOutlineExpanded)
        // Collapse again.
        list.window.sendPointer(.began, at: centre, time: list.clock.now)
        list.window.sendPointer(.ended, at: centre, time: list.clock.now)
        list.window.step(list.clock, frames: 40)
        #expect(names() == ["A", "B"])
        #expect(!list.cell(0).isOutlineExpanded)
        #expect(list.collection.indexPathsForSelectedItems == nil, "the chevron's tap selects nothing")
    }

    @Test("the handlers are asked before expanding and collapsing, and a refusal keeps the outline")
    func handlers() {
        let list = Self.outlineList()
        var log: [String] = []
        list.source.sectionSnapshotHandlers.willExpandItem = { log.append("expand \($0)") }
        list.source.sectionSnapshotHandlers.shouldCollapseItem = { log.append("should collapse \($0)"); return false }
        list.source.toggleExpansion(ofItemAt: IndexPath(item: 1, section: 0), in: list.collection)
        list.source.toggleExpansion(ofItemAt: IndexPath(item: 1, section: 0), in: list.collection)
        #expect(log == ["expand B", "should collapse B"])
        #expect(list.source.snapshot(for: 0).visibleItems == ["A", "B", "B1"])
    }
}
