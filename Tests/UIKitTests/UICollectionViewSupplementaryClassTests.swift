import Testing
import TestSupport
import UIKit

/// A supplementary view class held as `AnyClass` (registered by a helper that takes any class, as UIKit
/// code often writes) is made as that class, not as its static type.
@MainActor
struct UICollectionViewSupplementaryClassTests {
    final class CountHeader: UICollectionReusableView {
        let count = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            count.text = "12"
            addSubview(count)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test("a header registered as AnyClass is dequeued as its own class, made through init(frame:)")
    func anyClassHeader() throws {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        let viewClass: AnyClass = CountHeader.self
        collection.register(viewClass, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "count")
        let header = collection.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                 withReuseIdentifier: "count", for: IndexPath(item: 0, section: 0))
        let countHeader = try #require(header as? CountHeader)
        #expect(countHeader.count.text == "12")
        #expect(countHeader.count.superview === countHeader)
    }
}
