import Render

extension View {
    /// The traits this view lays out and draws for (UIView.traitCollection): those of the view controller
    /// whose view contains it, else the window's. Views inherit them as in UIKit, where a view's traits
    /// come from its controller or superview; a view outside any window gets unspecified traits.
    /// The nearest `overrideUserInterfaceStyle` on the way up wins (View+InterfaceStyle).
    public var traitCollection: TraitCollection {
        var ancestor: View? = self
        var style = UserInterfaceStyle.unspecified
        func styled(_ traits: TraitCollection) -> TraitCollection {
            guard style != .unspecified else { return traits }
            var overridden = traits
            overridden.userInterfaceStyle = style
            return overridden
        }
        while let view = ancestor {
            if style == .unspecified { style = view.interfaceStyleOverride }
            if let controller = view.owningController {
                return styled((window?.traitCollection ?? TraitCollection()).merging(controller.traitCollection))
            }
            // A cell being measured before it joins the table reads the table's traits, as UIKit's
            // dequeued cells do.
            if view.window == nil, let traits = (view as? any DetachedTraitsProviding)?.traitsWhileDetached {
                return styled(traits)
            }
            ancestor = view.superview
        }
        return styled(window?.traitCollection ?? TraitCollection())
    }

    /// Calls `traitCollectionDidChange(_:)` on this view and its subviews, down to (not into) the views
    /// of other controllers, which hear it from their own controller when its traits change. A controller
    /// sends it for its view after its own `traitCollectionDidChange`, as UIKit tells the controller first;
    /// the window sends it for views that belong to no controller.
    func sendTraitCollectionDidChange(_ previous: TraitCollection?) {
        traitCollectionDidChange(previous)
        for child in subviews where child.owningController == nil {
            child.sendTraitCollectionDidChange(previous)
        }
    }
}

extension View {
    /// Sizes the fonts of the adjusting labels and text views in this subtree for `category`, for a view
    /// measured before it joins a window (a table's cell from its reuse pool), which has no traits to read
    /// yet. UIKit's cells read the table's traits as soon as they are dequeued; this is the same step.
    public func adjustFontsForContentSizeCategory(_ category: ContentSizeCategory) {
        adjustFontForContentSizeCategory(category)
        for child in subviews { child.adjustFontsForContentSizeCategory(category) }
    }
}
