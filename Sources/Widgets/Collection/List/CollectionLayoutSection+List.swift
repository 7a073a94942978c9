import Render

extension CollectionLayoutSection {
    /// A section laid out as a list (NSCollectionLayoutSection.list(using:layoutEnvironment:)): one full-width
    /// row per item, each self-sizing from an estimated 44 pt (the table's default row height), with the
    /// configuration's appearance. UIKit's layout environment carries the container's size and traits; a
    /// section provider here gets the container's size, which is what is passed, and the traits are read
    /// from the collection view when the layout is prepared.
    public static func list(using configuration: CollectionLayoutListConfiguration, layoutEnvironment: Size) -> CollectionLayoutSection {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(TableViewCell.defaultRowHeight))
        let group = CollectionLayoutGroup.vertical(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
        let section = CollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        return section
    }
}

extension CollectionLayoutSection {
    /// The list section for a provider's layout environment (UIKit's spelling): the environment's container
    /// size is what the list needs.
    public static func list(using configuration: CollectionLayoutListConfiguration,
                            layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        list(using: configuration, layoutEnvironment: layoutEnvironment.container.contentSize)
    }
}
