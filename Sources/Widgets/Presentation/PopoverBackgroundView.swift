import Render

/// The popover's bubble (UIKit's popover background view): a rounded panel, the arrow pointing at the
/// source, and a soft shadow that sets it off from the page it floats over (a popover does not dim). The
/// view's bounds reach `outset` beyond the panel on every side so the arrow and the shadow draw inside it.
@MainActor
final class PopoverBackgroundView: View {
    /// Room around the panel: the arrow's height and the shadow.
    static let outset = 16.0
    /// The shadow: the panel blurred (`Canvas.fillShadow`) by a Gaussian of `shadowSigma`, black at
    /// `shadowAlpha`, `shadowOffset` lower [EST, iPadOS 17: a wide, faint shadow, faded out about 12 pt
    /// away (three σ); UIKit's is a blurred layer shadow].
    static let shadowSigma = 4.0
    static let shadowAlpha = 0.15
    static let shadowOffset = 3.0
    /// The panel's colour: the elevated system background (white; #1C1C1E in dark, appearance.md's
    /// elevated `systemBackground`), as a popover is raised like a sheet.
    static let fill = Color(light: .white, dark: Color(r: 28, g: 28, b: 30))

    var arrowDirection = PopoverArrowDirection.unknown { didSet { if arrowDirection != oldValue { setNeedsDisplay() } } }
    var arrowPosition = 0.0 { didSet { if arrowPosition != oldValue { setNeedsDisplay() } } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "popover-background"
        isUserInteractionEnabled = false
    }
    /// Required by View. The toolkit makes this part only from its popover presentation, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    /// The panel's rect in this view's coordinates.
    var panel: Rect { bounds.insetBy(dx: Self.outset, dy: Self.outset) }

    override func draw(in canvas: Canvas) {
        let p = panel, r = PopoverPresentationController.panelCornerRadius
        canvas.fillShadow(.roundedRect(p.offsetBy(dx: 0, dy: Self.shadowOffset), radius: r), sigma: Self.shadowSigma,
                          color: Color.black.withAlpha(Self.shadowAlpha))
        canvas.fillRoundedRect(p, radius: r, color: Self.fill)
        if let triangle = arrowTriangle { canvas.fillPolygon(triangle, color: Self.fill) }
    }

    /// The arrow: its tip `arrowHeight` out from the panel's side, its base `arrowBase` wide, overlapping
    /// the panel by a point so no seam shows.
    var arrowTriangle: [Point]? {
        let p = panel, hgt = PopoverPresentationController.arrowHeight, half = PopoverPresentationController.arrowBase / 2
        let t = arrowPosition
        switch arrowDirection {
        case .up:
            return [Point(x: p.minX + t, y: p.minY - hgt), Point(x: p.minX + t + half, y: p.minY + 1),
                    Point(x: p.minX + t - half, y: p.minY + 1)]
        case .down:
            return [Point(x: p.minX + t, y: p.maxY + hgt), Point(x: p.minX + t - half, y: p.maxY - 1),
                    Point(x: p.minX + t + half, y: p.maxY - 1)]
        case .left:
            return [Point(x: p.minX - hgt, y: p.minY + t), Point(x: p.minX + 1, y: p.minY + t - half),
                    Point(x: p.minX + 1, y: p.minY + t + half)]
        case .right:
            return [Point(x: p.maxX + hgt, y: p.minY + t), Point(x: p.maxX - 1, y: p.minY + t + half),
                    Point(x: p.maxX - 1, y: p.minY + t - half)]
        default:
            return nil
        }
    }
}
