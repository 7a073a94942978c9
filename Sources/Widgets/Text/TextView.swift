import Foundation
import Render

/// Multi-line editable text (UITextView): words wrap at the width, Return breaks the line, ↑/↓ move
/// between lines, and the text scrolls up and down inside the view (wheel, and to follow the caret). With
/// `isScrollEnabled` false it grows instead: its intrinsic height is its text's, so a self-sizing cell or a
/// stack view grows with it as UITextView does with scrolling disabled.
///
/// Unlike UIKit's it is not a scroll view subclass: it scrolls only its own text, which is all a text view
/// needs, without the scroll view's gestures competing with text selection.
@preconcurrency @MainActor
open class TextView: TextInputView {
    public weak var delegate: TextViewDelegate?
    /// Shown in the placeholder grey while the text is empty (UITextView has none; every app adds one).
    public var placeholder: String? { didSet { setNeedsDisplay() } }
    public var isScrollEnabled = true { didSet { if isScrollEnabled != oldValue { contentChanged() } } }
    /// UITextView.textContainerInset's default: 8 pt above and below the text, none at the sides…
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { contentChanged() } }
    }
    /// …and NSTextContainer.lineFragmentPadding's 5 pt at each end of a line.
    public static let lineFragmentPadding = 5.0

    /// How far the text is scrolled up, in points.
    public private(set) var contentOffsetY = 0.0
    /// The part of the on-screen keyboard over the view, kept free below the text as the keyboard manager
    /// gives a scroll view its inset (UIKit apps add the keyboard's overlap to a UITextView's bottom
    /// `contentInset`): the caret scrolls above it and the last line can scroll up to it.
    public private(set) var keyboardInset = 0.0
    private var lineCache: LineCache?
    /// The formatted text, kept in step with edits (TextView+AttributedText); nil for plain text.
    var attributedStorage: NSMutableAttributedString?
    /// The text revision `attributedStorage` matches: an edit one revision later is applied to it.
    var attributedRevision = 0
    var typingAttributesStorage: [NSAttributedString.Key: Any]?
    var attributedLayoutCache: (revision: Int, width: Double, layout: AttributedTextLayout)?
    /// How links draw (UITextView.linkTextAttributes); nil: in the tint colour, see TextView+AttributedText.
    public var linkTextAttributes: [NSAttributedString.Key: Any]! {
        didSet { attributedLayoutCache = nil; setNeedsDisplay() }
    }

    /// The lines of one text (`textRevision`, and its length) at one width and font.
    struct LineCache {
        var revision: Int
        var count: Int
        var isSecure: Bool
        var width: Double
        var font: Font
        var lines: [Line]
    }

    /// One laid-out line: its characters (a trailing space or newline included) and each caret position's x.
    struct Line {
        var range: Range<Int>
        var xs: [Double]
    }

    public init(text: String = "", frame: Rect = .zero) {
        super.init(frame: frame)
        editing = TextEditingState(text: text)
        editingNotificationNames = .textView
        clipsToBounds = true
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives `init()`'s empty view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        editingNotificationNames = .textView
        clipsToBounds = true
    }

    open override var acceptsNewlines: Bool { true }

    // MARK: Layout of the text

    var lineHeight: Double { measurer.metrics(for: font).lineHeight.rounded() }

    var textWidth: Double {
        max(1, bounds.width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)
    }

    /// Lines broken at spaces to fit `width` (inside a word only when the word alone is wider), and always
    /// after a newline, keeping every character on some line so each offset has a place.
    ///
    /// After a typed edit only the lines around it are wrapped again: from the line before the edit
    /// (a deletion can pull a word back up) until a new line starts where an old one did past the edit,
    /// from where the old lines hold, shifted. Greedy wrapping from a line's start depends only on the
    /// text after it, so those lines are what wrapping everything would give. Wrapping the whole text on
    /// every keystroke made typing quadratic: 10,000 characters into a text view took 94 s.
    func lines(forWidth width: Double) -> [Line] {
        let sameLayout = lineCache.map { $0.width == width && $0.font == font && $0.isSecure == isSecureTextEntry } ?? false
        if sameLayout, let cache = lineCache, cache.revision == textRevision { return cache.lines }
        let chars = isSecureTextEntry ? Array(displayedText) : editing.characters
        // Re-wrapped around the last edit only when it is the one change since these lines.
        if sameLayout, let cache = lineCache, !isSecureTextEntry, let edit = lastEdit, edit.revision == textRevision,
           cache.revision == textRevision &- 1, chars.count - cache.count == edit.inserted - edit.range.count {
            let lines = rewrap(cache.lines, after: edit, in: chars, width: width)
            lineCache = LineCache(revision: textRevision, count: chars.count, isSecure: isSecureTextEntry, width: width,
                                  font: font, lines: lines)
            return lines
        }
        var lines = wrap(chars, from: 0, width: width) { _ in nil }.lines
        if lines.isEmpty { lines = [Line(range: 0..<0, xs: [0])] }
        lineCache = LineCache(revision: textRevision, count: chars.count, isSecure: isSecureTextEntry, width: width,
                              font: font, lines: lines)
        return lines
    }

    /// `old` wrapped again around an edit that replaced `edit.range` with `edit.inserted` characters.
    private func rewrap(_ old: [Line], after edit: (range: Range<Int>, inserted: Int, revision: Int),
                       in chars: [Character], width: Double) -> [Line] {
        let delta = edit.inserted - edit.range.count
        let first = max(0, lineIndex(of: max(0, edit.range.lowerBound - 1), in: old) - 1)
        var lines = Array(old[..<first])
        let rewrapped = wrap(chars, from: old[first].range.lowerBound, width: width) { start in
            // A line starting past the edit where an old one started: the rest is the old lines, shifted.
            let oldStart = start - delta
            // One character of margin: a character typed before a combining one may have joined it.
            guard oldStart > edit.range.upperBound else { return nil }
            let index = self.lineIndex(of: oldStart, in: old)
            return old[index].range.lowerBound == oldStart ? index : nil
        }
        lines += rewrapped.lines
        if let resumed = rewrapped.resumedAt {
            for line in old[resumed...] {
                lines.append(Line(range: (line.range.lowerBound + delta)..<(line.range.upperBound + delta), xs: line.xs))
            }
        }
        if lines.isEmpty { lines = [Line(range: 0..<0, xs: [0])] }
        return lines
    }

    /// Wraps `chars` from `start` to the end, or until `resume` names an old line to go on from.
    private func wrap(_ chars: [Character], from first: Int, width: Double,
                      resume: (Int) -> Int?) -> (lines: [Line], resumedAt: Int?) {
        var lines: [Line] = []
        var start = first
        while start <= chars.count {
            if start > first, let index = resume(start) { return (lines, index) }
            var xs: [Double] = [0]
            var end = start
            var lastBreak: Int?
            var prefix = ""
            while end < chars.count {
                let c = chars[end]
                if c == "\n" {
                    end += 1
                    xs.append(xs.last!)
                    break
                }
                prefix.append(c)
                let w = measurer.width(of: prefix, font: font)
                if w > width && end > start && c != " " {
                    if let lastBreak, lastBreak > start {
                        xs.removeLast(end - lastBreak)
                        end = lastBreak
                    }
                    break
                }
                xs.append(w)
                end += 1
                if c == " " { lastBreak = end }
            }
            lines.append(Line(range: start..<end, xs: xs))
            if end >= chars.count {
                // Text ending in a newline gets an empty last line for the caret.
                if end == chars.count, chars.last == "\n", end > start { lines.append(Line(range: end..<end, xs: [0])) }
                break
            }
            start = end
        }
        return (lines, nil)
    }

    var currentLines: [Line] { lines(forWidth: textWidth) }

    /// The text's height with the insets: what the view grows to with scrolling disabled.
    public var contentHeight: Double {
        Double(currentLines.count) * lineHeight + textContainerInset.top + textContainerInset.bottom
    }

    /// With scrolling disabled, the text's height at the current width (before the view has a width, its
    /// lines break only at newlines); the layout pass that gives it a width measures it again.
    open override var intrinsicContentSize: Size {
        guard !isScrollEnabled else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        if let layout = currentAttributedLayout(width: bounds.width > 0 ? textWidth : .infinity) {
            let height = layout.size.height + textContainerInset.top + textContainerInset.bottom
            return Size(width: View.noIntrinsicMetric, height: height.rounded(.up))
        }
        let lines = self.lines(forWidth: bounds.width > 0 ? textWidth : .infinity)
        let height = Double(lines.count) * lineHeight + textContainerInset.top + textContainerInset.bottom
        return Size(width: View.noIntrinsicMetric, height: height.rounded(.up))
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width.isFinite ? size.width : bounds.width
        if let layout = currentAttributedLayout(width: max(1, width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding)) {
            return Size(width: width, height: (layout.size.height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
        }
        let lines = self.lines(forWidth: max(1, width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding))
        return Size(width: width, height: (Double(lines.count) * lineHeight + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    var textOrigin: Point {
        Point(x: textContainerInset.left + Self.lineFragmentPadding, y: textContainerInset.top - contentOffsetY)
    }

    /// The line holding `offset`: the last line starting at or before it (an offset at a wrap belongs to
    /// the next line, where the caret shows).
    private func lineIndex(of offset: Int, in lines: [Line]) -> Int {
        // Lines start in increasing order: a binary search for the last start at or before the offset.
        var low = 0, high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].range.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func x(of offset: Int, in line: Line) -> Double {
        line.xs[max(0, min(line.xs.count - 1, offset - line.range.lowerBound))]
    }

    open override func offset(at point: Point) -> Int {
        let lines = currentLines
        let o = textOrigin
        let row = max(0, min(lines.count - 1, Int(((point.y - o.y) / lineHeight).rounded(.down))))
        let line = lines[row]
        let x = point.x - o.x
        var best = 0
        // The last position of a wrapped or broken line is the start of the next; the caret stays before
        // a trailing newline.
        let usable = line.range.upperBound > line.range.lowerBound && row < lines.count - 1 ? line.xs.count - 1 : line.xs.count
        for i in 0..<usable where abs(line.xs[i] - x) < abs(line.xs[best] - x) { best = i }
        return line.range.lowerBound + best
    }

    open override func caretRect(at offset: Int) -> Rect {
        let lines = currentLines
        let i = lineIndex(of: offset, in: lines)
        let o = textOrigin
        return Rect(x: (o.x + x(of: offset, in: lines[i]) - Self.caretWidth / 2).rounded(), y: o.y + Double(i) * lineHeight,
                    width: Self.caretWidth, height: lineHeight)
    }

    open override func selectionRects(for range: Range<Int>) -> [Rect] {
        let lines = currentLines
        let o = textOrigin
        var rects: [Rect] = []
        for (i, line) in lines.enumerated() {
            let lower = max(range.lowerBound, line.range.lowerBound), upper = min(range.upperBound, line.range.upperBound)
            guard lower < upper else { continue }
            let x0 = x(of: lower, in: line), x1 = x(of: upper, in: line)
            rects.append(Rect(x: o.x + x0, y: o.y + Double(i) * lineHeight, width: max(4, x1 - x0), height: lineHeight))
        }
        return rects
    }

    open override func verticalOffset(from offset: Int, lines delta: Int) -> Int {
        let lines = currentLines
        let i = lineIndex(of: offset, in: lines)
        let target = i + delta
        guard target >= 0 else { return 0 }
        guard target < lines.count else { return editing.count }
        let x = x(of: offset, in: lines[i])
        let o = textOrigin
        return self.offset(at: Point(x: o.x + x, y: o.y + (Double(target) + 0.5) * lineHeight))
    }

    /// Home and End go to the ends of the visual line, as UITextView's do on a hardware keyboard.
    func visualLineBounds(at offset: Int) -> Range<Int> {
        let lines = currentLines
        let line = lines[lineIndex(of: offset, in: lines)]
        var upper = line.range.upperBound
        if upper > line.range.lowerBound, upper <= editing.count, upper > 0,
           editing.characters[upper - 1] == "\n" || (upper < editing.count) {
            upper -= 1
        }
        return line.range.lowerBound..<max(line.range.lowerBound, upper)
    }

    // MARK: Scrolling

    /// The largest offset: the text's height less the view's.
    public var maximumContentOffsetY: Double { max(0, contentHeight + keyboardInset - bounds.height) }

    public func setContentOffsetY(_ y: Double) {
        let clamped = max(0, min(maximumContentOffsetY, y))
        guard clamped != contentOffsetY else { return }
        contentOffsetY = clamped
        setNeedsDisplay()
    }

    open override func scrollCaretToVisible() {
        guard isScrollEnabled else {
            setContentOffsetY(0)
            return
        }
        let caret = caretRect(at: editing.selection.head)
        if caret.minY < textContainerInset.top {
            setContentOffsetY(contentOffsetY + caret.minY - textContainerInset.top)
        } else if caret.maxY > bounds.height - textContainerInset.bottom - keyboardInset {
            setContentOffsetY(contentOffsetY + caret.maxY - (bounds.height - textContainerInset.bottom - keyboardInset))
        }
    }

    override func setKeyboardInset(_ inset: Double) -> Bool {
        guard isScrollEnabled, inset != keyboardInset else { return false }
        keyboardInset = inset
        // Shrinking clamps the offset; growing brings the caret up above the keyboard.
        setContentOffsetY(contentOffsetY)
        if isFirstResponder { scrollCaretToVisible() }
        return true
    }

    open override func handleWheel(dx: Double, dy: Double) -> Bool {
        guard isScrollEnabled, maximumContentOffsetY > 0 else { return false }
        setContentOffsetY(contentOffsetY + dy)
        return true
    }

    open override func textDidChange() {
        followEditInAttributedText()
        // A growing text view asks its superview for a new layout (a self-sizing cell grows with it).
        if !isScrollEnabled { contentChanged() }
    }

    open override func userDidChangeText() { delegate?.textViewDidChange(self) }

    private var measuredWidth = 0.0

    open override func layoutSubviews() {
        super.layoutSubviews()
        // A new width re-wraps the text: a growing text view asks for the height that goes with it.
        if !isScrollEnabled, bounds.width != measuredWidth {
            measuredWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
        setContentOffsetY(contentOffsetY)
    }

    /// A tap on a link of a text view that is not editable goes to the delegate (TextView+AttributedText).
    open override func touchesEnded(_ touch: Touch) {
        if handleLinkTap(touch) { return }
        super.touchesEnded(touch)
    }

    // MARK: Delegate

    open override func shouldChange(_ range: Range<Int>, replacementString string: String) -> Bool {
        delegate?.textView(self, shouldChangeTextIn: utf16Range(ofCharacters: range), replacementText: string) ?? true
    }

    open override func shouldBeginEditing() -> Bool { delegate?.textViewShouldBeginEditing(self) ?? true }
    open override func shouldEndEditing() -> Bool { delegate?.textViewShouldEndEditing(self) ?? true }
    open override func didBeginEditing() { delegate?.textViewDidBeginEditing(self) }
    open override func didEndEditing() { delegate?.textViewDidEndEditing(self) }

    // MARK: Drawing

    open override func draw(in canvas: Canvas) {
        drawSelectionHighlight(in: canvas)
        let o = textOrigin
        if hasText, let layout = currentAttributedLayout(width: textWidth) {
            layout.draw(in: canvas, at: o, width: textWidth, tint: tintColor)
        } else if hasText {
            let lines = currentLines
            let chars = isSecureTextEntry ? Array(displayedText) : editing.characters
            // Only the lines in view: the first is found from the scroll offset, not by walking the text.
            let firstVisible = max(0, min(lines.count, Int((-o.y / lineHeight).rounded(.down))))
            for i in firstVisible..<lines.count {
                let y = o.y + Double(i) * lineHeight
                guard y < bounds.height else { break }
                guard y + lineHeight > 0 else { continue }
                let text = String(chars[lines[i].range]).trimmingTrailingNewline()
                canvas.drawText(text, font: font, color: textColor, at: Point(x: o.x, y: y))
            }
        } else if let placeholder, !placeholder.isEmpty {
            let layout = measurer.layout(placeholder, font: font, maxWidth: textWidth)
            canvas.drawText(layout, font: font, color: TextField.placeholderGray, at: o)
        }
        drawCaret(in: canvas)
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        var pairs = super.treeAttributes()
        pairs.append(("lines", .number(Double(currentLines.count))))
        pairs.append(("contentOffsetY", .number(contentOffsetY)))
        return pairs
    }
}

extension String {
    func trimmingTrailingNewline() -> String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
