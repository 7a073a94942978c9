import Foundation
import Render

/// The on-screen keyboard as iOS draws it in the light appearance: the predictive bar on top (empty, its
/// three cells parted by two thin lines), four rows of keys, and on iPhones without a home button the band
/// with the globe under them. The keys are subviews (`#key-q`, `#key-return`) so scripts and the tree can
/// name them; a press finds its key by position and types it on release, as iOS keys fire on touch-up.
@preconcurrency @MainActor
public final class KeyboardView: View {
    public private(set) var metrics: KeyboardMetrics
    public private(set) var keyboardType: KeyboardType = .default
    public private(set) var returnKeyType: ReturnKeyType = .default
    public private(set) var plane: KeyboardPlane = .letters
    /// Shift: the next letter is a capital (one-shot, as a single tap on iOS's shift key).
    public var isShifted = false { didSet { if isShifted != oldValue { for k in keyViews { k.isShifted = isShifted } } } }
    /// What a released key does; the keyboard manager sends it to the first responder.
    var onKey: ((KeyboardKey) -> Void)?
    private var keyViews: [KeyboardKeyView] = []
    private var pressed: KeyboardKeyView?

    /// iOS's light keyboard background, sampled from iOS 15 Simulator screenshots [EST].
    /// Dark values are ours [EST], read from dark-mode screenshots of the iOS 17 keyboard (Apple publishes
    /// no keyboard colours, and docs/reference/appearance.md has none).
    public static let backgroundGray = Color(light: Color(r: 209, g: 212, b: 217), dark: Color(r: 43, g: 43, b: 45))
    static let barSeparator = Color(light: Color(r: 60, g: 60, b: 67, a: 0.25), dark: Color(r: 84, g: 84, b: 88, a: 0.6))

    init(metrics: KeyboardMetrics) {
        self.metrics = metrics
        super.init(frame: .zero)
        identifier = "keyboard"
        backgroundColor = Self.backgroundGray
        rebuildKeys()
    }
    /// Required by View. The toolkit makes this part only from its metrics, never from an archive,
    /// so there is nothing to start from and it fails.
    public required init?(coder: NSCoder) { nil }

    func configure(type: KeyboardType, returnKeyType: ReturnKeyType, metrics: KeyboardMetrics) {
        let changed = type != keyboardType || returnKeyType != self.returnKeyType || metrics != self.metrics
        keyboardType = type
        self.returnKeyType = returnKeyType
        self.metrics = metrics
        if changed {
            plane = type == .numbersAndPunctuation ? .numbers : .letters
            rebuildKeys()
        }
    }

    func switchPlane(_ plane: KeyboardPlane) {
        guard plane != self.plane else { return }
        self.plane = plane
        isShifted = false
        rebuildKeys()
    }

