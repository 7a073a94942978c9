import Testing
import TestSupport
import UIKit

/// The "tag cloud": items of `.estimated(60)` width in a horizontal group `.fractionalWidth(1)` wide inside a
/// vertical section. Each chip is as wide as its label plus its padding, and a row holds as many as fit; the
/// chip that would overflow starts the next row, as UIKit has laid such groups out since iOS 13.
@MainActor
struct UICollectionViewTagCloudTests {
    final class TagCell: UICollectionViewCell {
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

    /// A cell that answers its own width, whatever its content: 100 pt.
    final class FixedWidthCell: UICollectionViewCell {
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            attributes.frame.size.width = 100
            attributes.frame.size.height = 30
            return attributes
        }
    }

    static let tags = ["Swift", "UIKit", "Collection views", "Compositional layout", "Tags", "Self-sizing",
                       "Linux", "SDL", "Estimated widths", "A", "Wrapping rows", "Chips"]

    final class CloudViewController: UIViewController {
        var collectionView: UICollectionView!
        var fixedWidth = false

        static func layout() -> UICollectionViewCompositionalLayout {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(60),
                                                                                 heightDimension: .estimated(30)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                              heightDimension: .estimated(30)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 8
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
            return UICollectionViewCompositionalLayout(section: section)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.layout())
            collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
            collectionView.register(FixedWidthCell.self, forCellWithReuseIdentifier: "fixed")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            collectionView.frame = view.bounds
        }
    }

    private func frame(_ cv: UICollectionView, _ item: Int) throws -> CGRect {
        try #require(cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).frame
    }

    @Test("chips are their label's width plus 24 pt and wrap to a new row 8 pt below when the next does not fit")
    func wraps() throws {
        let controller = CloudViewController()
        let host = UIKitHost(controller)
        host.window.step(host.clock)
        let cv = controller.collectionView!
        let right = Double(cv.bounds.width) - 16
        var x = 16.0, y = 10.0, rows = 1
        for i in Self.tags.indices {
            let cell = try #require(cv.cellForItem(at: IndexPath(item: i, section: 0)) as? TagCell)
            let width = Double(cell.label.frame.width) + 24, height = Double(cell.label.frame.height) + 12
            if x > 16, x + width > right {
                x = 16
                y += height + 8
                rows += 1
            }
            let chip = try frame(cv, i)
            #expect(Double(chip.minX) == x, "chip \(i) \(Self.tags[i])")
            #expect(Double(chip.minY) == y, "chip \(i) \(Self.tags[i])")
            #expect(Double(chip.width) == width)
            #expect(Double(chip.height) == height)
            #expect(Double(chip.maxX) <= right)
            x += width
        }
        #expect(rows >= 3)
        // The content ends with the last row and the bottom inset.
        #expect(Double(cv.contentSize.height) == y + Double(try frame(cv, Self.tags.count - 1).height) + 10)
    }

    @Test("a cell's preferredLayoutAttributesFitting override sets its width: three 100 pt cells a row")
    func preferredWidth() throws {
        @MainActor final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "fixed", for: indexPath)
            }
        }
        let controller = CloudViewController()
        let source = Source()
        _ = controller.view
        controller.collectionView.dataSource = source
        let host = UIKitHost(controller)
        host.window.step(host.clock)
        let cv = controller.collectionView!
        for i in 0..<7 {
            let chip = try frame(cv, i)
            #expect(chip == CGRect(x: 16 + Double(i % 3) * 100, y: 10 + Double(i / 3) * 38, width: 100, height: 30), "cell \(i)")
        }
    }
}

extension UICollectionViewTagCloudTests.CloudViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        UICollectionViewTagCloudTests.tags.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        (cell as? UICollectionViewTagCloudTests.TagCell)?.label.text = UICollectionViewTagCloudTests.tags[indexPath.item]
        return cell
    }
}
