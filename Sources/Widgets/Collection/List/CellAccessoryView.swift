import Foundation
import Render

/// Draws one `CellAccessory` in a list cell and takes the taps of those that act (delete, detail, outline
/// disclosure). The chevron and checkmark are the table cell's glyphs at its sizes and colours; the rest
/// are drawn from UIKit's SF Symbols' shapes (minus.circle.fill, line.3.horizontal, info.circle) at the
/// 22 pt of a standard accessory symbol.
@preconcurrency @MainActor
final class CellAccessoryView: View {
    /// The table's disclosure chevron, 8×13 pt in systemGray2, and its checkmark, 14×12 (TableViewCell).
    static let chevronSize = Size(width: 8, height: 13)
    static let checkmarkSize = Size(width: 14, height: 12)
    /// The round delete and detail buttons and the reorder grip: the size of an accessory SF Symbol at the
    /// body text size (about 22 pt; UIKit documents no figure).
    static let symbolSide = 22.0

    let accessory: CellAccessory
    /// The colour of the kinds UIKit tints, from the cell.
    var tint: Color = .systemBlue { didSet { if tint != oldValue { setNeedsDisplay() } } }
    /// The tap handler when the accessory has no action of its own (an outline disclosure's toggle).
    var defaultAction: (() -> Void)?
    private var label: Label?

    init(_ accessory: CellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        isHidden = accessory.isHidden
        switch accessory.kind {
        case .delete, .detail, .outlineDisclosure: isUserInteractionEnabled = true
        case .reorder:
            isUserInteractionEnabled = true
            ReorderHandle.install(on: self)
        default: isUserInteractionEnabled = false
        }
        if case .label(let text) = accessory.kind {
            // UIKit's label accessory: body text in the secondary label colour.
            let label = Label(text: text, font: .body, color: accessory.tintColor ?? .secondaryLabel)
            label.adjustsFontForContentSizeCategory = true
            addSubview(label)
            self.label = label
        }
    }
    /// Required by View. The toolkit makes this part only from its accessory, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: Size {
        switch accessory.kind {
        case .disclosureIndicator: Self.chevronSize
        case .checkmark: Self.checkmarkSize
        case .outlineDisclosure: Size(width: Self.chevronSize.height, height: Self.chevronSize.height)
        case .delete, .reorder, .detail: Size(width: Self.symbolSide, height: Self.symbolSide)
        case .label: label?.intrinsicContentSize ?? .zero
        }
    }

    override func layoutSubviews() {
        label?.frame = bounds
    }

    private var color: Color {
        if let own = accessory.tintColor { return own }
        switch accessory.kind {
        case .disclosureIndicator: return TableViewCell.chevronColor
        case .delete: return .systemRed
        case .reorder: return .systemGray
        case .label: return .secondaryLabel
        case .checkmark, .outlineDisclosure, .detail: return tint
        }
    }

    override func draw(in canvas: Canvas) {
        let c = Point(x: bounds.midX, y: bounds.midY)
        func centred(_ size: Size) -> Rect { Rect(x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height) }
        let r = Self.symbolSide / 2
        switch accessory.kind {
        case .disclosureIndicator, .outlineDisclosure:
            // The outline chevron turns to point down when expanded: the view's transform (CellAccessoryView
            // is rotated by the cell), so it animates on the clock.
            Glyph.chevronRight.draw(in: centred(Self.chevronSize), color: color, lineWidth: 2, canvas: canvas)
        case .checkmark:
            Glyph.checkmark.draw(in: centred(Self.checkmarkSize), color: color, lineWidth: 2, canvas: canvas)
        case .delete:
            canvas.fillRoundedRect(centred(Size(width: 2 * r, height: 2 * r)), radius: r, color: color)
            canvas.fill(centred(Size(width: 10, height: 2)), color: .white)
        case .reorder:
            for dy in [-5.0, 0, 5] {
                canvas.fillRoundedRect(Rect(x: c.x - 9, y: c.y + dy - 0.75, width: 18, height: 1.5), radius: 0.75, color: color)
            }
        case .detail:
            let ring = (0...32).map { i -> Point in
                let a = Double(i) / 32 * 2 * Double.pi
                return Point(x: c.x + (r - 1) * cos(a), y: c.y + (r - 1) * sin(a))
            }
            canvas.strokePolyline(ring, width: 1.5, color: color)
            canvas.fillRoundedRect(centred(Size(width: 2.5, height: 2.5)).offsetBy(dx: 0, dy: -5), radius: 1.25, color: color)
            canvas.fill(Rect(x: c.x - 1, y: c.y - 1.5, width: 2, height: 7.5), color: color)
        case .label:
            break
        }
    }

    // A tap on an acting accessory runs its action and does not reach the cell (no selection).
    override func touchesBegan(_ touch: Touch) {}
    override func touchesMoved(_ touch: Touch) {}
    override func touchesCancelled(_ touch: Touch) {}
    override func touchesEnded(_ touch: Touch) {
        guard bounds.insetBy(dx: -11, dy: -11).contains(touch.location(in: self)) else { return }
        (accessory.actionHandler ?? defaultAction)?()
    }

    override func treeAttributes() -> [(String, JSONValue)] {
        [("accessory", .string(accessory.name))]
    }
}
