import Render

/// The parts of an iPhone or iPad display that are not a plain rectangle: the rounded corners, the sensor
/// housing cut into the top, and the home indicator drawn over the bottom. Every number is a row of
/// `docs/reference/devices.md`, where each has its source.
struct ScreenShape: Hashable, Sendable, CustomStringConvertible {
    /// `UIScreen._displayCornerRadius` (ScreenCorners, dimmmensions); 0 for square screens.
    var cornerRadius: Double
    var housing: SensorHousing
    /// The bar at the bottom of Face ID phones and of iPads without a home button; nil where there is a
    /// home button.
    var homeIndicator: HomeIndicator?

    static let rectangle = ScreenShape(cornerRadius: 0, housing: .none, homeIndicator: nil)

    /// `rectangle`, or e.g. `corners 55, Dynamic Island 126×37.33 at 11, home indicator 139×5`, for
    /// `handheld devices`.
    var description: String {
        var parts = [cornerRadius > 0 ? "corners \(cornerRadius.compact)" : "rectangle"]
        if housing != .none { parts.append(housing.description) }
        if let homeIndicator { parts.append(homeIndicator.description) }
        return parts.joined(separator: ", ")
    }
}

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

/// The home indicator: a fully rounded bar centred at the bottom of the screen as the user holds it.
struct HomeIndicator: Hashable, Sendable, CustomStringConvertible {
    var size: Size
    /// The gap between the bar and the bottom edge of the screen.
    var bottom: Double

    var description: String { "home indicator \(size.description)" }

    /// The bar in the screen's points, for a screen of `screen` size in the orientation shown.
    func frame(in screen: Size) -> Rect {
        Rect(x: (screen.width - size.width) / 2, y: screen.height - bottom - size.height,
             width: size.width, height: size.height)
    }
}
