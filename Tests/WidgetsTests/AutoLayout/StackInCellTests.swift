import Render
import Testing
import TestSupport
import Widgets

/// Article 5's cell on constraints: a stack of an 85 pt info container and a 51 pt playback container
/// pinned to the content view, the playback height at `playbackPriority`.
@MainActor
final class TrackLikeCell: TableViewCell {
    let info = View(), playback = View()
    let stack: StackView
    static var playbackPriority = LayoutPriority(999)

    override init(style: Style = .default, reuseIdentifier: String? = nil) {
        stack = StackView(arrangedSubviews: [info, playback], axis: .vertical)
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [info, playback, stack] { view.translatesAutoresizingMaskIntoConstraints = false }
        contentView.addSubview(stack)
        let playbackHeight = playback.heightAnchor.constraint(equalToConstant: 51)
        playbackHeight.priority = Self.playbackPriority
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            info.heightAnchor.constraint(equalToConstant: 85),
            playbackHeight,
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
final class TrackLikeRows: TableViewDataSource {
    var expanded: Set<Int> = []
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "track", for: indexPath) as! TrackLikeCell
        cell.playback.isHidden = !expanded.contains(indexPath.row)
        return cell
    }
}

@MainActor
@Suite("Auto Layout stack views in self-sizing cells")
struct AutoLayoutStackInCellTests {
    @Test("hiding the playback container in a batch update shrinks the row to 85 without a warning at 999")
    func collapsesSilently() throws {
        let (window, clock) = TestSupport.makeWindow()
        var printed: [String] = []
        window.layoutWarningHandler = { printed.append($0) }
        let table = TableView(frame: Rect(size: window.size), style: .plain)
        table.register("track") { TrackLikeCell() }
        let rows = TrackLikeRows()
        rows.expanded = [1]
        table.dataSource = rows
        window.rootView.addSubview(table)
        window.step(clock)
        #expect((0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height } == [85, 136, 85])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TrackLikeCell)
        #expect(cell.playback.frame == Rect(x: 0, y: 85, width: 375, height: 51))
        table.performBatchUpdates {
            rows.expanded = []
            cell.playback.isHidden = true
        }
        window.step(clock, frames: 40)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 85)
        #expect(cell.playback.frame.height == 0)
        #expect(cell.stack.frame.height == 85)
        #expect(printed.isEmpty)
        withExtendedLifetime(rows) {}
    }

    @Test("content taller than a fixed row height conflicts with 'UIView-Encapsulated-Layout-Height', as in UIKit")
    func encapsulatedHeight() {
        let (window, clock) = TestSupport.makeWindow()
        var printed: [String] = []
        window.layoutWarningHandler = { printed.append($0) }
        let table = TableView(frame: Rect(size: window.size), style: .plain)
        table.rowHeight = 44
        table.register("track") { TrackLikeCell() }
        let rows = TrackLikeRows()
        table.dataSource = rows
        window.rootView.addSubview(table)
        window.step(clock, frames: 2)
        #expect(printed.count == 3)  // once per visible row
        let lines = printed.first?.components(separatedBy: "\n") ?? []
        #expect(lines.contains { $0.contains("'UIView-Encapsulated-Layout-Height' TrackLikeCell:0x") && $0.hasSuffix(".height == 44   (active)>\",") })
        #expect(lines.contains { $0.contains("View:0x") && $0.hasSuffix(".height == 85   (active)>\",") || $0.hasSuffix(".height == 85   (active)>\"") })
        #expect(!(printed.first ?? "").contains("(Note: If you're seeing AutoresizingMaskLayoutConstraints"))
        let breaking = lines.firstIndex(of: "Will attempt to recover by breaking constraint ").map { lines[$0 + 1] } ?? ""
        #expect(!breaking.contains("Encapsulated"))
        withExtendedLifetime(rows) {}
    }
}
