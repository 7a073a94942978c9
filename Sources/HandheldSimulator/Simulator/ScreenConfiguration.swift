import Render
import Widgets

/// What the simulated screen is: a device held some way, with the app in some multitasking pane. A value,
/// so a change is a comparison and a transition goes from one to another.
struct ScreenConfiguration: Hashable, Sendable {
    var device: Device
    var orientation: Orientation
    var multitasking: Multitasking

    init(device: Device, orientation: Orientation = .portrait, multitasking: Multitasking = .full) {
        self.device = device
        self.orientation = device.supports(orientation) ? orientation : .portrait
        self.multitasking = device.resolvedMultitasking(multitasking, in: self.orientation)
    }

    /// The whole screen in points.
    var screenSize: Size { device.screenSize(in: orientation) }

    /// The app's pane: the full screen, or the multitasking width at the left edge.
    var paneFrame: Rect {
        let screen = screenSize
        let width = device.paneWidth(orientation: orientation, multitasking: multitasking) ?? screen.width
        return Rect(x: 0, y: 0, width: width, height: screen.height)
    }

    var sizeClasses: SizeClasses { device.sizeClasses(in: orientation, multitasking: multitasking) }

    var traits: TraitCollection {
        let classes = sizeClasses
        return TraitCollection(horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical,
                               displayScale: device.scale)
    }

    /// The safe area of the app's pane: the screen's, without the right inset when the pane does not reach
    /// the right edge.
    var safeAreaInsets: EdgeInsets {
        var insets = device.safeAreaInsets(in: orientation)
        let bar = device.statusBarHeight(in: orientation)
        insets.top = max(insets.top, bar)
        if paneFrame.width < screenSize.width { insets.right = 0 }
        return insets
    }
}
