import Render

/// What the front camera and sensors take out of the top of the screen (in portrait).
enum SensorHousing: Hashable, Sendable, CustomStringConvertible {
    case none
    /// A notch hanging from the top edge, centred: its size, the radius of its lower corners and of the
    /// concave fillets where it meets the top edge.
    case notch(Size, bottomRadius: Double, topRadius: Double)
    /// A capsule below the top edge, centred: its size and the gap above it.
    case dynamicIsland(Size, top: Double)

    var description: String {
        switch self {
        case .none: "no housing"
        case let .notch(size, _, _): "notch \(size.description)"
        case let .dynamicIsland(size, top): "Dynamic Island \(size.description) at \(top.compact)"
        }
    }

    /// The housing in portrait screen points, for a screen `width` points wide.
    func frame(screenWidth width: Double) -> Rect? {
        switch self {
        case .none: nil
        case let .notch(size, _, _): Rect(x: (width - size.width) / 2, y: 0, width: size.width, height: size.height)
        case let .dynamicIsland(size, top):
            Rect(x: (width - size.width) / 2, y: top, width: size.width, height: size.height)
        }
    }
}
