import Render

/// A controller whose view is a collection view (UICollectionViewController). With
/// `clearsSelectionOnViewWillAppear` (UIKit's default, true) the selection is cleared when it comes back on
/// screen, as UIKit documents for this class.
@preconcurrency @MainActor
open class CollectionViewController: ViewController {
    public let collectionView: CollectionView
    public var clearsSelectionOnViewWillAppear = true

    public init(collectionViewLayout layout: CollectionViewLayout) {
        collectionView = CollectionView(collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
    }

    open override func loadView() {
        setView(collectionView)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear else { return }
        for path in collectionView.indexPathsForSelectedItems { collectionView.deselectItem(at: path, animated: animated) }
    }
}
