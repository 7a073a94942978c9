import Render

/// Where the status bar's parts go on one device, in screen points. iOS has drawn four arrangements since
/// iOS 12, and the device's shape says which one it uses (`docs/reference/devices.md`, "Status bar"):
/// - home-button iPhones: signal, carrier and Wi-Fi at the left, "9:41 AM" centred, "100%" and the
///   battery at the right;
/// - notched iPhones: the time centred in the left ear, signal, Wi-Fi and battery centred in the right ear;
/// - Dynamic Island iPhones: the same, in the ears either side of the island, centred on its middle line;
/// - iPads: time and date at the left, Wi-Fi, "100%" and battery at the right.
/// A value computed from the device and the text measurer, so tests read the frames without drawing.
struct StatusBarLayout {
    enum Generation: String, Sendable {
        case homeButton, notch, dynamicIsland, pad
    }

    let generation: Generation
    let height: Double
    let timeText: String
    let timeFont: Font
    /// The time's line box.
    let time: Rect
    /// The iPad's date beside the time.
    var date: Rect?
    /// The carrier name of a home-button iPhone ("Carrier", as the Xcode Simulator shows it).
    var carrier: Rect?
    let textFont: Font
    /// The signal bars; iPads have none (Wi-Fi models).
    var signal: Rect?
    /// The Wi-Fi fan's bounding box; its point is at the bottom centre.
    let wifi: Rect
    /// "100%" left of the battery; the Face ID iPhones show no percentage (see `percentText`).
    var percent: Rect?
    /// The battery's body, without its nib.
    let battery: Rect
    let metrics: StatusBar.GlyphMetrics

    static let dateText = "Tue Jan 9"
    static let carrierText = "Carrier"
    /// Face ID iPhones show the percentage only when the user turns it on (inside the glyph since iOS 16);
    /// Apple's marketing pictures leave it off, and so does Handheld.
    static let percentText = "100%"
    /// The gap between neighbouring glyphs.
    static let gap: Double = 4

    static func generation(of device: Device) -> Generation {
        if device.isPad { return .pad }
        return switch device.shape.housing {
        case .none: .homeButton
        case .notch: .notch
        case .dynamicIsland: .dynamicIsland
        }
    }

    /// The left and right ears of a notched or Dynamic Island iPhone in portrait: from the housing to a
    /// margin of 0.28 × the corner radius at the screen's edge. The factor is fitted to Bezeler's mocks,
    /// which put the time's centre at 46.5 on the 11 Pro (ear 0…83, radius 39), 51.5 on the 11, 44.5 on
    /// the 12 mini and 52 on the 12: every one of them is the middle of that span within a point. [EST]
    static func ears(of device: Device) -> (left: ClosedRange<Double>, right: ClosedRange<Double>)? {
        let width = device.pointSize.width
        guard let housing = device.shape.housing.frame(screenWidth: width) else { return nil }
        let margin = (0.28 * device.shape.cornerRadius).rounded()
        return (margin...housing.minX, housing.maxX...(width - margin))
    }

    /// The vertical centre of the time and glyphs: the bar's middle; the notch's middle plus 8 on notched
    /// phones (Bezeler: 23 for the 11 Pro's 30 pt notch, 25 for the 12 mini's 34) [EST]; the island's middle
    /// line on Dynamic Island phones, which the time and battery line up with.
    static func centerY(of device: Device, height: Double) -> Double {
        switch device.shape.housing {
        case .none: height / 2
        case let .notch(size, _, _): size.height / 2 + 8
        case let .dynamicIsland(size, top): top + size.height / 2
        }
    }

