import Foundation
import HandheldKit

/// What every bar appearance has (UIBarAppearance, iOS 13, the superclass of `UINavigationBarAppearance`,
/// `UITabBarAppearance` and `UIToolbarAppearance`): a background colour, a shadow colour and the three
/// `configureWith…` presets, which set both.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The bar's background; nil draws the default translucent material.
    public var backgroundColor: UIColor?
    /// The hairline along the bar's edge; nil or clear draws none.
    public var shadowColor: UIColor?

    /// The default translucent background, as `configureWithDefaultBackground()`.
    public init() { configureWithDefaultBackground() }

    /// The system's translucent bar material, with a hairline.
    public func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = .separator
    }

    /// An opaque bar in the system background colour (UIKit: "opaque colors appropriate for the current
    /// theme"), with a hairline.
    public func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = .separator
    }

    /// No background and no hairline: content shows through (the iOS 15 scroll-edge look).
    public func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = nil
    }
}
