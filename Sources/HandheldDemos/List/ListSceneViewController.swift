import Render
import Widgets

/// The `list` scene: an inset-grouped list collection view (identifier `list`) in the shape of a Files
/// browser. Section "Locations" is an outline: folders with an outline disclosure that expand and collapse
/// (a section snapshot applied to the diffable data source), one folder nested in another; section
/// "Options" has a checkmark row, a row with a label and a disclosure indicator, and a row with a detail
/// button. A file swipes left to Delete. Rows are identified `row-NAME` (lowercased, spaces as dashes).
final class ListSceneViewController: ViewController, CollectionViewDelegate {
    enum Section: Int, Hashable { case locations, options }

    private var collectionView: CollectionView!
    private var dataSource: CollectionViewDiffableDataSource<Section, String>!
    /// Folders and their children, in order: the outline of "Locations".
    static let outline: [(String, [String])] = [
        ("Documents", ["Report.pdf", "Budget.numbers", "Photos"]),
        ("Photos", ["Beach.jpg", "City.jpg"]),
        ("Music", ["Playlists", "Podcasts"]),
        ("Downloads", ["Installer.dmg"]),
    ]
    static let roots = ["Documents", "Music", "Downloads"]
    static let options = ["Show Hidden Files", "Sort By", "About"]
    private var showsHidden = true

    static func inNavigation() -> NavigationController {
        NavigationController(rootViewController: ListSceneViewController())
    }

    /// The collection view is the controller's view, as a UICollectionViewController's is.
    override func loadView() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] path in self?.trailingActions(path) }
        collectionView = CollectionView(collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        setView(collectionView)
    }

    /// A file (not a folder, not an option) swipes to Delete, which takes it out of the outline.
    private func trailingActions(_ path: IndexPath) -> SwipeActionsConfiguration? {
        guard path.section == Section.locations.rawValue, let name = dataSource.itemIdentifier(for: path),
              !Self.outline.contains(where: { $0.0 == name }) else { return nil }
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self else { return done(false) }
            var locations = self.dataSource.snapshot(for: .locations)
            locations.delete([name])
            self.dataSource.apply(locations, to: .locations, animatingDifferences: true)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    override func viewDidLoad() {
        title = "Files"
        collectionView.identifier = "list"
        collectionView.delegate = self
        let folders = Set(Self.outline.map(\.0))
        let row = CollectionView.CellRegistration<CollectionViewListCell, String> { [weak self] cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.identifier = "row-" + name.lowercased().replacingOccurrences(of: " ", with: "-")
            if Self.options.contains(name) {
                cell.accessories = self?.optionAccessories(name) ?? []
            } else {
                content.image = Self.icon(folder: folders.contains(name), name: name)
                // Root folders are headers (a tap anywhere toggles); a nested folder toggles on its chevron.
                cell.accessories = folders.contains(name) ? [.outlineDisclosure(style: Self.roots.contains(name) ? .header : .cell)] : []
            }
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { cv, path, name in
            cv.dequeueConfiguredReusableCell(using: row, for: path, item: name)
        }
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.locations, .options])
        snapshot.appendItems(Self.options, toSection: .options)
        dataSource.apply(snapshot, animatingDifferences: false)
        var locations = DiffableDataSourceSectionSnapshot<String>()
        locations.append(Self.roots)
        for (folder, children) in Self.outline { locations.append(children, to: folder) }
        dataSource.apply(locations, to: .locations, animatingDifferences: false)
    }

    /// "Show Hidden Files" toggles its checkmark (the row is configured again, as reconfigureItems does).
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard dataSource.itemIdentifier(for: indexPath) == "Show Hidden Files" else { return }
        showsHidden.toggle()
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(["Show Hidden Files"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func optionAccessories(_ name: String) -> [CellAccessory] {
        switch name {
        case "Show Hidden Files": showsHidden ? [.checkmark()] : []
        case "Sort By": [.label(text: "Name"), .disclosureIndicator()]
        default: [.detail()]
        }
    }

    /// A flat icon drawn into a bitmap (no files to decode, so goldens depend on pixels made here): a blue
    /// folder, a grey document, at 29 pt (the list image column) and the screen's 2× scale.
    static func icon(folder: Bool, name: String) -> Picture {
        let side = 58
        let colour: UInt32 = folder ? 0xFF1E_90FF : (name.hasSuffix(".jpg") ? 0xFF34_C759 : 0xFF8E_8E93)
        var pixels = [UInt32](repeating: 0, count: side * side)
        for y in 0..<side {
            for x in 0..<side {
                // A folder has a tab at the top left; both leave a transparent margin of 6 px.
                let inBody = x >= 6 && x < side - 6 && y >= (folder ? 16 : 6) && y < side - 6
                let inTab = folder && x >= 6 && x < 28 && y >= 10 && y < 16
                if inBody || inTab { pixels[y * side + x] = colour }
            }
        }
        return Picture(bitmap: Image(pixelWidth: side, pixelHeight: side, scale: 2, pixels: pixels))
    }
}
