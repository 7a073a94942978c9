import Testing
import TestSupport
import UIKit

/// Cells and supplementary views written as UIKit code writes them: `override init(frame:)` or
/// `override init(style:reuseIdentifier:)` beside `required init?(coder:)`, nothing marked `required`, and
/// the collection and table views still make them from the registered class, through the override.
@MainActor
struct UIKitOverridableInitsTests {
    final class BadgeCell: UICollectionViewCell {
        static var made: [CGRect] = []
        let badge = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            BadgeCell.made.append(frame)
            badge.text = "new"
            contentView.addSubview(badge)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class TitleHeader: UICollectionReusableView {
        let title = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.text = "Section"
            addSubview(title)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class ValueCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .value1, reuseIdentifier: reuseIdentifier)
            detailTextLabel?.text = "on"
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test("a registered cell class with override init(frame:) is made through that override")
    func collectionCellOverride() {
        BadgeCell.made = []
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
        collection.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionElementKindSectionHeader,
                            withReuseIdentifier: "header")
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "badge", for: IndexPath(item: 0, section: 0))
        #expect(cell is BadgeCell)
        #expect((cell as? BadgeCell)?.badge.text == "new")
        #expect(BadgeCell.made == [.zero])
        let header = collection.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                 withReuseIdentifier: "header", for: IndexPath(item: 0, section: 0))
        #expect((header as? TitleHeader)?.title.text == "Section")
        #expect(UICollectionElementKindSectionFooter == "UICollectionElementKindSectionFooter")
    }

    @Test("a registered table cell class with override init(style:reuseIdentifier:) keeps what the override set")
    func tableCellOverride() {
        let table = UITableView()
        table.register(ValueCell.self, forCellReuseIdentifier: "value")
        let cell = table.dequeueReusableCell(withIdentifier: "value", for: IndexPath(row: 0, section: 0))
        #expect(cell is ValueCell)
        #expect(cell.style == .value1)
        #expect(cell.reuseIdentifier == "value")
        #expect(cell.detailTextLabel?.text == "on")
    }

    @Test("UILabel, UIButton and UIImageView take init(frame:) and keep the frame")
    func frameInitializers() {
        let rect = CGRect(x: 10, y: 20, width: 120, height: 44)
        let views: [UIView] = [UILabel(frame: rect), UIButton(frame: rect), UIImageView(frame: rect)]
        #expect(views.map(\.frame) == Array(repeating: rect, count: 3))
        #expect(UIButton(frame: rect).title == "")
        #expect(UILabel(frame: rect).text == "")
    }

    @Test("UICollectionView() compiles as in UIKit and has a flow layout to lay out with")
    func plainCollectionView() {
        let collection = UICollectionView()
        #expect(collection.frame == .zero)
        #expect(collection.collectionViewLayout is UICollectionViewFlowLayout)
    }
}
