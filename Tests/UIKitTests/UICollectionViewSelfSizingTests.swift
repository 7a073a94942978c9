import Testing
import TestSupport
import UIKit

/// Self-sizing cells in a compositional layout, written as UIKit code writes them: an item and a group of
/// `.estimated(44)` height, a cell registration whose cell pins a multi-line label with Auto Layout, a
/// diffable data source. Each cell comes out as tall as its text; the groups below follow.
@MainActor
struct UICollectionViewSelfSizingTests {
    final class NoteCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class NotesViewController: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        let notes = ["Milk", "Call the bank\nabout the card", "Trip\nPassport\nTickets\nCharger\nBook"]

        override func viewDidLoad() {
            super.viewDidLoad()
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: itemSize, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 5
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<NoteCell, String> { cell, _, note in
                cell.label.text = note
            }
            dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, note in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: note)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(notes)
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            collectionView.frame = view.bounds
        }
    }

    @Test("notes of 1, 2 and 5 lines are as tall as their text plus the label's 10 pt margins")
    func notes() {
        let controller = NotesViewController()
        let host = UIKitHost(controller)
        let cv = controller.collectionView!
        let line = host.window.textMeasurer.metrics(for: .body).lineHeight
        // A label's height rounds up to whole points; the cell adds the 10 pt margins.
        let heights = [1.0, 2, 5].map { ($0 * line).rounded(.up) + 20 }
        let frames = (0..<3).compactMap { cv.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 375, height: heights[0]),
                           CGRect(x: 0, y: heights[0] + 5, width: 375, height: heights[1]),
                           CGRect(x: 0, y: heights[0] + heights[1] + 10, width: 375, height: heights[2])])
        #expect(Double(cv.contentSize.height) == heights.reduce(0, +) + 10)
    }
}
