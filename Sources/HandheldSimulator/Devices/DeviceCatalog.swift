import Render

/// The devices the simulator offers: the reference README's device table, row for row, in its order,
/// then the current devices (`docs/reference/devices.md`, where every value has its source).
/// New rows go at the end, so Ctrl+D still walks the old presets in their old order.
enum DeviceCatalog {
    /// The status bar and safe areas of the notched iPhones (11 Pro and 11 Pro Max), reference README.
    static let notchedStatusBarHeight: Double = 44
    static let notchedPortraitSafeArea = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    static let notchedLandscapeSafeArea = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
    /// The status bar of iPhones with a home button and of the 9.7" iPad, reference README.
    static let classicStatusBarHeight: Double = 20
    /// The status bar of the iPads Pro 11" and 12.9", reference README.
    static let proPadStatusBarHeight: Double = 24
    /// The notch of the iPhone X, XS, 11 Pro and their Max siblings: 209 × 30, its lower corners 22, the
    /// fillets where it meets the top edge 6 (Bezeler's mock of the 11 Pro and 11 Pro Max).
    static let faceIDNotch = SensorHousing.notch(Size(width: 209, height: 30), bottomRadius: 22, topRadius: 6)

    static let all: [Device] = [
        iPhone("iphone-se", 320, 568, scale: 2, landscape: .compactCompact),
        iPhone("iphone-8", 375, 667, scale: 2, landscape: .compactCompact),
        iPhone("iphone-8-plus", 414, 736, scale: 3, landscape: .regularCompact),
        iPhone("iphone-11-pro", 375, 812, scale: 3, landscape: .compactCompact,
               shape: ScreenShape(cornerRadius: 39, housing: faceIDNotch, homeIndicator: phoneHomeIndicator(width: 134))),
        iPhone("iphone-11-pro-max", 414, 896, scale: 3, landscape: .regularCompact,
               shape: ScreenShape(cornerRadius: 39, housing: faceIDNotch, homeIndicator: phoneHomeIndicator(width: 148))),
        iPad("ipad", 768, 1024, statusBar: classicStatusBarHeight,
             panes: PaneWidths(landscapeTwoThirds: 694, landscapeHalf: 507, landscapeOneThird: 320,
                               portraitWide: 438, portraitNarrow: 320)),
        // The 2018 and later iPads Pro: Face ID in the bezel, rounded corners and a home indicator.
        modernPad("ipad-pro-11", 834, 1194, cornerRadius: 18),
        modernPad("ipad-pro-12.9", 1024, 1366, cornerRadius: 18,
                  panes: PaneWidths(landscapeTwoThirds: 981, landscapeHalf: 678, landscapeOneThird: 375,
                                    portraitWide: 639, portraitNarrow: 375)),
    ] + currentDevices

    static var names: [String] { all.map(\.name) }

    /// The device with exactly this name.
    static func named(_ name: String) throws(UnknownDeviceError) -> Device {
        guard let device = all.first(where: { $0.name == name }) else { throw UnknownDeviceError(name: name) }
        return device
    }

    /// The text of `handheld devices`: one aligned line per device, e.g.
    /// `iphone-8-plus      414×736   @3x  portrait C/R  landscape R/C  safe area 20,0,0,0 / 0,0,0,0  rectangle`:
    /// the safe area (top, left, bottom, right) in portrait and in either landscape, then the screen's shape.
    /// The columns up to the size classes are those the command printed before the current devices came.
    static func devicesListing() -> String {
        let nameWidth = all.map(\.name.count).max() ?? 0
        let pointsWidth = all.map(\.pointSize.description.count).max() ?? 0
        func padded(_ text: String, to width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        func insets(_ e: EdgeInsets) -> String {
            [e.top, e.left, e.bottom, e.right].map(\.compact).joined(separator: ",")
        }
        let portraitWidth = all.map { insets($0.safeAreaInsets(in: .portrait)).count }.max() ?? 0
        let landscapeWidth = all.map { insets($0.safeAreaInsets(in: .landscapeLeft)).count }.max() ?? 0
        return all.map { device in
            padded(device.name, to: nameWidth + 2) + padded(device.pointSize.description, to: pointsWidth)
                + " @\(device.scale.compact)x"
                + "  portrait \(device.sizeClasses(in: .portrait))"
                + "  landscape \(device.sizeClasses(in: .landscapeLeft))"
                + "  safe area " + padded(insets(device.safeAreaInsets(in: .portrait)), to: portraitWidth)
                + " / " + padded(insets(device.safeAreaInsets(in: .landscapeLeft)), to: landscapeWidth)
                + "  \(device.shape)"
        }.joined(separator: "\n")
    }

    /// An iPhone; with a `shape` (a notch) it has the notched status bar and safe areas, without one a home
    /// button and the 20 pt bar.
    private static func iPhone(_ name: String, _ width: Double, _ height: Double, scale: Double,
                               landscape: SizeClasses, shape: ScreenShape = .rectangle) -> Device {
        let notched = shape != .rectangle
        let statusBar = notched ? notchedStatusBarHeight : classicStatusBarHeight
        return Device(name: name, pointSize: Size(width: width, height: height), scale: scale,
                      statusBarHeight: statusBar, isPad: false,
                      portraitSizeClasses: .compactRegular, landscapeSizeClasses: landscape,
                      portraitSafeArea: notched ? notchedPortraitSafeArea : EdgeInsets(top: statusBar),
                      landscapeSafeArea: notched ? notchedLandscapeSafeArea : .zero,
                      paneWidths: nil, shape: shape)
    }

    /// An iPad; `panes` nil means the table's "others" formula.
    private static func iPad(_ name: String, _ width: Double, _ height: Double, statusBar: Double,
                             panes: PaneWidths?) -> Device {
        let size = Size(width: width, height: height)
        return Device(name: name, pointSize: size, scale: 2, statusBarHeight: statusBar, isPad: true,
                      portraitSizeClasses: .regularRegular, landscapeSizeClasses: .regularRegular,
                      portraitSafeArea: EdgeInsets(top: statusBar), landscapeSafeArea: EdgeInsets(top: statusBar),
                      paneWidths: panes ?? .formula(portraitSize: size))
    }
}
