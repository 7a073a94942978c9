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

    /// The button the *next* controller's bar shows to come back here (UINavigationItem.backBarButtonItem):
    /// its title replaces this item's, exactly, and an empty title leaves the chevron alone (the idiom
    /// `UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)`). Apple's documentation: when
    /// it is nil, `backButtonDisplayMode` decides the title; when set, the mode does not apply.
    public var backBarButtonItem: BarButtonItem? { didSet { if backBarButtonItem !== oldValue { changed() } } }

    /// Which title the next controller's back button shows (UINavigationItem.backButtonDisplayMode, iOS 14).
    public var backButtonDisplayMode = BackButtonDisplayMode.default {
        didSet { if backButtonDisplayMode != oldValue { changed() } }
    }

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
    /// UIKit's type, optional: nil when there are none, so `leftBarButtonItems?.append(item)` reads as in UIKit.
    public var leftBarButtonItems: [BarButtonItem]? {
        get { leftItems.isEmpty ? nil : leftItems }
        set { leftItems = newValue ?? [] }
    }
    var leftItems: [BarButtonItem] = [] { didSet { watchItems(); changed() } }

    /// Items on the trailing side, first outermost (UIKit's order: the first item is at the right edge).
    public var rightBarButtonItems: [BarButtonItem]? {
        get { rightItems.isEmpty ? nil : rightItems }
        set { rightItems = newValue ?? [] }
    }
    var rightItems: [BarButtonItem] = [] { didSet { watchItems(); changed() } }

    /// Shows the left items after the back button instead of in its place.
    public var leftItemsSupplementBackButton = false {
        didSet { if leftItemsSupplementBackButton != oldValue { changed() } }
    }

    public init(title: String? = nil) {
        self.title = title
    }

    /// The single leading item (UINavigationItem.leftBarButtonItem).
    public var leftBarButtonItem: BarButtonItem? {
        get { leftItems.first }
        set { leftItems = newValue.map { [$0] } ?? [] }
    }

    /// The single trailing item (UINavigationItem.rightBarButtonItem).
    public var rightBarButtonItem: BarButtonItem? {
        get { rightItems.first }
        set { rightItems = newValue.map { [$0] } ?? [] }
    }

    /// The back-button text this item offers the controller above it: nil for the generic "Back", empty for
    /// the chevron alone. Apple's documentation of BackButtonDisplayMode gives the order: `.default` tries
    /// `backButtonTitle`, then `title`, then "Back"; `.generic` ignores both; `.minimal` shows no title. An
    /// empty `backButtonTitle` is the iOS 14 idiom for the chevron alone; an empty `title` still says "Back".
    var offeredBackTitle: String? {
        if let backBarButtonItem { return backBarButtonItem.title ?? "" }
        switch backButtonDisplayMode {
        case .default: return backButtonTitle ?? title.flatMap { $0.isEmpty ? nil : $0 }
        case .generic: return nil
        case .minimal: return ""
        }
    }

    /// Set while an animated setter (`setRightBarButton(_:animated: true)` and its siblings) changes the
    /// item, so the bar cross-fades the change instead of showing it at once.
    var animatesChange = false

    /// Set by the bar showing the item; it passes the item so the closure needs no reference to it.
    var onChange: ((NavigationItem) -> Void)?

    private func changed() { onChange?(self) }

    /// A bar button item changed after it was added (a new title, enabled state): the bar shows the item
    /// through this navigation item, so the change is passed on as the item's own.
    private func watchItems() {
        for item in leftItems + rightItems {
            item.onChange = { [weak self] _ in self?.changed() }
        }
    }
}

/// UINavigationItem.BackButtonDisplayMode, in UIKit's order (raw values 0, 1, 2).
public enum BackButtonDisplayMode: Int, Sendable {
    case `default`, generic, minimal
}

extension NavigationItem {
    /// UIKit's spelling, `UINavigationItem.BackButtonDisplayMode`.
    public typealias BackButtonDisplayMode = Widgets.BackButtonDisplayMode
}
