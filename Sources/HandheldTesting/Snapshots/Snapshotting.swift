/// How a snapshot turns what is on screen into something stored and compared (swift-snapshot-testing's
/// `Snapshotting` strategies): the screen's pixels, or the view tree as text.
public struct Snapshotting: Sendable {
    enum Format: Sendable {
        case image(precision: Double, perceptualPrecision: Double)
        case tree
    }

    let format: Format
    /// The screen to take it on, for a view controller or a view (and applied to a `TestApp` first).
    let configuration: SnapshotConfiguration?

    /// The screen at the device's pixels (3 per point on an iPhone 15), compared byte for byte and, when the
    /// bytes differ, pixel by pixel.
    public static var image: Snapshotting { .image() }

    /// `precision`: the fraction of pixels that must match (1: all). `perceptualPrecision`: how close a
    /// pixel must be to match, 1 exact, 0.98 within a CIE Lab ΔE of 2 (about what the eye just notices), as
    /// swift-snapshot-testing defines both. Handheld draws the same bytes on every machine, so the defaults
    /// stay exact: lower them only with a reason.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
        Snapshotting(format: .image(precision: precision, perceptualPrecision: perceptualPrecision), configuration: nil)
    }

    /// The screen on `configuration`: a device, orientation, appearance and Dynamic Type size.
    public static func image(on configuration: SnapshotConfiguration, precision: Double = 1,
                             perceptualPrecision: Double = 1) -> Snapshotting {
        Snapshotting(format: .image(precision: precision, perceptualPrecision: perceptualPrecision),
                     configuration: configuration)
    }

    /// The view tree as stable text, one view a line (like `recursiveDescription`): a diff names the view
    /// that moved.
    public static var tree: Snapshotting { Snapshotting(format: .tree, configuration: nil) }

    /// The tree on `configuration`.
    public static func tree(on configuration: SnapshotConfiguration) -> Snapshotting {
        Snapshotting(format: .tree, configuration: configuration)
    }

    var pathExtension: String {
        switch format {
        case .image: "png"
        case .tree: "txt"
        }
    }
}
