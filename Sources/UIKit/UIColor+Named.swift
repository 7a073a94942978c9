// UIColor(named:in:compatibleWith:): a colour set from an asset catalog, light and dark.

import Foundation
import HandheldKit

extension Color {
    /// UIKit's `init?(named:in:compatibleWith:)`: the colour set `name` from `bundle`'s asset catalog (the main
    /// bundle's when nil), found in the same resource folders as `UIImage(named:in:)`; a package's own colours
    /// are in `Bundle.module`. Nil for an unknown name, as UIKit returns nil. A set with a dark variant gives a
    /// dynamic colour that follows the view's appearance, as a named colour does on iOS. `traitCollection` is
    /// accepted for UIKit's signature; the colour is resolved when it is drawn, so it is not needed here.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: TraitCollection? = nil) {
        var folders: [String] = []
        for b in [bundle, Bundle.main].compactMap({ $0 }) {
            folders += [b.resourcePath, b.bundlePath].compactMap { $0 }
        }
        guard let color = AssetCatalog.color(named: name, inFolders: folders) else { return nil }
        self.init(copying: color)
    }
}
