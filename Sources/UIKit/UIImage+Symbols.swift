import HandheldKit

// UIKit's names for symbol images: UIImage(systemName:), UIImage.SymbolConfiguration and its weights and
// scales, over Widgets' `Picture` (see Widgets/Images/SymbolLibrary.swift for the bundled glyphs).

extension Picture {
    public typealias SymbolWeight = SymbolConfiguration.Weight
    public typealias SymbolScale = SymbolConfiguration.Scale

    /// UIImage(systemName:): nil for a name Handheld's symbol set does not draw (docs/reference/sf-symbols.md).
    /// Shared through the newest live window's `ImageStore`, one rendering per name; made at 3x whatever
    /// the window (so its size never depends on which windows are alive), and drawn by an image view, a
    /// button or a bar item from the rendering at its own window's scale. With no window, from the
    /// standard library.
    public convenience init?(systemName name: String) {
        guard let store = Picture.liveStore else {
            self.init(systemName: name, withConfiguration: nil)
            return
        }
        guard let kept = store.symbol(named: name, scale: Picture.symbolScale) else { return nil }
        self.init(bitmap: kept.bitmap, renderingMode: .alwaysTemplate, symbol: kept.symbol)
    }

    /// UIImage(systemName:compatibleWith:): traits do not change a symbol's drawing here.
    public convenience init?(systemName name: String, compatibleWith traitCollection: Any?) {
        self.init(systemName: name, withConfiguration: nil)
    }
}
