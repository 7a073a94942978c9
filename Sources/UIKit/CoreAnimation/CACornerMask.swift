import HandheldKit

/// Core Animation's corner mask is Handheld's `RectCorners`: the raw values agree (min-x min-y is 1,
/// max-x min-y 2, min-x max-y 4, max-x max-y 8) and, with UIKit's y-down coordinates, min-y is the top.
public typealias CACornerMask = RectCorners

extension RectCorners {
    public static let layerMinXMinYCorner = RectCorners.topLeft
    public static let layerMaxXMinYCorner = RectCorners.topRight
    public static let layerMinXMaxYCorner = RectCorners.bottomLeft
    public static let layerMaxXMaxYCorner = RectCorners.bottomRight
}

extension Layer {
    /// CALayer.maskedCorners: the corners `cornerRadius` rounds. A view's layer forwards to the view,
    /// whose rounded clip (`clipsToBounds`/`masksToBounds`) follows it; a layer made by code rounds all
    /// four and ignores a change (not modelled).
    public var maskedCorners: CACornerMask {
        get { view?.maskedCorners ?? .all }
        set { view?.maskedCorners = newValue }
    }
}
