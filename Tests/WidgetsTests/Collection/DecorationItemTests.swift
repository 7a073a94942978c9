import Render
import Testing
import TestSupport
@testable import Widgets

/// A section background class, as an app registers one: counts what the collection view applied to it.
final class SectionBackdrop: CollectionReusableView {
    var appliedKinds: [String] = []
    override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        appliedKinds.append(layoutAttributes.representedElementKind ?? "")
    }
}

@MainActor
@Suite("Decoration items")
struct DecorationItemTests {
    static let kind = "section-background"

    /// The compositional grid section (three items a row, 40 pt pinned header) with a background 5 pt in.
    static func decoratedGrid() -> CollectionViewCompositionalLayout {
        let section = CompositionalLayoutTests.gridSection()
        let background = CollectionLayoutDecorationItem.background(elementKind: kind)
        background.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = CollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackdrop.self, forDecorationViewOfKind: kind)
        return layout
    }

    /// Section 0's height in the grid: the 40 pt header and three rows a third of 343 pt tall, 10 pt apart.
    static let section0Height = 40 + 343.0 + 20

    @Test("a section background spans the section, header included, less its insets, and is behind every cell")
    func spansSection() throws {
        let (window, _, collection, _) = makeCollection([7, 3], layout: Self.decoratedGrid())
        _ = window
        let first = try #require(collection.decorationView(ofKind: Self.kind, at: IndexPath(item: 0, section: 0)) as? SectionBackdrop)
        #expect(first.frame == Rect(x: 5, y: 5, width: 365, height: Self.section0Height - 10))
        let second = try #require(collection.decorationView(ofKind: Self.kind, at: IndexPath(item: 0, section: 1)))
        #expect(abs(Double(second.frame.minY) - (Self.section0Height + 5)) < 1e-9)
        let oneRowSection: Double = 40 + 343.0 / 3
        let secondHeight = Double(second.frame.height)
        #expect(abs(secondHeight - (oneRowSection - 10)) < 1e-9)
        // Behind every cell and header: the two backgrounds are the collection view's first subviews, in section order.
        let order = collection.subviews
        #expect(order.firstIndex { $0 === first } == 0)
        #expect(order.firstIndex { $0 === second } == 1)
        #expect(first.appliedKinds.last == Self.kind)
        let attributes = try #require(collection.collectionViewLayout.layoutAttributesForDecorationView(
            ofKind: Self.kind, at: IndexPath(item: 0, section: 1)))
        #expect(attributes.representedElementCategory == .decorationView)
        #expect(attributes.representedElementKind == Self.kind)
        #expect(attributes.frame == second.frame)
        #expect(collection.collectionViewLayout.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("decoration views show in the tree JSON with their kind and section")
    func tree() throws {
        let (_, _, collection, _) = makeCollection([2], layout: Self.decoratedGrid())
        let node = ViewTree.node(for: collection)
        guard case .array(let children) = node["children"] else { Issue.record("no children"); return }
        let backgrounds = children.filter { $0["decorationKind"] == .string(Self.kind) }
        #expect(backgrounds.count == 1)
        #expect(backgrounds.first?["indexPath"] == .array([.number(0), .number(0)]))
        #expect(backgrounds.first?["type"] == .string("SectionBackdrop"))
    }

    @Test("backgrounds are reused by kind as sections scroll in and out of view")
    func reuse() {
        // Ten sections of 30 items: each section is 40 + 10 rows of 114.33 + 90 pt spacing ≈ 1273 pt.
        let (window, clock, collection, _) = makeCollection(Array(repeating: 30, count: 10), layout: Self.decoratedGrid())
        #expect(collection.decorations.count == 1)
        var most = 0
        for step in 1...60 {
            collection.setContentOffset(Point(x: 0, y: Double(step) * 200), animated: false)
            window.step(clock)
            most = max(most, collection.decorations.count)
            let shown = Set(collection.indexPathsForVisibleItems.map(\.section))
            // Every section with a visible cell shows its background, and no other does.
            #expect(shown.isSubset(of: Set(collection.decorations.keys.map(\.indexPath.section))))
        }
        #expect(most == 2)
        #expect(collection.decorationViewsCreated <= 3)
        #expect(collection.decorations.keys.allSatisfy { $0.kind == Self.kind })
    }

    @Test("a list section takes a background too, over its header gap and rows")
    func listSection() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .none
        let layout = CollectionViewCompositionalLayout { _, size in
            let section = CollectionLayoutSection.list(using: configuration, layoutEnvironment: size)
            section.decorationItems = [.background(elementKind: Self.kind)]
            return section
        }
        layout.register(SectionBackdrop.self, forDecorationViewOfKind: Self.kind)
        let (_, _, collection, _) = makeCollection([3, 2], layout: layout)
        let first = try #require(collection.decorationView(ofKind: Self.kind, at: IndexPath(item: 0, section: 0)))
        let second = try #require(collection.decorationView(ofKind: Self.kind, at: IndexPath(item: 0, section: 1)))
        let lastRow = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        #expect(first.frame.minY == 0)
        #expect(first.frame.width == 375)
        // Section 0 ends with the grouped half gap under its last row; section 1's background starts there.
        #expect(Double(first.frame.maxY) == Double(lastRow.frame.maxY) + TableView.groupedHalfGap)
        #expect(second.frame.minY == first.frame.maxY)
    }

    @Test("a new layout drops the old layout's decoration views")
    func newLayout() {
        let (window, clock, collection, _) = makeCollection([4], layout: Self.decoratedGrid())
        #expect(collection.decorations.count == 1)
        collection.collectionViewLayout = CollectionViewCompositionalLayout(section: CompositionalLayoutTests.gridSection())
        window.step(clock)
        #expect(collection.decorations.isEmpty)
        #expect(!collection.subviews.contains { $0 is SectionBackdrop })
    }
}
