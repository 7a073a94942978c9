import Render

/// A view drawn behind a whole section of a compositional layout (NSCollectionLayoutDecorationItem), made
/// from the class the layout registered for its kind (`CollectionViewLayout.register(_:forDecorationViewOfKind:)`),
/// not by the data source: UIKit's decoration views show no data, so they need no provider.
///
/// Only UIKit's one public kind exists, `background(elementKind:)`: its frame is the section's, header and
/// footer included (UIKit's section background spans the boundary items; apps inset it past a header with
/// `contentInsets.top`), across the section's width inside the safe area, and then shrunk by `contentInsets`.
@preconcurrency @MainActor
public final class CollectionLayoutDecorationItem {
    public let elementKind: String
    /// Insets of the view inside the section's frame (UIKit's contentInsets, NSDirectionalEdgeInsets;
    /// leading is left, trailing right).
    public var contentInsets = DirectionalEdgeInsets()
    /// Stacking among the section's background views. Whatever its value, a background stays behind the
    /// section's cells and boundary items, as UIKit draws it.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
    }

    /// NSCollectionLayoutDecorationItem.background(elementKind:).
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
