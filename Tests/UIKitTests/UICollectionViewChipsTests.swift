import Testing
import TestSupport
import UIKit

/// Tags that size to their label, written as UIKit code writes them: a flow layout whose estimatedItemSize is
/// UICollectionViewFlowLayout.automaticSize and a cell that pins its label with Auto Layout on every side.
/// Each chip is as wide as its text plus the padding, and the lines wrap where the next chip no longer fits.
@MainActor
struct UICollectionViewChipsTests {
    final class ChipCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class TagsViewController: UIViewController, UICollectionViewDataSource {
        let tags = ["Go", "Swift", "Collection views", "UIKit", "Self-sizing cells", "A", "Compositional layout"]
        var collectionView: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            layout.minimumInteritemSpacing = 8
            layout.minimumLineSpacing = 8
            layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(ChipCell.self, forCellWithReuseIdentifier: "chip")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            collectionView.frame = view.bounds
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath) as! ChipCell
            cell.label.text = tags[indexPath.item]
            return cell
        }
    }

    @Test("chips are as wide as their label plus 12 pt each side and wrap into lines within the 343 pt between the insets")
    func chips() throws {
        let controller = TagsViewController()
        _ = UIKitHost(controller)
        let cv = controller.collectionView!
        let cells = try (0..<controller.tags.count).map { try #require(cv.cellForItem(at: IndexPath(item: $0, section: 0)) as? ChipCell) }
        for cell in cells {
            #expect(cell.label.frame.width > 0)
            #expect(Double(cell.frame.width) == Double(cell.label.frame.width) + 24)
            #expect(Double(cell.frame.height) == Double(cell.label.frame.height) + 12)
        }
        // Chips differ in width as their text does: "A" is narrower than "Compositional layout".
        #expect(cells[5].frame.width < cells[0].frame.width)
        #expect(cells[6].frame.width > cells[2].frame.width)
        // Lines fill in order while the next chip fits with 8 pt between (`available` 343 pt).
        let widths = cells.map { Double($0.frame.width) }
        var lines: [[Int]] = [[]], used = 0.0
        for (i, w) in widths.enumerated() {
            if !lines[lines.count - 1].isEmpty, used + 8 + w > 343 { lines.append([]); used = 0 }
            used += (lines[lines.count - 1].isEmpty ? 0 : 8) + w
            lines[lines.count - 1].append(i)
        }
        #expect(lines.count > 1)
        let height = Double(cells[0].frame.height)
        for (n, line) in lines.enumerated() {
            for i in line { #expect(Double(cells[i].frame.minY) == 16 + Double(n) * (height + 8)) }
            // A line of several chips spans the width (UIKit's flow layout justifies them).
            if line.count > 1 {
                #expect(Double(cells[line[0]].frame.minX) == 16)
                #expect(abs(Double(cells[line[line.count - 1]].frame.maxX) - 359) < 1e-6)
            }
        }
    }
}
