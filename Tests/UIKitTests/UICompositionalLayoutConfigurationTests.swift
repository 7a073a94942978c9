import Testing
import TestSupport
import UIKit

/// A compositional layout with a configuration, as apps write it: a section provider typed
/// `(Int, NSCollectionLayoutEnvironment)` that reads the container's effective width, layout-wide headers
/// and footers, spacing between sections, and a horizontal scroll direction.
@MainActor
struct UICompositionalLayoutConfigurationTests {
    final class Grid: UICollectionViewController {
        var counts: [Int] = []

        init(layout: UICollectionViewLayout, counts: [Int]) {
            self.counts = counts
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            for kind in ["banner", "credits", "title"] {
                collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
            }
        }
        override func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = indexPath.section == 0 ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                     at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            view.accessibilityIdentifier = kind
            return view
        }
    }

    static func band(_ kind: String, height: CGFloat, _ alignment: NSRectAlignment) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                       heightDimension: .absolute(height)),
                                                    elementKind: kind, alignment: alignment)
    }

    func frame(_ cv: UICollectionView, _ item: Int, _ section: Int) throws -> CGRect {
        try #require(cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))).frame
    }

    @Test("the provider's environment gives the container's width, sections are 20 pt apart between a layout header and footer")
    func verticalConfiguration() throws {
        var widths: [Double] = []
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        configuration.boundarySupplementaryItems = [Self.band("banner", height: 50, .top), Self.band("credits", height: 30, .bottom)]
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { (index: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let width = environment.container.effectiveContentSize.width
            widths.append(Double(width))
            // As sample code picks columns: one per 180 pt of width (two on a 375 pt iPhone).
            let columns = max(1, Int(width / 180))
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                              heightDimension: .absolute(100)),
                                                           subitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            if index == 1 { section.boundarySupplementaryItems = [Self.band("title", height: 40, .topLeading)] }
            return section
        }, configuration: configuration)
        let grid = Grid(layout: layout, counts: [4, 2])
        _ = UIKitHost(grid)
        let cv = grid.collectionView!
        #expect(widths.last == 375)
        #expect(grid.collectionViewLayout === layout && layout.configuration === configuration)
        let banner = try #require(layout.layoutAttributesForSupplementaryView(ofKind: "banner", at: IndexPath(item: 0, section: 0)))
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 375, height: 50))
        // Section 0: two rows of two from y 50.
        #expect(try frame(cv, 0, 0) == CGRect(x: 0, y: 50, width: 187.5, height: 100))
        #expect(try frame(cv, 3, 0) == CGRect(x: 187.5, y: 150, width: 187.5, height: 100))
        // Section 1 starts 20 pt after section 0 ends (250): its top-leading title band, then its row.
        let title = try #require(layout.layoutAttributesForSupplementaryView(ofKind: "title", at: IndexPath(item: 0, section: 1)))
        #expect(title.frame == CGRect(x: 0, y: 270, width: 375, height: 40))
        #expect(try frame(cv, 0, 1) == CGRect(x: 0, y: 310, width: 187.5, height: 100))
        let credits = try #require(layout.layoutAttributesForSupplementaryView(ofKind: "credits", at: IndexPath(item: 0, section: 0)))
        #expect(credits.frame == CGRect(x: 0, y: 410, width: 375, height: 30))
        #expect(Double(cv.contentSize.height) == 440)
        // The layout's header has a view from the data source, at its frame.
        let shown = try #require(cv.subviews.first { $0.accessibilityIdentifier == "banner" })
        #expect(shown.frame == banner.frame)
    }

    @Test("a horizontal configuration lays sections side by side 10 pt apart, groups across, fractional heights of the view's")
    func horizontalConfiguration() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 10
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150),
                                                                                        heightDimension: .fractionalHeight(1)),
                                                     subitem: item, count: 2)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let grid = Grid(layout: layout, counts: [4, 3])
        let host = UIKitHost(grid)
        let cv = grid.collectionView!
        let h = Double(cv.bounds.height)
        #expect(h > 0)
        // Section 0: groups at 16 and 16 + 150 + 8; each group two items stacked, half the height each.
        #expect(try frame(cv, 0, 0) == CGRect(x: 16, y: 0, width: 150, height: h / 2))
        #expect(try frame(cv, 1, 0) == CGRect(x: 16, y: h / 2, width: 150, height: h / 2))
        #expect(try frame(cv, 2, 0) == CGRect(x: 174, y: 0, width: 150, height: h / 2))
        // Section 0 is 16 + 308 + 16 = 340 wide; section 1 begins 10 pt later.
        #expect(try frame(cv, 0, 1) == CGRect(x: 366, y: 0, width: 150, height: h / 2))
        #expect(try frame(cv, 2, 1) == CGRect(x: 524, y: 0, width: 150, height: h / 2))
        #expect(Double(cv.contentSize.width) == 690 && Double(cv.contentSize.height) == h)
        // Drawn: section 0's red tiles, the white 10 pt gap and 16 pt inset, then section 1's first blue tile.
        let surface = try Golden.draw(host.window)
        let row = Int(h / 4)
        #expect(surface.pixel(x: 91, y: row).rgba8 == (255, 0, 0, 255))
        #expect(surface.pixel(x: 320, y: row).rgba8 == (255, 0, 0, 255))
        for x in [328, 345, 360] { #expect(surface.pixel(x: x, y: row).rgba8 == (255, 255, 255, 255)) }
        #expect(surface.pixel(x: 370, y: row).rgba8 == (0, 0, 255, 255))
        // Scrolled across, the second section's cells are the ones shown.
        cv.contentOffset = CGPoint(x: 315, y: cv.contentOffset.y)
        cv.layoutIfNeeded()
        #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 2, section: 1)))
        #expect(try #require(cv.cellForItem(at: IndexPath(item: 2, section: 1))).frame == frame(cv, 2, 1))
    }

    @Test("setting a new configuration on the layout invalidates it: the spacing applies at the next layout")
    func configurationInvalidates() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(60)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let grid = Grid(layout: layout, counts: [1, 1])
        let host = UIKitHost(grid)
        let cv = grid.collectionView!
        #expect(try frame(cv, 0, 1).minY == 60)
        let spaced = UICollectionViewCompositionalLayoutConfiguration()
        spaced.interSectionSpacing = 24
        layout.configuration = spaced
        host.window.step(host.clock)
        #expect(try frame(cv, 0, 1).minY == 84)
        #expect(try #require(cv.cellForItem(at: IndexPath(item: 0, section: 1))).frame.minY == 84)
    }
}
