/// A horizontal and vertical shift (UIOffset), used where UIKit moves a piece inside a control by an offset
/// (a search bar's text, a bar item's title).
public struct Offset: Equatable, Sendable {
    public var horizontal: Double
    public var vertical: Double

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// UIOffset.zero.
    public static let zero = Offset(horizontal: 0, vertical: 0)
}
