import Testing
import TestSupport
import UIKit
import Widgets

/// A carousel screen written as an app writes one against Apple's UIKit: flexible inter-item spacing,
/// edge spacing, the section's insets reference and headers, a visible-items handler scaling the cards,
/// a configuration's section spacing, a custom group and the iOS 13 `subitem:count:` spelling.
final class CarouselViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    var handlerCalls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { [weak self] index, environment in
            self?.section(index, environment)
        }, configuration: config)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
            cell.backgroundColor = .systemBlue
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader) { _, _, _ in }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1, 2])
        snapshot.appendItems(Array(0..<10), toSection: 0)
        snapshot.appendItems(Array(10..<13), toSection: 1)
        snapshot.appendItems(Array(13..<15), toSection: 2)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func section(_ index: Int, _ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        switch index {
        case 0:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let size = NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(150))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
            section.contentInsetsReference = .none
            section.visibleItemsInvalidationHandler = { [weak self] items, offset, env in
                self?.handlerCalls += 1
                items.forEach { item in
                    let distanceFromCenter = abs((item.frame.midX - offset.x) - env.container.contentSize.width / 2.0)
                    let scale = max(1 - distanceFromCenter / env.container.contentSize.width, 0.7)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
            return section
        case 1:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(60)))
            item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                                                           subitem: item, count: 3)
            group.interItemSpacing = .fixed(8)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            section.supplementariesFollowContentInsets = false
            return section
        default:
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
            let group = NSCollectionLayoutGroup.custom(layoutSize: size) { env in
                let half = env.container.effectiveContentSize.width / 2
                return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: half, height: 100)),
                        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: half, y: 20, width: half, height: 60))]
            }
            return NSCollectionLayoutSection(group: group)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
    }
}

@MainActor
struct Swift5CompositionalSpacingTests {
    @Test("an app's carousel, spaced row and custom group place and scale their cells as UIKit would")
    func carousel() throws {
        let (window, clock) = TestSupport.makeWindow()
        let controller = CarouselViewController()
        window.rootViewController = controller
        window.step(clock)
        let cv = try #require(controller.collectionView)
        func frame(_ item: Int, _ section: Int) -> CGRect? {
            cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        // The carousel's cards scale with their distance from the middle: card 0's centre is 87.5 from it.
        #expect(controller.handlerCalls > 0)
        let card = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(abs(Double(card.transform.a) - (1 - 87.5 / 375)) < 1e-9)
        // Section 1 starts 20 below the carousel (150): its header spans the width, its counted row shares
        // 355 - 16 between three slots of 113: the count sizes the items to the slots (UIKit's count
        // initializers), so their flexible leading edges find no room left.
        let header = try #require(cv.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(header.frame == CGRect(x: 0, y: 170, width: 375, height: 30))
        let slot = (355.0 - 16) / 3
        let row = try (0..<3).map { try #require(frame($0, 1)) }
        #expect(row.map { Double($0.minY) } == [200, 200, 200])
        for (i, cell) in row.enumerated() {
            #expect(abs(Double(cell.width) - slot) < 1e-9)
            #expect(abs(Double(cell.minX) - (10 + Double(i) * (slot + 8))) < 1e-9)
        }
        // Section 2: the custom group's halves, 20 below section 1's end (260).
        #expect(frame(0, 2) == CGRect(x: 0, y: 280, width: 187.5, height: 100))
        #expect(frame(1, 2) == CGRect(x: 187.5, y: 300, width: 187.5, height: 60))
    }

    @Test("drawn, the scaled cards leave white where the unscaled card would have been")
    func carouselPixels() throws {
        let (window, clock) = TestSupport.makeWindow()
        let controller = CarouselViewController()
        window.rootViewController = controller
        window.step(clock)
        let surface = try Golden.draw(window)
        try surface.writePNG(to: NSTemporaryDirectory() + "handheld-spacing-carousel.png")
        func isBlue(_ x: Int, _ y: Int) -> Bool {
            let (r, g, b, _) = surface.pixel(x: x, y: y).rgba8
            return b > 200 && r < 100 && g < 160
        }
        // Card 0 (0–200) at 0.767 spans 23.3–176.7; card 1 (210–410) at 0.7 spans 240–380.
        #expect(!isBlue(10, 75))
        #expect(isBlue(100, 75))
        #expect(!isBlue(225, 75))
        #expect(isBlue(260, 75))
    }
}
