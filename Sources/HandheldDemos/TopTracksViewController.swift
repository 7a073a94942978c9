import Render
import Widgets

/// Seed 5: a table of tracks whose cells expand to show playback controls. The controls are the second
/// arranged subview of a vertical stack view; hiding it makes it take no space, and the row animates to
/// its new self-sized height.
final class TopTracksViewController: TableViewController, TableViewDataSource, TableViewDelegate {
    let store: TrackStore
    /// The priority of each cell's 51 pt playback height: 999 settles seed 5; 1000 is the article's first
    /// version, which conflicts with 'UISV-hiding' in every collapsed cell.
    let playbackPriority: LayoutPriority
    /// The next whole-second update of the playing tracks.
    private var ticker: DisplayLink?
    private var lastTick: Double?

    init(store: TrackStore, playbackPriority: LayoutPriority = TrackCell.playbackPriority) {
        self.store = store
        self.playbackPriority = playbackPriority
        super.init(style: .plain)
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    static func inNavigation(playbackPriority: LayoutPriority = TrackCell.playbackPriority) throws -> ViewController {
        let store = try TrackStore.load(from: try TrackStore.fixturePath)
        return NavigationController(rootViewController: TopTracksViewController(store: store, playbackPriority: playbackPriority))
    }

    override func viewDidLoad() {
        title = "Top Tracks"
        tableView.identifier = "tracks-table"
        tableView.rowHeight = TableView.automaticDimension
        tableView.estimatedRowHeight = 84
        let priority = playbackPriority
        tableView.register("track") { TrackCell(style: .default, reuseIdentifier: nil, playbackPriority: priority) }
        tableView.dataSource = self
        tableView.delegate = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { store.tracks.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "track", for: indexPath) as! TrackCell
        let track = store.tracks[indexPath.row]
        cell.configure(track, expanded: store.isExpanded(track.rank), playing: store.isPlaying(track.rank),
                       elapsed: store.elapsedTime(track.rank))
        cell.onPlayPause = { [weak self] in self?.togglePlayback(track.rank) }
        return cell
    }

    /// A tap toggles the row's playback controls: the model changes, then the stack hides or shows them
    /// inside the table's update so the row height animates with it; the row is deselected with animation.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let track = store.tracks[indexPath.row]
        store.toggleExpanded(track.rank)
        let expanded = store.isExpanded(track.rank)
        tableView.animate(withDuration: TableView.updateDuration, options: [.allowUserInteraction, .beginFromCurrentState]) {
            (tableView.cellForRow(at: indexPath) as? TrackCell)?.setExpanded(expanded)
            tableView.beginUpdates()
            tableView.endUpdates()
        }
        tableView.deselectRow(at: indexPath, animated: true)
    }

    private func togglePlayback(_ rank: Int) {
        catchUp()
        store.togglePlaying(rank)
        refreshVisibleCells()
        scheduleTick()
    }

    /// The playing tracks' clocks, moved to now.
    private func catchUp() {
        guard let now = view.window?.clock.now else { return }
        store.advance(by: now - (lastTick ?? now))
        lastTick = now
    }

    /// The controls show whole seconds, so they change only when a playing track's time crosses one: a
    /// timer at the earliest such moment (UIKit apps use an NSTimer for this, not a display link, which
    /// would redraw the screen 60 times a second for a label that changes once).
    private func scheduleTick() {
        ticker?.invalidate()
        ticker = nil
        guard let window = view.window, !store.playing.isEmpty else { return }
        // A millisecond past the whole second, so the frame the timer fires in is past it too (timers fire
        // a hair early, within the clock's epsilon).
        let delay = (store.playing.map { 1 - store.elapsedTime($0).truncatingRemainder(dividingBy: 1) }.min() ?? 1)
            + 0.001
        ticker = window.schedule(after: delay) { [weak self] in
            guard let self else { return }
            catchUp()
            refreshVisibleCells()
            scheduleTick()
        }
    }

    private func refreshVisibleCells() {
        for cell in tableView.visibleCellsInOrder {
            guard let cell = cell as? TrackCell, let track = cell.track else { continue }
            cell.updatePlayback(playing: store.isPlaying(track.rank), elapsed: store.elapsedTime(track.rank))
        }
    }
}
