import Render

/// A view whose subtree is drawn vibrant (UIVisualEffectView's content view under a UIVibrancyEffect): the
/// colour its content takes instead of its own.
@preconcurrency @MainActor
public protocol VibrancyProviding: AnyObject {
    var providedVibrancyColor: Color? { get }
}

extension View {
    /// The colour content drawn here takes from the nearest vibrancy effect above it, nil outside one. UIKit's
    /// vibrancy draws its content's shape (text, a symbol's alpha) in the effect's colour whatever colour the
    /// content was given; controls that draw text or templates read this hook, so the core stays unaware of them.
    public var vibrancyColor: Color? {
        var view: View? = self
        while let v = view {
            // The cached flag first: a conformance test per ancestor per image drawn showed in a
            // collection scroll's profile (callgrind).
            if v.providesVibrancy, let provider = v as? VibrancyProviding { return provider.providedVibrancyColor }
            view = v.superview
        }
        return nil
    }

    /// Whether this view makes its subtree vibrant: the conformance is tested once per view and kept (a
    /// class's conformances never change), so the per-draw walk up the superviews (`vibrancyColor`) reads
    /// one stored value per ancestor instead of asking the runtime for a protocol conformance.
    var providesVibrancy: Bool {
        if let known = providesVibrancyCache { return known }
        let provides = self is VibrancyProviding
        providesVibrancyCache = provides
        return provides
    }
}
