import Render

/// One cell's place in a custom group (NSCollectionLayoutGroupCustomItem): a frame relative to the group's
/// top-left corner and a stacking order.
public struct CollectionLayoutGroupCustomItem: Sendable, Hashable {
    public let frame: Rect
    public let zIndex: Int

    public init(frame: Rect) {
        self.init(frame: frame, zIndex: 0)
    }

    public init(frame: Rect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// A group whose cells' frames come from the app (`CollectionLayoutGroup.custom(layoutSize:itemProvider:)`):
/// the provider is asked with the layout environment each time the layout prepares, as UIKit asks it, and
/// the section repeats the group as it repeats any other, so its frames are one group's pattern. The
/// zIndex of a custom item is kept on the item but cells stack in the order the provider gives them.
@preconcurrency @MainActor
final class CollectionLayoutCustomGroup: CollectionLayoutGroup {
    let itemProvider: CollectionLayoutGroup.CustomItemProvider
    /// The environment of the layout preparing the group (`adopt(_:)`); none before the first prepare.
    private var environment: CollectionLayoutEnvironment?

    init(layoutSize: CollectionLayoutSize, itemProvider: @escaping CollectionLayoutGroup.CustomItemProvider) {
        self.itemProvider = itemProvider
        super.init(axis: .horizontal, layoutSize: layoutSize, subitems: [], count: nil)
    }

    override func adopt(_ environment: CollectionLayoutEnvironment) {
        self.environment = environment
    }

    override var leafCount: Int { customItems().count }

    override func frames(at origin: Point, in container: Size) -> [Rect] {
        customItems().map { $0.frame.offsetBy(dx: origin.x, dy: origin.y) }
    }

    private func customItems() -> [CollectionLayoutGroupCustomItem] {
        environment.map(itemProvider) ?? []
    }
}

extension CollectionLayoutGroup {
    /// What a custom group asks for its cells' frames (NSCollectionLayoutGroupCustomItemProvider).
    public typealias CustomItemProvider = (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]

    /// A group of `layoutSize` whose cells stand where `itemProvider` says (UIKit's
    /// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`).
    public static func custom(layoutSize: CollectionLayoutSize, itemProvider: @escaping CustomItemProvider) -> CollectionLayoutGroup {
        CollectionLayoutCustomGroup(layoutSize: layoutSize, itemProvider: itemProvider)
    }
}
