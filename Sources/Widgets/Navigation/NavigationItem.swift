import Render

/// What a navigation bar shows for one controller of a navigation stack (UINavigationItem): its title,
/// the title the *next* controller's back button uses, and the bar button items on either side.
///
/// Every controller has one (`ViewController.navigationItem`); setting the controller's `title` sets the
/// item's, as UIKit does, and a bar showing the item follows every change.
@preconcurrency @MainActor
public final class NavigationItem {
    public var title: String? { didSet { if title != oldValue { changed() } } }

    /// A custom view in the title's place (UINavigationItem.titleView), centred in the bar at its intrinsic
    /// size, or its frame size when it has none, within the room the items leave; nil shows `title`.
    public var titleView: View? { didSet { if titleView !== oldValue { changed() } } }

    /// The text of the back button shown while a controller pushed *above* this one is on top
    /// (UINavigationItem.backButtonTitle). Nil: this item's `title`.
    public var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { changed() } } }

    /// Hides the back button this item would otherwise show (UINavigationItem.hidesBackButton).
    public var hidesBackButton = false { didSet { if hidesBackButton != oldValue { changed() } } }
    /// Whether this item shows the large title when the bar prefers them (UINavigationItem.largeTitleDisplayMode).
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { if largeTitleDisplayMode != oldValue { changed() } } }

    /// The search shown under the large title while this item is on top (UINavigationItem.searchController,
    /// NavigationController+Search).
    public var searchController: SearchController? { didSet { if searchController !== oldValue { changed() } } }
    /// Whether the search bar scrolls away with the content and starts hidden until the content is pulled
    /// down (UINavigationItem.hidesSearchBarWhenScrolling, true by default).
    public var hidesSearchBarWhenScrolling = true {
        didSet { if hidesSearchBarWhenScrolling != oldValue { changed() } }
    }

    /// Items on the leading side, first outermost. As in UIKit they replace the back button unless
    /// `leftItemsSupplementBackButton` is set.
    public var leftBarButtonItems: [BarButtonItem] = [] { didSet { watchItems(); changed() } }

    /// Items on the trailing side, first outermost (UIKit's order: the first item is at the right edge).
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { watchItems(); changed() } }

    /// Shows the left items after the back button instead of in its place.
    public var leftItemsSupplementBackButton = false {
        didSet { if leftItemsSupplementBackButton != oldValue { changed() } }
    }

    public init(title: String? = nil) {
        self.title = title
    }

    /// The single leading item (UINavigationItem.leftBarButtonItem).
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The single trailing item (UINavigationItem.rightBarButtonItem).
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The back-button text this item offers the controller above it.
    var offeredBackTitle: String? { backButtonTitle ?? title }

    /// Set by the bar showing the item; it passes the item so the closure needs no reference to it.
    var onChange: ((NavigationItem) -> Void)?

    private func changed() { onChange?(self) }

    /// A bar button item changed after it was added (a new title, enabled state): the bar shows the item
    /// through this navigation item, so the change is passed on as the item's own.
    private func watchItems() {
        for item in leftBarButtonItems + rightBarButtonItems {
            item.onChange = { [weak self] _ in self?.changed() }
        }
    }
}
