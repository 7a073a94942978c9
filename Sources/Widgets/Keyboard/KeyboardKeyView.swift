import Render

/// One key drawn in iOS's light keyboard style: a rounded key with a one-point darker edge under it,
/// white for characters and the space bar, grey for function keys, blue for a prominent Return key, and
/// the grey of function keys while a character key is pressed.
@MainActor
final class KeyboardKeyView: View {
    let key: KeyboardKey
    var isPressed = false { didSet { if isPressed != oldValue { setNeedsDisplay() } } }
    var isShifted = false { didSet { if isShifted != oldValue { setNeedsDisplay() } } }
    var isProminent = false
    var isPad = false

    // Colours of iOS's light keyboard, sampled from iOS 15 Simulator screenshots [EST].
    // Dark values [EST], as KeyboardView's.
    static let characterColor = Color(light: .white, dark: Color(r: 108, g: 108, b: 110))
    static let functionColor = Color(light: Color(r: 171, g: 177, b: 186), dark: Color(r: 70, g: 70, b: 72))
    static let edgeColor = Color(light: Color(r: 137, g: 138, b: 141), dark: Color(r: 20, g: 20, b: 21))
    static let labelColor = Color.label

    init(key: KeyboardKey) {
        self.key = key
        super.init(frame: .zero)
        identifier = key.identifier
        // The keyboard takes the touches and finds the key itself, so a press can slide between keys.
        isUserInteractionEnabled = false
    }
    /// Required by View. The toolkit makes this part only from its key, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    private var fill: Color {
        if isProminent { return isPressed ? .white : .systemBlue }
        if case .shift = key.action, isShifted { return Color(light: .white, dark: Color(r: 235, g: 235, b: 240)) }
        let base = key.isFunction ? Self.functionColor : Self.characterColor
        if isPressed { return key.isFunction ? Self.characterColor : Self.functionColor }
        return base
    }

    /// Key labels: letters in the keyboard's large size, words (return, space, 123) smaller (iOS uses
    /// about 22.5 and 16 pt on iPhone, observed [EST]).
    private var labelFont: Font {
        if case .character = key.action, key.label.count == 1 { return Font(size: isPad ? 24 : 22.5) }
        return Font(size: isPad ? 18 : 16)
    }

    override func draw(in canvas: Canvas) {
        let radius = isPad ? 6.0 : 5.0
        let body = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        canvas.fillRoundedRect(body.offsetBy(dx: 0, dy: 1), radius: radius, color: Self.edgeColor)
        canvas.fillRoundedRect(body, radius: radius, color: fill)
        let color: Color = isProminent && !isPressed ? .white : Self.labelColor
        switch key.action {
        case .shift:
            drawShift(in: canvas, color: color)
            return
        case .delete:
            drawDelete(in: canvas, color: color)
            return
        default:
            break
        }
        var label = key.label
        if isShifted, case .character = key.action { label = label.uppercased() }
        let font = labelFont
        let m = canvas.measurer.metrics(for: font)
        let w = canvas.measurer.width(of: label, font: font)
        var y = (bounds.height - m.lineHeight) / 2
        if let sub = key.sublabel {
            y -= 6
            let subFont = Font(size: 10, weight: .medium)
            let sw = canvas.measurer.width(of: sub, font: subFont)
            canvas.drawText(sub, font: subFont, color: color, at: Point(x: ((bounds.width - sw) / 2).rounded(), y: y + m.lineHeight - 2))
        } else if case .character = key.action, !isShifted, label.count == 1, label.first!.isLowercase {
            // Lowercase letters sit a little lower than capitals in the key, as iOS draws them.
            y -= 1
        } else if case .character = key.action {
            y -= 1
        }
        canvas.drawText(label, font: font, color: color, at: Point(x: ((bounds.width - w) / 2).rounded(), y: y.rounded()))
    }

    /// iOS's shift arrow: outlined when off, filled when on.
    private func drawShift(in canvas: Canvas, color: Color) {
        let c = bounds.center
        let s = min(bounds.width, bounds.height) * 0.22
        let outline = [Point(x: c.x, y: c.y - s), Point(x: c.x + s, y: c.y), Point(x: c.x + s * 0.45, y: c.y),
                       Point(x: c.x + s * 0.45, y: c.y + s * 0.8), Point(x: c.x - s * 0.45, y: c.y + s * 0.8),
                       Point(x: c.x - s * 0.45, y: c.y), Point(x: c.x - s, y: c.y), Point(x: c.x, y: c.y - s)]
        if isShifted {
            canvas.fillPolygon([outline[0], outline[1], outline[6]], color: color)
            canvas.fill(Rect(x: c.x - s * 0.45, y: c.y - 0.5, width: s * 0.9, height: s * 0.8 + 0.5), color: color)
        }
        canvas.strokePolyline(outline, width: 1.3, color: color)
    }

    /// iOS's delete key: a left-pointing tag with a cross in it.
    private func drawDelete(in canvas: Canvas, color: Color) {
        let c = bounds.center
        let h = min(bounds.width, bounds.height) * 0.18, w = h * 1.5
        let tag = [Point(x: c.x - w, y: c.y), Point(x: c.x - w * 0.45, y: c.y - h), Point(x: c.x + w, y: c.y - h),
                   Point(x: c.x + w, y: c.y + h), Point(x: c.x - w * 0.45, y: c.y + h), Point(x: c.x - w, y: c.y)]
        canvas.strokePolyline(tag, width: 1.3, color: color)
        let k = h * 0.45, x0 = c.x + w * 0.2
        canvas.strokeLine(from: Point(x: x0 - k, y: c.y - k), to: Point(x: x0 + k, y: c.y + k), width: 1.3, color: color)
        canvas.strokeLine(from: Point(x: x0 + k, y: c.y - k), to: Point(x: x0 - k, y: c.y + k), width: 1.3, color: color)
    }

    override func treeAttributes() -> [(String, JSONValue)] {
        [("text", .string(key.label))]
    }
}
