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
