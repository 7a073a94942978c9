import Foundation
import Render

/// One line of editable text (UITextField): a placeholder while empty, a border style, a clear button,
/// secure entry, a delegate and the editing events. The line scrolls sideways to keep the caret in view
/// while editing and shows its start otherwise, as UITextField does.
@preconcurrency @MainActor
open class TextField: TextInputView {
    public weak var delegate: TextFieldDelegate?
    public var placeholder: String? {
        didSet {
            // A plain placeholder replaces an attributed one, as UIKit's does (TextField+AttributedPlaceholder).
            if attributedPlaceholderStorage?.string != placeholder { attributedPlaceholderStorage = nil }
            if placeholder != oldValue { contentChanged() }
        }
    }
    /// The placeholder with its attributes, when one was set through `attributedPlaceholder`.
    var attributedPlaceholderStorage: NSAttributedString?
    public var placeholderColor = TextField.placeholderGray { didSet { setNeedsDisplay() } }
    public var borderStyle: TextBorderStyle = .none { didSet { if borderStyle != oldValue { contentChanged() } } }
    public var clearButtonMode: TextFieldViewMode = .never { didSet { if clearButtonMode != oldValue { setNeedsDisplay() } } }
    /// A view inside the field before the text (UITextField.leftView), shown as `leftViewMode` says (see
    /// TextField+SideViews).
    public var leftView: View? { didSet { sideViewChanged(from: oldValue, to: leftView) } }
    public var leftViewMode: TextFieldViewMode = .never { didSet { if leftViewMode != oldValue { contentChanged(); setNeedsLayout() } } }
    /// A view inside the field after the text (UITextField.rightView), shown as `rightViewMode` says.
    public var rightView: View? { didSet { sideViewChanged(from: oldValue, to: rightView) } }
    public var rightViewMode: TextFieldViewMode = .never { didSet { if rightViewMode != oldValue { contentChanged(); setNeedsLayout() } } }
    /// Empties the field when editing begins (UITextField.clearsOnBeginEditing).
    public var clearsOnBeginEditing = false

    /// How far the line is scrolled to the left, in points.
    var scrollX = 0.0
    /// Each caret position's x in the displayed text, from its start (cached per text and font).
    private var boundaryCache: (text: String, font: Font, xs: [Double])?

