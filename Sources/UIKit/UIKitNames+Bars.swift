import HandheldKit

// UIKit's names for the toolbar, the system bar button items, pull to refresh and search.

public typealias UIToolbar = Toolbar

extension BarButtonItem {
    /// UIBarButtonItem(systemItem:primaryAction:) (iOS 14): the target–action initialiser
    /// (`barButtonSystemItem:target:action:`) needs a selector, which Swift on Linux cannot spell, so this
    /// closure form is the one to use. The action runs with the item as its sender.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(systemItem: systemItem, action: nil)
        setPrimaryAction(primaryAction)
    }

    /// UIBarButtonItem(title:primaryAction:) (iOS 14's `title:image:primaryAction:menu:` without the image,
    /// which Handheld's bar buttons cannot show yet).
    public convenience init(title: String, primaryAction: UIAction?) {
        self.init(title: title, style: .plain, action: nil)
        setPrimaryAction(primaryAction)
    }

    private func setPrimaryAction(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty, systemItem == nil, title?.isEmpty ?? true { title = primaryAction.title }
        action = { [weak self] in primaryAction.perform(sender: self) }
    }
}

public typealias UIRefreshControl = RefreshControl
public typealias UISearchBar = SearchBar
public typealias UISearchBarDelegate = SearchBarDelegate
public typealias UISearchController = SearchController
public typealias UISearchResultsUpdating = SearchResultsUpdating
