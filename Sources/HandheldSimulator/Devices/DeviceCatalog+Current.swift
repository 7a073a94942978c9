import Render

/// Today's iPhones and iPads with their rounded screens, sensor housings, home
/// indicators and safe areas. Each number is a row of `docs/reference/devices.md`, which names its source
/// (dimmmensions = Xcode Simulator, iOS 16.2; ScreenCorners = `_displayCornerRadius`; the rest as cited).
extension DeviceCatalog {
    /// The home indicator's gap to the bottom edge on iPhones (Apple's design templates; an estimate, see
    /// the reference) and its height.
    static let homeIndicatorBottom: Double = 8
    static let homeIndicatorHeight: Double = 5
    /// Face ID iPads and the iPads without a home button: top 24, bottom 20 in every orientation
    /// (dimmmensions: iPad 10th gen, Air 5th gen, mini 6th gen, iPad Pro 11" and 12.9").
    static let modernPadSafeArea = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    /// iPads' home indicator: no source found, an estimate (reference, note 5).
    static let padHomeIndicator = HomeIndicator(size: Size(width: 200, height: 5), bottom: 7)
    /// The Dynamic Island of the iPhone 14 Pro, 15 and 16 (126 × 37.33, 11 below the top edge).
    static let dynamicIslandSize = Size(width: 126, height: 37.33)

    static let currentDevices: [Device] = [
        Device(name: "iphone-se-3", pointSize: Size(width: 375, height: 667), scale: 2,
               statusBarHeight: classicStatusBarHeight, isPad: false,
               portraitSizeClasses: .compactRegular, landscapeSizeClasses: .compactCompact,
               portraitSafeArea: EdgeInsets(top: 20), landscapeSafeArea: .zero, paneWidths: nil),
        modernPhone("iphone-13-mini", 375, 812, top: 50, statusBar: 50, landscape: .compactCompact,
                    shape: ScreenShape(cornerRadius: 44,
                                       housing: .notch(Size(width: 168, height: 31), bottomRadius: 20, topRadius: 6),
                                       homeIndicator: phoneHomeIndicator(width: 134)),
                    nativeScale: 2.88),
        modernPhone("iphone-15", 393, 852, top: 59, statusBar: 54, landscape: .compactCompact,
                    shape: ScreenShape(cornerRadius: 55, housing: .dynamicIsland(dynamicIslandSize, top: 11),
                                       homeIndicator: phoneHomeIndicator(width: 139))),
        modernPhone("iphone-16-pro-max", 440, 956, top: 62, statusBar: 54, landscapeBottom: 20,
                    landscape: .regularCompact,
                    shape: ScreenShape(cornerRadius: 62, housing: .dynamicIsland(dynamicIslandSize, top: 14),
                                       homeIndicator: phoneHomeIndicator(width: 155))),
        modernPad("ipad-10", 820, 1180, cornerRadius: 25),
        modernPad("ipad-air-11", 820, 1180, cornerRadius: 18),
        // The 12.9" rule (a 375 pt narrow pane) rather than the 320 pt formula, which would make the portrait
        // wide pane regular (1032 − 330 = 702 ≥ 678) where the 12.9" is compact (639).
        modernPad("ipad-pro-13", 1032, 1376, cornerRadius: 18,
                  panes: PaneWidths(landscapeTwoThirds: 1376 - 375 - 10, landscapeHalf: (1376 - 10) / 2,
                                    landscapeOneThird: 375, portraitWide: 1032 - 375 - 10, portraitNarrow: 375)),
        modernPad("ipad-mini", 744, 1133, cornerRadius: 21.5),
    ]

    static func phoneHomeIndicator(width: Double) -> HomeIndicator {
        HomeIndicator(size: Size(width: width, height: homeIndicatorHeight), bottom: homeIndicatorBottom)
    }

    /// A Face ID iPhone: portrait `top`/34, landscape the same depth on both sides and `landscapeBottom`
    /// (21 on every earlier Face ID phone in dimmmensions).
    private static func modernPhone(_ name: String, _ width: Double, _ height: Double, top: Double,
                                    statusBar: Double, landscapeBottom: Double = 21, landscape: SizeClasses,
                                    shape: ScreenShape, nativeScale: Double? = nil) -> Device {
        Device(name: name, pointSize: Size(width: width, height: height), scale: 3, statusBarHeight: statusBar,
               isPad: false, portraitSizeClasses: .compactRegular, landscapeSizeClasses: landscape,
               portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
               landscapeSafeArea: EdgeInsets(top: 0, left: top, bottom: landscapeBottom, right: top),
               paneWidths: nil, shape: shape, nativeScale: nativeScale)
    }

    /// An iPad without a home button: 24 pt status bar, the home indicator's 20 pt at the bottom, rounded.
    static func modernPad(_ name: String, _ width: Double, _ height: Double, cornerRadius: Double,
                                  panes: PaneWidths? = nil) -> Device {
        let size = Size(width: width, height: height)
        return Device(name: name, pointSize: size, scale: 2, statusBarHeight: proPadStatusBarHeight, isPad: true,
                      portraitSizeClasses: .regularRegular, landscapeSizeClasses: .regularRegular,
                      portraitSafeArea: modernPadSafeArea, landscapeSafeArea: modernPadSafeArea,
                      paneWidths: panes ?? .formula(portraitSize: size),
                      shape: ScreenShape(cornerRadius: cornerRadius, housing: .none, homeIndicator: padHomeIndicator))
    }
}
