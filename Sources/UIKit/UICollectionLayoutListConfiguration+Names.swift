import HandheldKit

// UIKit's names for list collection views (Widgets/Collection/List). Each is the same type, not a wrapper.

public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
public typealias UICellAccessory = CellAccessory
public typealias NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> =
    DiffableDataSourceSectionSnapshot<ItemIdentifierType>

extension CellAccessory {
    /// UICellAccessory.OutlineDisclosureOptions: `.outlineDisclosure(options: .init(style: .header))`.
    public struct OutlineDisclosureOptions {
        public var style: OutlineStyle
        public var tintColor: Color?
        public init(style: OutlineStyle = .automatic, tintColor: Color? = nil) {
            self.style = style
            self.tintColor = tintColor
        }
    }

    /// UICellAccessory.outlineDisclosure(options:actionHandler:).
    public static func outlineDisclosure(options: OutlineDisclosureOptions, actionHandler: ActionHandler? = nil) -> CellAccessory {
        .outlineDisclosure(style: options.style, tintColor: options.tintColor, actionHandler: actionHandler)
    }
}
