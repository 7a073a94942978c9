import HandheldKit

extension TabBarItem {
    /// UITabBarItem.SystemItem, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed

        /// The title UIKit gives the item (English).
        public var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The SF Symbol drawn for the item. Apple does not document them; these are the symbols iOS 13 and
        /// later show, read off the system items [EST]: a star for favorites, featured and top rated, a clock
        /// for recents, history and most recent, and so on. Two are drawn with the closest symbol Handheld
        /// bundles (docs/reference/sf-symbols.md): downloads' `square.and.arrow.down.fill` as
        /// `square.and.arrow.down`, most viewed's `list.number` as `list.bullet`.
        public var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock.fill"
            case .contacts: "person.crop.circle.fill"
            case .bookmarks: "book.fill"
            case .search: "magnifyingglass"
            case .downloads: "square.and.arrow.down"
            case .mostViewed: "list.bullet"
            }
        }
    }

    /// UITabBarItem(tabBarSystemItem:tag:): an item with the system item's title and symbol; as in UIKit,
    /// its title and image are the system's (set `title` afterwards and it shows instead).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: systemItem.title, image: Picture(systemName: systemItem.symbolName), tag: tag)
    }
}
