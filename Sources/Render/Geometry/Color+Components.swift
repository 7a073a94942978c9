/// The four components as one value. A module that adds UIColor's basic colours (`UIColor.red`, a type
/// member) hides the `red` component from code importing it, so the UIKit layer reads components here.
extension Color {
    public var components: (red: Double, green: Double, blue: Double, alpha: Double) { (red, green, blue, alpha) }
}
