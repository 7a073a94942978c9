import Render

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