    @MainActor
    init?(device: Device, orientation: Orientation, measurer: TextMeasuring) {
        let height = device.statusBarHeight(in: orientation)
        guard height > 0 else { return nil }
        let width = device.screenSize(in: orientation).width
        let generation = Self.generation(of: device)
        self.generation = generation
        self.height = height
        let modern = generation == .notch || generation == .dynamicIsland
        metrics = modern ? .notched : .regular
        // SF Pro semibold: 12 pt in the 20 and 24 pt bars, 15 in the notch's ears (16 on the wider phones,
        // Bezeler), 17 beside the Dynamic Island [EST].
        let timeSize: Double = switch generation {
        case .homeButton, .pad: 12
        case .notch: device.pointSize.width > 380 ? 16 : 15
        case .dynamicIsland: 17
        }
        timeFont = Font(size: timeSize, weight: .semibold)
        textFont = Font(size: 12, weight: .medium)
        timeText = generation == .homeButton ? StatusBar.time + " AM" : StatusBar.time
        let mid = Self.centerY(of: device, height: height)
        func textBox(_ text: String, _ font: Font, x: Double) -> Rect {
            let lineHeight = measurer.metrics(for: font).lineHeight
            return Rect(x: x.rounded(), y: (mid - lineHeight / 2).rounded(), width: measurer.width(of: text, font: font),
                        height: lineHeight)
        }
        let m = metrics
        let glyphHeight = m.barHeights.last!
        let glyphTop = mid - glyphHeight / 2
        let batterySize = modern ? Size(width: 25, height: 12) : Size(width: 22, height: 10.5)
        func batteryBox(right: Double) -> Rect {
            Rect(x: right - batterySize.width - 2, y: mid - batterySize.height / 2, width: batterySize.width,
                 height: batterySize.height)
        }
        let timeWidth = measurer.width(of: timeText, font: timeFont)
        switch generation {
        case .homeButton:
            time = textBox(timeText, timeFont, x: (width - timeWidth) / 2)
            let signal = Rect(x: 6, y: glyphTop, width: m.signalWidth, height: glyphHeight)
            self.signal = signal
            let carrier = textBox(Self.carrierText, textFont, x: signal.maxX + Self.gap)
            self.carrier = carrier
            wifi = Rect(x: carrier.maxX + Self.gap, y: glyphTop, width: m.wifiWidth, height: glyphHeight)
            battery = batteryBox(right: width - 6)
            let percentWidth = measurer.width(of: Self.percentText, font: textFont)
            percent = textBox(Self.percentText, textFont, x: battery.minX - Self.gap - percentWidth)
        case .pad:
            // Rounded iPads keep the corners' 18–25 pt clear; the square 9.7" uses the bar's 6 pt margin [EST].
            let margin: Double = device.shape.cornerRadius > 0 ? 16 : 6
            time = textBox(timeText, timeFont, x: margin)
            date = textBox(Self.dateText, timeFont, x: time.maxX + 5)
            battery = batteryBox(right: width - margin)
            let percentWidth = measurer.width(of: Self.percentText, font: textFont)
            let percent = textBox(Self.percentText, textFont, x: battery.minX - Self.gap - percentWidth)
            self.percent = percent
            wifi = Rect(x: percent.minX - Self.gap - m.wifiWidth, y: glyphTop, width: m.wifiWidth, height: glyphHeight)
        case .notch, .dynamicIsland:
            let ears = Self.ears(of: device)!
            let leftMid = (ears.left.lowerBound + ears.left.upperBound) / 2
            time = textBox(timeText, timeFont, x: leftMid - timeWidth / 2)
            // Signal, Wi-Fi and battery (with its 2 pt nib) as one group centred in the right ear.
            let group = m.signalWidth + Self.gap + m.wifiWidth + Self.gap + batterySize.width + 2
            let left = (ears.right.lowerBound + ears.right.upperBound) / 2 - group / 2
            let signal = Rect(x: left, y: glyphTop, width: m.signalWidth, height: glyphHeight)
            self.signal = signal
            wifi = Rect(x: signal.maxX + Self.gap, y: glyphTop, width: m.wifiWidth, height: glyphHeight)
            battery = batteryBox(right: left + group)
        }
    }
}
