import Render

/// How tall the on-screen keyboard is on one screen and orientation, in three bands from the top: the
/// predictive (QuickType) bar, the keys, and a bottom band with no keys (the globe and dictation row above
/// the home indicator on iPhones without a home button). The values, with their sources, are the table in
/// `docs/reference/keyboard-heights.md`; the test `KeyboardMetricsTests` keeps the two in step.
public struct KeyboardMetrics: Hashable, Sendable {
    /// The whole keyboard: what `keyboardWillShow`'s end frame reports as its height.
    public var height: Double
    /// The predictive bar at the top.
    public var barHeight: Double
    /// The band below the keys.
    public var bottomHeight: Double
    /// iPad keyboards have their own layout (Tab-less 4 rows with a hide key, return on the second row).
    public var isPad: Bool

    public init(height: Double, barHeight: Double, bottomHeight: Double, isPad: Bool) {
        self.height = height
        self.barHeight = barHeight
        self.bottomHeight = bottomHeight
        self.isPad = isPad
    }

    /// The keys' band.
    public var keysHeight: Double { height - barHeight - bottomHeight }

    /// The metrics for an input's keyboard type: an iPhone's number and decimal pads have no predictive
    /// bar (iOS's number pad is the 216 pt keys alone on a 4.7" phone), so they are shorter by it.
    public func adjusted(for type: KeyboardType) -> KeyboardMetrics {
        guard !isPad, type.isDigitPad else { return self }
        return KeyboardMetrics(height: height - barHeight, barHeight: 0, bottomHeight: bottomHeight, isPad: isPad)
    }

    /// The row for a screen of `portraitSize` points (the device in portrait) in one orientation. A screen
    /// not in the table takes the nearest row by shape [EST]: a phone taller than twice its width has no
    /// home button (the 11 Pro's bands, or the Pro Max's from 414 pt wide), another phone the 8's or 8 Plus's;
    /// an iPad other than the 4:3 9.7" has a home indicator (the 11" Pro's bands, the 12.9"'s from 1000 pt).
    public static func forScreen(portraitSize: Size, isPad: Bool, landscape: Bool) -> KeyboardMetrics {
        let row = table.first { $0.size == portraitSize } ?? nearestRow(portraitSize: portraitSize, isPad: isPad)
        return landscape ? row.landscape : row.portrait
    }

    private static func nearestRow(portraitSize size: Size, isPad: Bool) -> (size: Size, portrait: KeyboardMetrics, landscape: KeyboardMetrics) {
        let wide = size.width >= 414
        if isPad { return size.width >= 1000 ? table[7] : size.height / size.width > 1.34 ? table[6] : table[5] }
        if size.height / size.width > 2 { return wide ? table[4] : table[3] }
        return wide ? table[2] : table[1]
    }

    /// For a window with no device table at hand (tests, a window made by hand): by its shape, an iPhone
    /// 8's keyboard in either orientation.
    public static func fallback(for windowSize: Size) -> KeyboardMetrics {
        forScreen(portraitSize: Size(width: 375, height: 667), isPad: false, landscape: windowSize.width > windowSize.height)
    }

    /// docs/reference/keyboard-heights.md, row for row: portrait size, then (height, bar, bottom) in
    /// portrait and landscape.
    static let table: [(size: Size, portrait: KeyboardMetrics, landscape: KeyboardMetrics)] = [
        phone(320, 568, portrait: (253, 37, 0), landscape: (193, 31, 0)),
        phone(375, 667, portrait: (260, 44, 0), landscape: (194, 32, 0)),
        phone(414, 736, portrait: (271, 45, 0), landscape: (194, 32, 0)),
        phone(375, 812, portrait: (335, 44, 75), landscape: (209, 38, 21)),
        phone(414, 896, portrait: (346, 45, 75), landscape: (209, 38, 21)),
        pad(768, 1024, portrait: (313, 55, 0), landscape: (398, 55, 0)),
        pad(834, 1194, portrait: (320, 55, 20), landscape: (405, 55, 20)),
        pad(1024, 1366, portrait: (378, 55, 20), landscape: (423, 55, 20)),
    ]

    private static func phone(_ w: Double, _ h: Double, portrait p: (Double, Double, Double),
                              landscape l: (Double, Double, Double)) -> (size: Size, portrait: KeyboardMetrics, landscape: KeyboardMetrics) {
        (Size(width: w, height: h), KeyboardMetrics(height: p.0, barHeight: p.1, bottomHeight: p.2, isPad: false),
         KeyboardMetrics(height: l.0, barHeight: l.1, bottomHeight: l.2, isPad: false))
    }

    private static func pad(_ w: Double, _ h: Double, portrait p: (Double, Double, Double),
                            landscape l: (Double, Double, Double)) -> (size: Size, portrait: KeyboardMetrics, landscape: KeyboardMetrics) {
        (Size(width: w, height: h), KeyboardMetrics(height: p.0, barHeight: p.1, bottomHeight: p.2, isPad: true),
         KeyboardMetrics(height: l.0, barHeight: l.1, bottomHeight: l.2, isPad: true))
    }
}
