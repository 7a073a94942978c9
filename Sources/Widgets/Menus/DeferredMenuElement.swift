import Render

/// A part of a menu filled in when the menu opens (UIDeferredMenuElement): its provider is called with a
/// completion that hands over the elements. Until then the menu shows a disabled "Loading…" row, as UIKit
/// does; a provider that completes at once shows its elements straight away. Without `uncached` the
/// elements are kept and the provider is not asked again (UIDeferredMenuElement(_:) caches, `.uncached`
/// asks every time the menu opens).
@preconcurrency @MainActor
public final class DeferredMenuElement: MenuElement {
    public let title = ""
    public let image: Picture? = nil
    let isCached: Bool
    private let provider: (@escaping ([MenuElement]) -> Void) -> Void
    /// The elements the provider gave, once it has.
    private(set) var elements: [MenuElement]?
    private var waiting: [() -> Void] = []
    private var asked = false

    /// UIDeferredMenuElement(_:): asked once, the result kept.
    public init(_ elementProvider: @escaping (@escaping ([MenuElement]) -> Void) -> Void) {
        provider = elementProvider
        isCached = true
    }

    private init(uncached elementProvider: @escaping (@escaping ([MenuElement]) -> Void) -> Void) {
        provider = elementProvider
        isCached = false
    }

    /// UIDeferredMenuElement.uncached(_:): asked each time the menu opens.
    public static func uncached(_ elementProvider: @escaping (@escaping ([MenuElement]) -> Void) -> Void) -> DeferredMenuElement {
        DeferredMenuElement(uncached: elementProvider)
    }

    /// Asks the provider unless the elements are cached; `changed` runs when elements arrive later.
    func load(changed: @escaping () -> Void) {
        if isCached, asked {
            if elements == nil { waiting.append(changed) }
            return
        }
        asked = true
        if !isCached { elements = nil }
        var synchronous = true
        provider { [weak self] given in
            guard let self else { return }
            self.elements = given
            if !synchronous {
                let calls = self.waiting
                self.waiting.removeAll()
                for call in calls { call() }
            }
        }
        synchronous = false
        if elements == nil { waiting.append(changed) }
    }
}

/// The disabled row a deferred element shows until its provider completes.
@MainActor
final class LoadingMenuLeaf: MenuLeaf {
    let title = "Loading…"
    let image: Picture? = nil
    let attributes: MenuElementAttributes = .disabled
    var state: MenuElementState = .off
    let identifierString = "loading"
    func perform(sender: AnyObject?) {}
}
