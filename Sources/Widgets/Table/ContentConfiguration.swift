import Render

/// What a cell (or any view) shows, as a value (UIContentConfiguration, iOS 14): it makes the view that
/// displays it, and says how it looks in a given state. Assigning one to a cell's `contentConfiguration`
/// puts the view it makes into the cell; assigning another of the same type updates that view in place.
@preconcurrency @MainActor
public protocol ContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> View & ContentView
    /// This configuration as it looks in `state` (selected, highlighted, disabled…).
    func updated(for state: ConfigurationState) -> Self
}

/// A view that shows a content configuration (UIContentView): setting `configuration` updates it.
@preconcurrency @MainActor
public protocol ContentView: AnyObject {
    var configuration: ContentConfiguration { get set }
    /// Whether the view can show `configuration` by being given it (UIKit: of the type it was made for).
    func supports(_ configuration: ContentConfiguration) -> Bool
}

extension ContentView {
    public func supports(_ configuration: ContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The inputs a configuration is updated for (UIConfigurationState).
@preconcurrency @MainActor
public protocol ConfigurationState {
    var traitCollection: TraitCollection { get set }
}

/// A cell's state (UICellConfigurationState): what `updated(for:)` receives from a cell.
public struct CellConfigurationState: ConfigurationState, Hashable, Sendable {
    public var traitCollection: TraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false

    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }
}
