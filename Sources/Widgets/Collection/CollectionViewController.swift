import Render

/// A controller whose view is a collection view (UICollectionViewController). With
/// `clearsSelectionOnViewWillAppear` (UIKit's default, true) the selection is cleared when it comes back on
/// screen, as UIKit documents for this class.
@preconcurrency @MainActor
open class CollectionViewController: ViewController {
    private var ownCollectionView: CollectionView
    /// The managed collection view, declared `UICollectionView!` { get set } as UIKit's is, so app code
    /// written `collectionView!.register(…)` and `collectionView?.reloadData()` compiles. Setting one makes it
    /// the controller's view (UIKit's collection view is its controller's view); nil is ignored, as there is
    /// always a collection view here (UIKit would make a new one when the view next loads).
    public var collectionView: CollectionView! {
        get { ownCollectionView }
        set {
            guard let newValue, newValue !== ownCollectionView else { return }
            let old = ownCollectionView
            ownCollectionView = newValue
            replaceView(old, with: newValue)
        }
    }
    public var clearsSelectionOnViewWillAppear = true

    public init(collectionViewLayout layout: CollectionViewLayout) {
        ownCollectionView = CollectionView(collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives a collection view with a flow layout at its defaults, as Interface Builder's starts with.
    public required init?(coder: NSCoder) {
        ownCollectionView = CollectionView(collectionViewLayout: CollectionViewFlowLayout())
        super.init(coder: coder)
    }

    /// The layout of the managed collection view (UICollectionViewController.collectionViewLayout).
    public var collectionViewLayout: CollectionViewLayout { ownCollectionView.collectionViewLayout }

    open override func loadView() {
        setView(ownCollectionView)
    }

    /// A new collection view was set: once the view is loaded it becomes the view, in the old one's place.
    private func replaceView(_ old: CollectionView, with new: CollectionView) {
        guard isViewLoaded, viewIfLoaded === old else { return }
        setView(new)
        guard let parent = old.superview else { return }
        new.frame = old.frame
        parent.insertSubview(new, aboveSubview: old)
        old.removeFromSuperview()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear else { return }
        for path in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: path, animated: animated) }
    }
}
