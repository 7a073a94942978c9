// UIKit's names for symbol images: UIImage(systemName:), UIImage.SymbolConfiguration and its weights and
// scales, over Widgets' `Picture` (see Widgets/Images/SymbolLibrary.swift for the bundled glyphs).

extension Picture {
    public typealias SymbolWeight = SymbolConfiguration.Weight
    public typealias SymbolScale = SymbolConfiguration.Scale

    /// UIImage(systemName:): nil for a name Handheld's symbol set does not draw (docs/reference/sf-symbols.md).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// UIImage(systemName:compatibleWith:): traits do not change a symbol's drawing here.
    public convenience init?(systemName name: String, compatibleWith traitCollection: Any?) {
        self.init(systemName: name, withConfiguration: nil)
    }
}
