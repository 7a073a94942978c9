import Render

/// A simulated iPhone or iPad: one row of the reference README's device table. Sizes are in points, held
/// in portrait; the methods give what changes with orientation and Split View.
struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The name scripts and the command line use, e.g. `iphone-8-plus`.
    let name: String
    /// The screen in points held in portrait (`UIScreen.bounds` in portrait).
    let pointSize: Size
    /// Device pixels per point (`UIScreen.scale`).
    let scale: Double
    /// The status bar in portrait. iPhones hide it in landscape; see `statusBarHeight(in:)`.
    let statusBarHeight: Double
    let isPad: Bool
    /// Full-screen size classes in portrait (and upside down).
    let portraitSizeClasses: SizeClasses
    /// Full-screen size classes in either landscape.
    let landscapeSizeClasses: SizeClasses
    /// The safe area in portrait (and upside down, which only iPads support).
    let portraitSafeArea: EdgeInsets
    /// The safe area in either landscape. iOS insets both sides by the housing's depth, the side with the
    /// notch or Dynamic Island and the opposite one (dimmmensions: 13 mini 0, 50, 21, 50), so it is the
    /// same in landscape-left and landscape-right; only the housing moves (`housingEdge(in:)`).
    let landscapeSafeArea: EdgeInsets
    /// Split View pane widths; nil for iPhones, which offer no multitasking.
    let paneWidths: PaneWidths?
    /// Rounded corners, sensor housing and home indicator; a plain rectangle for the home-button devices.
    var shape: ScreenShape = .rectangle
    /// `UIScreen.nativeScale` where the panel has fewer pixels than the rendering (13 mini: 2.88, drawn at
    /// 3 and scaled down); nil where it equals `scale`.
    var nativeScale: Double? = nil

    var description: String { name }

    /// iPhones rotate among portrait and both landscapes, iPads also upside down (reference README,
    /// "Rotation and the simulator window"). Listed in `Orientation.allCases` order.
    var supportedOrientations: [Orientation] {
        isPad ? Orientation.allCases : [.portrait, .landscapeLeft, .landscapeRight]
    }

    func supports(_ orientation: Orientation) -> Bool { supportedOrientations.contains(orientation) }

    /// The full screen in points: the portrait size, swapped in landscape.
    func screenSize(in orientation: Orientation) -> Size {
        orientation.isLandscape ? Size(width: pointSize.height, height: pointSize.width) : pointSize
    }

    /// The screen in device pixels, the size of a screenshot.
    func pixelSize(in orientation: Orientation) -> Size {
        let points = screenSize(in: orientation)
        return Size(width: points.width * scale, height: points.height * scale)
    }

    /// The status bar's height, 0 where it is hidden: iPhones hide it in landscape (UIKit has done so since
    /// iOS 8), iPads keep it in every orientation.
    func statusBarHeight(in orientation: Orientation) -> Double {
        orientation.isLandscape && !isPad ? 0 : statusBarHeight
    }

    /// The screen's safe area insets in this orientation.
    func safeAreaInsets(in orientation: Orientation) -> EdgeInsets {
        orientation.isLandscape ? landscapeSafeArea : portraitSafeArea
    }

    /// The screen edge the sensor housing is on, as the user sees the screen: the top in portrait, the left
    /// in landscape-left (`UIDeviceOrientation.landscapeLeft`: home button, so the device's bottom, on the
    /// right), the right in landscape-right, the bottom upside down; nil without a housing.
    func housingEdge(in orientation: Orientation) -> ScreenEdge? {
        guard shape.housing != .none else { return nil }
        return switch orientation {
        case .portrait: .top
        case .landscapeLeft: .left
        case .landscapeRight: .right
        case .upsideDown: .bottom
        }
    }
}
