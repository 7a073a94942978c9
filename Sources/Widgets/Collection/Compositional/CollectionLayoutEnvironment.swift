import Render

/// The size and insets of the space a compositional layout fills (NSCollectionLayoutContainer), as a section
/// provider reads them to pick a column count: `layoutEnvironment.container.effectiveContentSize.width`.
@preconcurrency @MainActor
public protocol CollectionLayoutContainer: AnyObject {
    /// The collection view's size, before insets (UIKit: "the size of the container before content insets").
    var contentSize: Size { get }
    /// The size left inside `effectiveContentInsets` (UIKit: "after content insets are applied").
    var effectiveContentSize: Size { get }
    var contentInsets: DirectionalEdgeInsets { get }
    var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// What a section provider is given besides the section index (NSCollectionLayoutEnvironment): the container
/// and the collection view's traits (size classes, text size, light or dark), so a provider can answer a
/// rotation or a wider window with more columns, as UIKit's sample code does.
@preconcurrency @MainActor
public protocol CollectionLayoutEnvironment: AnyObject {
    var container: CollectionLayoutContainer { get }
    var traitCollection: TraitCollection { get }
}

/// The environment a compositional layout hands its provider on each prepare. The container's insets are
/// the sideways edges of the configuration's `contentInsetsReference` (the safe area by default, so
/// in landscape the effective width clears the Dynamic Island), as UIKit's container reports the insets
/// its reference gives; top and bottom stay 0, a vertical layout's sections stacking from the content's top.
final class LayoutEnvironment: CollectionLayoutEnvironment, CollectionLayoutContainer {
    let contentSize: Size
    let contentInsets: DirectionalEdgeInsets
    let traitCollection: TraitCollection

    init(contentSize: Size, contentInsets: DirectionalEdgeInsets, traitCollection: TraitCollection) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.traitCollection = traitCollection
    }

    /// The environment of `view` with insets from `reference`.
    convenience init(of view: CollectionView, reference: ContentInsetsReference) {
        let sides = reference.sideInsets(of: view)
        self.init(contentSize: view.bounds.size, contentInsets: DirectionalEdgeInsets(top: 0, leading: sides.left, bottom: 0, trailing: sides.right),
                  traitCollection: view.traitCollection)
    }

    var container: CollectionLayoutContainer { self }
    var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: Size {
        Size(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
             height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}
