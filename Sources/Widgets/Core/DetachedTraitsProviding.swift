/// A view that knows where it will be shown before it is in a window (a cell a table is measuring before
/// adding it): while it has no window it reads these traits instead of unspecified ones, as UIKit's
/// dequeued cells already carry their table's traits.
@MainActor
protocol DetachedTraitsProviding: View {
    /// The traits to lay out with while not in a window; nil falls back to the ordinary inheritance.
    var traitsWhileDetached: TraitCollection? { get }
}