    public init(text: String = "", placeholder: String? = nil, frame: Rect = .zero) {
        self.placeholder = placeholder
        super.init(frame: frame)
        editing = TextEditingState(text: text)
        editingNotificationNames = .textField
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init()` gives: an empty field.
    public required init?(coder: NSCoder) {
        placeholder = nil
        super.init(coder: coder)
        editingNotificationNames = .textField
    }

    // MARK: Metrics (reference: UIKit's UITextField, values observed on iOS [EST] unless cited)

    /// UIColor.placeholderText: (60, 60, 67) at 30 % in the light appearance.
    public static let placeholderGray = Color.placeholderText
    /// `textRect(forBounds:)` of a rounded-rect field keeps 7 pt from the left and right edges.
    public static let roundedRectTextInset = 7.0
    /// A rounded-rect field's corner radius and its hairline border's colour.
    public static let roundedRectCornerRadius = 5.0
    public static let roundedRectBorderColor = Color(light: Color(r: 0, g: 0, b: 0, a: 0.2), dark: Color(r: 255, g: 255, b: 255, a: 0.2))
    /// The clear button (`xmark.circle.fill`): a 19 pt disc, 6 pt from the trailing edge.
    public static let clearButtonDiameter = 19.0
    public static let clearButtonTrailing = 6.0
    public static let clearButtonColor = Color.tertiaryLabel

    var horizontalInset: Double {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 3
        case .roundedRect: Self.roundedRectTextInset
        }
    }

    /// Whether the clear button shows now.
    public var showsClearButton: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isFirstResponder
        case .unlessEditing: return !isFirstResponder
        }
    }

    /// UITextField.clearButtonRect(forBounds:).
    public var clearButtonRect: Rect {
        let d = Self.clearButtonDiameter
        return Rect(x: bounds.maxX - Self.clearButtonTrailing - d, y: bounds.midY - d / 2, width: d, height: d)
    }

    /// UITextField.textRect(forBounds:): the bounds less the insets and the clear button.
    public var textRect: Rect {
        var rect = bounds.inset(dx: horizontalInset, dy: 0)
        if showsClearButton { rect.size.width = max(0, clearButtonRect.minX - 4 - rect.minX) }
        return besideSideViews(rect)
    }

    open override var intrinsicContentSize: Size {
        let m = measurer.metrics(for: font)
        let vertical: Double = switch borderStyle {
        case .roundedRect: 14
        case .line, .bezel: 4
        case .none: 0
        }
        let shown = hasText ? displayedText : (placeholder ?? "")
        return Size(width: (measurer.width(of: shown, font: font) + 2 * horizontalInset).rounded(.up),
                    height: (m.lineHeight + vertical).rounded(.up))
    }

    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    // MARK: Geometry

    private var boundaries: [Double] {
        let shown = displayedText
        if let cache = boundaryCache, cache.text == shown, cache.font == font { return cache.xs }
        var xs: [Double] = [0]
        var prefix = ""
        for ch in shown {
            prefix.append(ch)
            xs.append(measurer.width(of: prefix, font: font))
        }
        boundaryCache = (shown, font, xs)
        return xs
    }

    /// Where the displayed text starts, in bounds coordinates: aligned in the text rect, less the scroll.
    private var textOriginX: Double {
        let rect = textRect
        let width = boundaries.last ?? 0
        guard width <= rect.width else { return rect.minX - scrollX }
        switch textAlignment {
        case .left: return rect.minX
        case .center: return rect.minX + ((rect.width - width) / 2)
        case .right: return rect.maxX - width
        }
    }

    private var lineTop: Double {
        (textRect.midY - measurer.metrics(for: font).lineHeight / 2).rounded(.down)
    }

    open override func offset(at point: Point) -> Int {
        let x = point.x - textOriginX
        let xs = boundaries
        var best = 0
        for (i, bx) in xs.enumerated() where abs(bx - x) < abs(xs[best] - x) { best = i }
        return best
    }

    open override func caretRect(at offset: Int) -> Rect {
        let xs = boundaries
        let x = textOriginX + xs[max(0, min(xs.count - 1, offset))]
        let m = measurer.metrics(for: font)
        return Rect(x: (x - Self.caretWidth / 2).rounded(), y: lineTop, width: Self.caretWidth, height: m.lineHeight.rounded())
    }

    open override func selectionRects(for range: Range<Int>) -> [Rect] {
        let xs = boundaries
        let lower = xs[max(0, min(xs.count - 1, range.lowerBound))], upper = xs[max(0, min(xs.count - 1, range.upperBound))]
        return [Rect(x: textOriginX + lower, y: lineTop, width: upper - lower,
                     height: measurer.metrics(for: font).lineHeight.rounded())]
    }

    /// Scrolls the line so the caret stays inside the text rect while editing; back to the start when not.
    open override func scrollCaretToVisible() {
        let rect = textRect
        let xs = boundaries
        let width = xs.last ?? 0
        guard isFirstResponder, width > rect.width else {
            if scrollX != 0 { scrollX = 0; setNeedsDisplay() }
            return
        }
        let caret = xs[max(0, min(xs.count - 1, editing.selection.head))]
        var next = scrollX
        if caret - next > rect.width - Self.caretWidth { next = caret - rect.width + Self.caretWidth }
        if caret - next < 0 { next = caret }
        next = max(0, min(width - rect.width + Self.caretWidth, next))
        if next != scrollX {
            scrollX = next
            setNeedsDisplay()
        }
    }

    open override func textDidChange() {
        contentChanged()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSideViews()
        scrollCaretToVisible()
    }

    // MARK: Delegate

    open override func shouldChange(_ range: Range<Int>, replacementString string: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: utf16Range(ofCharacters: range), replacementString: string) ?? true
    }

    open override func shouldBeginEditing() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }
    open override func shouldEndEditing() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    open override func didBeginEditing() {
        if clearsOnBeginEditing, hasText { editing.setText("") }
        if leftView != nil || rightView != nil { setNeedsLayout() }
        delegate?.textFieldDidBeginEditing(self)
    }

    open override func didEndEditing() {
        if leftView != nil || rightView != nil { setNeedsLayout() }
        delegate?.textFieldDidEndEditing(self)
    }

    /// Return: the delegate decides (`textFieldShouldReturn`); when it agrees, `editingDidEndOnExit`
    /// fires, and a field with an action for it resigns, as UIKit's does.
    open override func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsOnExit = actions.contains { $0.0 == .editingDidEndOnExit }
        sendActions(for: .editingDidEndOnExit)
        if endsOnExit { resignFirstResponder() }
    }

    // MARK: Clear button

    open override func touchBeganOnAccessory(_ point: Point) -> Bool {
        showsClearButton && clearButtonRect.inset(dx: -6, dy: -6).contains(point)
    }

    open override func touchEndedOnAccessory(_ point: Point) -> Bool {
        guard showsClearButton, clearButtonRect.inset(dx: -6, dy: -6).contains(point) else { return false }
        clear()
        return true
    }

    /// What the clear button does: empties the field if the delegate agrees (textFieldShouldClear).
    public func clear() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        replace(0..<editing.count, with: "")
    }

    // MARK: Drawing

    open override func draw(in canvas: Canvas) {
        drawBorder(in: canvas)
        let rect = textRect
        canvas.withClip(rect.inset(dx: -Self.caretWidth, dy: 0)) {
            drawSelectionHighlight(in: canvas)
            let top = lineTop
            if hasText {
                canvas.drawText(displayedText, font: font, color: isEnabled ? textColor : textColor.withAlpha(0.4),
                                at: Point(x: textOriginX, y: top))
            } else if let attributed = attributedPlaceholderStorage, attributed.length > 0 {
                drawAttributedPlaceholder(attributed, in: canvas, rect: rect, top: top)
            } else if let placeholder, !placeholder.isEmpty {
                let layout = measurer.layout(placeholder, font: font, maxWidth: rect.width, lineLimit: 1)
                canvas.drawText(layout, font: font, color: placeholderColor, at: Point(x: rect.minX, y: top),
                                alignment: textAlignment, width: rect.width)
            }
            drawCaret(in: canvas)
        }
        if showsClearButton { drawClearButton(in: canvas) }
    }

    private func drawBorder(in canvas: Canvas) {
        switch borderStyle {
        case .none:
            break
        case .roundedRect:
            canvas.fillRoundedRect(bounds, radius: Self.roundedRectCornerRadius, color: Self.roundedRectBorderColor)
            canvas.fillRoundedRect(bounds.inset(dx: 0.5, dy: 0.5), radius: Self.roundedRectCornerRadius - 0.5, color: .secondarySystemGroupedBackground)
        case .line, .bezel:
            let edge = borderStyle == .line ? Color.label : Color(light: Color(r: 120, g: 120, b: 120), dark: Color(r: 142, g: 142, b: 147))
            canvas.fill(bounds, color: edge)
            canvas.fill(bounds.inset(dx: 1, dy: 1), color: .secondarySystemGroupedBackground)
        }
    }

    private func drawClearButton(in canvas: Canvas) {
        let r = clearButtonRect
        canvas.fillRoundedRect(r, radius: r.width / 2, color: Self.clearButtonColor)
        let c = r.center, k = r.width * 0.18
        canvas.strokeLine(from: Point(x: c.x - k, y: c.y - k), to: Point(x: c.x + k, y: c.y + k), width: 1.6, color: .systemBackground)
        canvas.strokeLine(from: Point(x: c.x + k, y: c.y - k), to: Point(x: c.x - k, y: c.y + k), width: 1.6, color: .systemBackground)
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        var pairs = super.treeAttributes()
        if let placeholder { pairs.append(("placeholder", .string(placeholder))) }
        return pairs
    }
}