    /// The first responder's input view, shown in place of the keys (UIResponder.inputView): the keys
    /// are hidden and the input view fills the keyboard's frame.
    var customInputView: View? {
        didSet {
            guard customInputView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let customInputView { addSubview(customInputView) }
            for key in keyViews { key.isHidden = customInputView != nil }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    private func rebuildKeys() {
        for view in keyViews { view.removeFromSuperview() }
        let rows = KeyboardLayout.rows(type: keyboardType, plane: plane, returnTitle: returnKeyType.title, isPad: metrics.isPad)
        keyViews = rows.flatMap { $0.compactMap(\.key) }.map { key in
            let view = KeyboardKeyView(key: key)
            view.isPad = metrics.isPad
            view.isShifted = isShifted
            if case .return = key.action { view.isProminent = returnKeyType.isProminent }
            return view
        }
        for view in keyViews { addSubview(view); view.isHidden = customInputView != nil }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Key geometry: rows share the keys' band evenly; a key is its row's pitch less the gap between rows
    /// (iPhone portrait: 54 pt rows, 42 pt keys, 6 pt apart, 3 pt from the sides, which fits ten letters in
    /// 375 pt; measured on iOS 15 Simulator screenshots [EST]).
    public override func layoutSubviews() {
        if let customInputView {
            customInputView.frame = bounds
            return
        }
        super.layoutSubviews()
        let rows = KeyboardLayout.rows(type: keyboardType, plane: plane, returnTitle: returnKeyType.title, isPad: metrics.isPad)
        let pad = metrics.isPad
        let safe = safeAreaInsets
        let side = (pad ? 6.0 : 3.0) + max(safe.left, safe.right)
        let hGap = pad ? 12.0 : 6.0
        let width = bounds.width - 2 * side
        let pitch = metrics.keysHeight / Double(max(1, rows.count))
        let vGap = (pitch * (pad ? 0.16 : 0.22)).rounded()
        let isPadOfDigits = !pad && keyboardType.isDigitPad
        let unit = (width - 9 * hGap) / (pad ? 11.2 : 10)
        var index = 0
        for (r, row) in rows.enumerated() {
            let gap = isPadOfDigits ? 6.0 : hGap
            let placed = KeyboardLayout.place(row, unit: unit, gap: gap, width: width)
            let y = metrics.barHeight + Double(r) * pitch + vGap / 2
            for (slot, place) in zip(row, placed) where slot.key != nil {
                let key = keyViews[index]
                // Keys are placed, never animated: the keyboard moves as one piece, and a key made during
                // its slide must not grow out of a zero frame.
                key.performWithoutAnimation {
                    key.frame = Rect(x: (side + place.x).rounded(), y: y.rounded(), width: place.width.rounded(),
                                     height: (pitch - vGap).rounded())
                }
                index += 1
            }
        }
    }

    public override func draw(in canvas: Canvas) {
        guard metrics.barHeight > 0, customInputView == nil else { return }
        // The predictive bar's two separators, a third and two thirds across, inset from its top and bottom.
        for fraction in [1.0 / 3, 2.0 / 3] {
            let x = (bounds.width * fraction).rounded()
            canvas.fillHairline(Rect(x: x, y: metrics.barHeight * 0.25, width: 0.5, height: metrics.barHeight * 0.5),
                                color: Self.barSeparator)
        }
        if metrics.bottomHeight > 30 { drawGlobe(in: canvas) }
    }

    /// The globe under the keys on iPhones without a home button.
    private func drawGlobe(in canvas: Canvas) {
        let c = Point(x: 38 + safeAreaInsets.left, y: metrics.height - metrics.bottomHeight + 25)
        let r = 11.0
        let circle = (0...32).map { i -> Point in
            let a = Double(i) / 32 * 2 * Double.pi
            return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
        }
        let meridian = (0...32).map { i -> Point in
            let a = Double(i) / 32 * 2 * Double.pi
            return Point(x: c.x + r * 0.45 * cos(a), y: c.y + r * sin(a))
        }
        let gray = Color(r: 80, g: 80, b: 86)
        canvas.strokePolyline(circle, width: 1.3, color: gray)
        canvas.strokePolyline(meridian, width: 1.1, color: gray)
        canvas.strokeLine(from: Point(x: c.x - r, y: c.y), to: Point(x: c.x + r, y: c.y), width: 1.1, color: gray)
    }

    /// The callout iPhone keyboards show over a pressed character key: the letter, larger, in a balloon that
    /// rises from the key (no callouts on iPad, as there). Proportions from iOS 15 Simulator screenshots [EST]:
    /// the balloon is about 1.5 keys wide and 1.1 keys tall, its letter about 1.6 times the key's. It casts
    /// a soft shadow over the keys around it (`drawCalloutShadow`).
    public override func drawOverlay(in canvas: Canvas) {
        guard !metrics.isPad, let pressed, case let .character(text) = pressed.key.action else { return }
        let key = pressed.frame
        let bubbleWidth = (key.width * 1.5).rounded(), bubbleHeight = (key.height * 1.15).rounded()
        var bubble = Rect(x: key.midX - bubbleWidth / 2, y: key.minY - bubbleHeight - 10, width: bubbleWidth, height: bubbleHeight)
        bubble.origin.x = max(2, min(bounds.width - bubbleWidth - 2, bubble.origin.x))
        // The neck joining the balloon to the key, a trapezoid narrowing down to the key's width.
        let neckTop = bubble.maxY - 6
        drawCalloutShadow(bubble: bubble, key: key, neckTop: neckTop, in: canvas)
        let edge = KeyboardKeyView.edgeColor.withAlpha(0.6)
        canvas.fillRoundedRect(bubble.inset(dx: -0.5, dy: -0.5), radius: 8.5, color: edge)
        canvas.fillRoundedRect(key.offsetBy(dx: 0, dy: 1), radius: 5, color: edge)
        canvas.fillPolygon([Point(x: bubble.minX, y: neckTop), Point(x: bubble.maxX, y: neckTop),
                            Point(x: key.maxX, y: key.minY + 6), Point(x: key.minX, y: key.minY + 6)], color: .white)
        canvas.fillRoundedRect(bubble, radius: 8, color: .white)
        canvas.fillRoundedRect(key, radius: 5, color: .white)
        let label = isShifted ? text.uppercased() : text
        let font = Font(size: 34)
        let m = canvas.measurer.metrics(for: font)
        let w = canvas.measurer.width(of: label, font: font)
        canvas.drawText(label, font: font, color: .black,
                        at: Point(x: (bubble.midX - w / 2).rounded(), y: (bubble.midY - m.lineHeight / 2).rounded()))
    }

    // MARK: Touches

    private func keyView(at point: Point) -> KeyboardKeyView? {
        // The nearest key in the row under the point, so the gaps between keys still type (iOS's keys take
        // the touches between them).
        let row = keyViews.filter { point.y >= $0.frame.minY - 8 && point.y <= $0.frame.maxY + 8 }
        return row.min { abs($0.frame.midX - point.x) - $0.frame.width / 2 < abs($1.frame.midX - point.x) - $1.frame.width / 2 }
            .flatMap { abs($0.frame.midX - point.x) <= $0.frame.width / 2 + 8 ? $0 : nil }
    }

    public override func touchesBegan(_ touch: Touch) {
        pressed = keyView(at: touch.location(in: self))
        pressed?.isPressed = true
        setNeedsDisplay()
    }

    public override func touchesMoved(_ touch: Touch) {
        let next = keyView(at: touch.location(in: self))
        guard next !== pressed else { return }
        pressed?.isPressed = false
        pressed = next
        pressed?.isPressed = true
        setNeedsDisplay()
    }

    public override func touchesEnded(_ touch: Touch) {
        guard let key = pressed else { return }
        key.isPressed = false
        pressed = nil
        onKey?(key.key)
    }

    public override func touchesCancelled(_ touch: Touch) {
        pressed?.isPressed = false
        pressed = nil
    }

    public override func treeAttributes() -> [(String, JSONValue)] {
        [("keyboardType", .string(keyboardType.rawValue)), ("plane", .string(plane.rawValue)),
         ("returnKey", .string(returnKeyType.title)), ("shifted", .bool(isShifted))]
    }
}
