import Foundation
import Render
import Widgets

/// `handheld bench --collection --diff N`: applying a snapshot of N items with N/10 changes to a diffable
/// data source on a collection view in a window (a three-column grid, as the scroll benchmark's). The
/// changes are a fixed mix, a third each: items deleted, items inserted, items moved elsewhere, spread over
/// the list by a fixed generator, so runs repeat. Each apply is timed from the call to its return (the
/// difference, the batch update, the layout and the cells' new frames; the animation then plays on the
/// clock), alternating between the two snapshots. Prints `diff items=N changes=C diff_ms_median=…`; the
/// issue's goal is under 5 ms for 10,000 items in a release build.
@MainActor
enum DiffBenchmark {
    nonisolated static let itemRange = 10...1_000_000
    static let repeats = 21

    static func run(items: Int, fonts: FontLibrary) -> [String] {
        let size = Size(width: 375, height: 667)
        let clock = ManualClock()
        let window = Window(size: size, clock: clock, textMeasurer: fonts,
                            traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 1))
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
                                                     subitems: [item])
        let collection = CollectionView(frame: Rect(size: size), collectionViewLayout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        window.rootView.addSubview(collection)
        let source = CollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { cv, path, _ in
            cv.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
        }
        let (first, second, changes) = snapshots(items: items)
        source.apply(first, animatingDifferences: false)
        window.layoutIfNeeded()
        var times: [Double] = []
        for k in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            source.apply(k % 2 == 0 ? second : first, animatingDifferences: true)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            // Let the animation finish before the next apply, as a user's next change would.
            for _ in 0..<30 { clock.advance(by: 1.0 / 60); _ = window.advanceFrame() }
        }
        var lines: [String] = []
        #if DEBUG
        lines.append("note: this is a debug build; use a release build for figures worth quoting")
        #endif
        let s = Stats(times)
        lines.append(String(format: "diff items=%d changes=%d diff_ms_median=%.3f", items, changes, s.median))
        return lines
    }

    /// The two snapshots: 0..<N, and the same with N/10 changes: a third deleted, a third new ones inserted,
    /// the rest moved.
    static func snapshots(items: Int) -> (DiffableDataSourceSnapshot<Int, Int>, DiffableDataSourceSnapshot<Int, Int>, Int) {
        var a = DiffableDataSourceSnapshot<Int, Int>()
        a.appendSections([0])
        a.appendItems(Array(0..<items))
        let changes = items / 10, third = changes / 3
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        var list = Array(0..<items)
        for _ in 0..<third { list.remove(at: next(list.count)) }
        for k in 0..<third { list.insert(items + k, at: next(list.count + 1)) }
        for _ in 0..<(changes - 2 * third) {
            let moved = list.remove(at: next(list.count))
            list.insert(moved, at: next(list.count + 1))
        }
        var b = DiffableDataSourceSnapshot<Int, Int>()
        b.appendSections([0])
        b.appendItems(list)
        return (a, b, changes)
    }
}
