import Render

/// What a text field and a text view share (UITextInput's part that both UITextField and UITextView
/// adopt): the text and its selection, typing through `KeyInput`, the editing keys and clipboard
/// (TextInputView+Keys), the pointer (TextInputView+Touches), the blinking caret on the animation clock
/// (TextInputView+Caret) and the traits the on-screen keyboard reads. Subclasses give the geometry — where
/// each character is — and draw.
@preconcurrency @MainActor
open class TextInputView: View, MarkedTextInput {
    /// The text and selection; edits go through `replace(_:with:)`, which asks the delegate first.
    public internal(set) var editing: TextEditingState {
        get { storedEditing }
        set {
            // The characters compared, not `text`: building two strings of the whole text cost every
            // keystroke the text's length.
            let changed = newValue != storedEditing, textChanged = newValue.characters != storedEditing.characters
            storedEditing = newValue
            if changed { editingDidChange(textChanged: textChanged) }
        }
    }
    /// Apart from `editing` so that a keystroke edits the characters in place (`replace(_:with:)`): a copy
    /// of the old state, kept to compare with, made every keystroke copy the whole text.
    private var storedEditing = TextEditingState()
    /// Counts changes of the text, so that what is derived from it (a text view's lines) knows it is
    /// current without comparing characters.
    package private(set) var textRevision = 0
    /// The last edit made through `replace(_:with:)`, in the offsets of the text before it, and the
    /// revision it made: a text view re-wraps only around it when its lines are one revision behind.
    package private(set) var lastEdit: (range: Range<Int>, inserted: Int, revision: Int)?

    /// The text's font; implicitly unwrapped because UIKit types it `UIFont?` (UITextField.font,
    /// UITextView.font): setting nil restores the default (body), so reading it always gives a font.
    public var font: Font! {
        get { fontStorage }
        set {
            let next = newValue ?? .body
            guard next != fontStorage else { return }
            fontStorage = next
            contentChanged()
        }
    }
    private var fontStorage: Font = .body
    /// Whether a text-style font follows the reader's text size (UITextField's and UITextView's
    /// adjustsFontForContentSizeCategory, off by default): see `Label.adjustsFontForContentSizeCategory`.
    public var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory != oldValue { adjustFontForContentSizeCategory() } }
    }
    public var textColor: Color = .label { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    public var textAlignment: TextAlignment = .left { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }
    /// The caret and selection are drawn in `tintColor`, inherited as in UIKit (View+TintColor).
    open override func tintColorDidChange() { setNeedsDisplay() }
    public var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    public var isEditable = true
    /// UITextField's and UITextView's settable inputView and inputAccessoryView (UIResponder's are read-only).
    private var ownInputView: View?
    private var ownInputAccessoryView: View?
    open override var inputView: View? {
        get { ownInputView }
        set { ownInputView = newValue }
    }
    open override var inputAccessoryView: View? {
        get { ownInputAccessoryView }
        set { ownInputAccessoryView = newValue }
    }
    public var keyboardType: KeyboardType = .default
    public var returnKeyType: ReturnKeyType = .default
    /// When the keyboard's shift turns itself on (UITextInputTraits.autocapitalizationType, `.sentences` by
    /// default as in UIKit).
    public var autocapitalizationType: TextAutocapitalizationType = .sentences
    public var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { contentChanged() } } }
    /// Autocorrection, spell checking, smart punctuation, appearance, content type (TextInputView+TypingTraits).
    var typingTraits = TextTypingTraits()

    /// Engine time of the last edit or caret move: the caret stays solid for a blink phase after it.
    var caretRestTime = 0.0
    /// The timer that redraws at the caret's next blink (see TextInputView+Caret).
    var caretTimer: DisplayLink?
    /// The character of a secure input shown in the clear for a moment after it was typed, and the timer
    /// that hides it (see TextInputView+SecureReveal).
    var revealedOffset: Int?
    var revealTimer: DisplayLink?
    /// The press being tracked: where it started (a character offset) and whether it selects words.
    var pressAnchor: Int?
    var lastTap: (time: Double, location: Point)?
    var actions: [(TextInputEvent, (TextInputView) -> Void)] = []

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives an empty field, as `init(frame: .zero)` does.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Text

    /// The text. Implicitly unwrapped, as UIKit's `UITextField.text` (`String?`) and `UITextView.text`
    /// (`String!`) read in Swift: `guard let text = field.text`, `field.text?.isEmpty` and `field.text ?? ""`
    /// compile as written; setting nil clears the text (Handheld then reads back "").
    public var text: String! {
        get { editing.text }
        set { setText(newValue ?? "", byUser: false) }
    }

    /// True while the user's edit (typing, pasting, deleting, an input method's composition) is applied;
    /// text set in code is not the user's, even from inside a delegate call (TextInputView+UserEdits).
    package internal(set) var editingByUser = false
    /// The names UIKit posts this input's editing notifications under; nil posts none (TextInputView+UserEdits).
    var editingNotificationNames: EditingNotificationNames?

    /// The selection in characters (grapheme clusters), Handheld's unit for caret moves. UIKit's spellings,
    /// in UTF-16 code units, are a text view's `selectedRange` and both inputs' `selectedTextRange`
    /// (TextInputView+TextInput).
    public var selectedCharacterRange: Range<Int> {
        get { editing.selection.range }
        set { editing.selection = TextSelection(anchor: newValue.lowerBound, head: newValue.upperBound) }
    }

    public var hasText: Bool { editing.count > 0 }

    /// What is drawn for the text: the text itself, or one bullet per character for secure entry.
    public var displayedText: String {
        guard isSecureTextEntry else { return editing.text }
        guard let o = revealedOffset, o < editing.count else { return String(repeating: "•", count: editing.count) }
        return String(repeating: "•", count: o) + String(editing.characters[o]) + String(repeating: "•", count: editing.count - o - 1)
    }

    /// The window's font metrics, or fixed ones before the view is in a window.
    var measurer: TextMeasuring { window?.textMeasurer ?? Label.provisionalMeasurer }

    /// Replaces `range` with `string` if the delegate allows it; the caret ends after the new text.
    /// Returns whether the edit was made.
    @discardableResult
    public func replace(_ range: Range<Int>, with string: String) -> Bool {
        guard isEditable, shouldChange(range, replacementString: string) else { return false }
        let was = editingByUser
        editingByUser = true
        defer { editingByUser = was }
        let count = storedEditing.count, selection = storedEditing.selection, marked = storedEditing.markedRange
        let lower = max(0, min(count, range.lowerBound)), upper = max(lower, min(count, range.upperBound))
        concealRevealed()
        storedEditing.replace(range, with: string)
        // Replacing nothing with nothing leaves the text as it was; any other edit changed it.
        let textChanged = upper > lower || !string.isEmpty
        if textChanged {
            // Counted from the lengths, so a character that regrouped with a neighbour still adds up.
            lastEdit = (lower..<upper, storedEditing.count - count + (upper - lower), textRevision &+ 1)
        }
        if textChanged || storedEditing.selection != selection || storedEditing.markedRange != marked {
            editingDidChange(textChanged: textChanged)
        }
        return true
    }

    /// The delegate's say on an edit (UITextFieldDelegate / UITextViewDelegate); true by default.
    open func shouldChange(_ range: Range<Int>, replacementString string: String) -> Bool { true }

    // MARK: KeyInput

    /// Typed text replaces the selection; confirmed text from an input method replaces its composition.
    /// Return during a composition confirms it as it stands, as Return does in iOS's and macOS's input
    /// methods, without a line break or the Return key's action.
    public func insertText(_ text: String) {
        guard isFirstResponder else { return }
        if text == "\n" && editing.markedRange != nil {
            unmarkText()
            return
        }
        if text == "\n" && !acceptsNewlines {
            returnPressed()
            return
        }
        let (typed, range) = smartPunctuation(text, replacing: editing.markedReplacementRange)
        if replace(range, with: typed) { revealTyped(typed, at: range.lowerBound) }
    }

    // MARK: MarkedTextInput

    public var markedTextRange: Range<Int>? { editing.markedRange }

    /// Shows an input method's composition in the text, asking the delegate first as for any edit (UIKit
    /// asks `shouldChangeCharactersIn` while pinyin is composed, and `text` includes the marked text, so
    /// `editingChanged` fires for each step: code that limits length checks `markedTextRange` first).
    public func setMarkedText(_ text: String, selectedRange: Range<Int>) {
        guard isFirstResponder, isEditable,
              shouldChange(editing.markedReplacementRange, replacementString: text) else { return }
        var next = editing
        next.setMarkedText(text, selectedRange: selectedRange)
        let was = editingByUser
        editingByUser = true
        defer { editingByUser = was }
        editing = next
    }

    public func unmarkText() {
        guard editing.markedRange != nil else { return }
        editing.unmarkText()
        setNeedsDisplay()
    }

    public func deleteBackward() {
        guard let range = editing.deleteBackwardRange else { return }
        replace(range, with: "")
    }

    /// Whether Return inserts a line break (a text view) or is the Return key's action (a field).
    open var acceptsNewlines: Bool { false }

    /// Return in a single-line input.
    open func returnPressed() {}

    // MARK: Events

    /// Runs `handler` on each `event` (UIControl.addAction(_:for:) for the editing events). The handler's type
    /// names no actor: it runs on the main actor all the same (this type is main-actor isolated and a closure
    /// written here inherits that), and a `@MainActor` closure type in a `@preconcurrency` class's vtable was
    /// mangled two ways by the compiler, so a clean build failed to link a subclass (`TextField`).
    public func addAction(for event: TextInputEvent, _ handler: @escaping (TextInputView) -> Void) {
        actions.append((event, handler))
    }

    public func sendActions(for event: TextInputEvent) {
        for (e, handler) in actions where e == event { handler(self) }
    }

    func editingDidChange(textChanged: Bool) {
        if textChanged { textRevision &+= 1 }
        if isFirstResponder { window?.keyboard.inputDidChange() }
        restartCaretBlink()
        scrollCaretToVisible()
        if textChanged {
            textDidChange()
            if editingByUser {
                userDidChangeText()
                sendActions(for: .editingChanged)
                postEditingNotification(\.didChange)
            }
            // A growing text view's caret can move below the keyboard: the scroll view around it follows.
            if isFirstResponder, self is TextView { window?.keyboard.scrollFocusedInputIntoView(animated: true) }
        }
        setNeedsDisplay()
    }

    /// The text changed (typed, pasted, set); subclasses remeasure.
    open func textDidChange() {}

    /// The user changed the text, after `textDidChange()`; subclasses tell their delegate. UIKit tells the
    /// delegate, the `.editingChanged` targets and `textDidChangeNotification`'s observers of the user's edits
    /// only: "This method is not called in response to programmatically initiated changes"
    /// (UITextViewDelegate.textViewDidChange), "Tells the delegate that the user changed the search text"
    /// (UISearchBarDelegate), and a field's `text` set in code sends no `editingChanged`.
    open func userDidChangeText() {}

    override func adjustFontForContentSizeCategory(_ category: ContentSizeCategory? = nil) {
        guard adjustsFontForContentSizeCategory else { return }
        font = font.sized(for: category ?? traitCollection.preferredContentSizeCategory)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { adjustFontForContentSizeCategory() }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adjustFontForContentSizeCategory()
    }

    func contentChanged() {
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled && isEditable }

    /// Asked before editing begins; subclasses ask their delegate.
    open func shouldBeginEditing() -> Bool { true }
    open func shouldEndEditing() -> Bool { true }
    open func didBeginEditing() {}
    open func didEndEditing() {}

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard let window, canBecomeFirstResponder, shouldBeginEditing() else { return false }
        // Focus moving from one input to another keeps the keyboard up: the old input resigning and this
        // one taking over are one change for the keyboard, as on iOS.
        let became = window.keyboard.transferringFocus { super.becomeFirstResponder() }
        guard became else { return false }
        restartCaretBlink()
        didBeginEditing()
        sendActions(for: .editingDidBegin)
        postEditingNotification(\.didBegin)
        scrollCaretToVisible()
        setNeedsDisplay()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard shouldEndEditing() else { return false }
        // The window's first-responder change calls `editingEnded()`.
        return super.resignFirstResponder()
    }

    /// Editing ended, by resigning or because the view left its window (the window clears its first
    /// responder without asking, as UIKit ends editing in a field that leaves the screen).
    func editingEnded() {
        // A composition left when editing ends stays as typed, as UIKit commits marked text on resign.
        editing.unmarkText()
        caretTimer?.invalidate()
        caretTimer = nil
        pressAnchor = nil
        didEndEditing()
        sendActions(for: .editingDidEnd)
        postEditingNotification(\.didEnd)
        scrollCaretToVisible()
        setNeedsDisplay()
    }

    // MARK: Keys and touches (TextInputView+Keys, TextInputView+Touches)

    open override var keyCommands: [KeyCommand]? { editingKeyCommands }
    open override var keyCommandGroupTitle: String? { "Text" }
    open override func touchesBegan(_ touch: Touch) { textTouchesBegan(touch) }
    open override func touchesMoved(_ touch: Touch) { textTouchesMoved(touch) }
    open override func touchesEnded(_ touch: Touch) { textTouchesEnded(touch) }
    open override func touchesCancelled(_ touch: Touch) { pressAnchor = nil }

    /// A press on a part of the input that is not text (a text field's clear button); true takes it.
    open func touchBeganOnAccessory(_ point: Point) -> Bool { false }
    open func touchEndedOnAccessory(_ point: Point) -> Bool { false }

    // MARK: Geometry (subclasses)

    /// The character offset nearest `point` (bounds coordinates).
    open func offset(at point: Point) -> Int { 0 }
    /// The caret's rectangle before the character at `offset` (bounds coordinates).
    open func caretRect(at offset: Int) -> Rect { .zero }
    /// Rectangles covering the characters in `range` (bounds coordinates).
    open func selectionRects(for range: Range<Int>) -> [Rect] { [] }
    /// Moves the content so the caret shows (a field scrolls sideways, a text view up and down).
    open func scrollCaretToVisible() {}
    /// Takes `inset` (the part of the on-screen keyboard over this input, when no scroll view around it
    /// takes the keyboard's inset) as room at its bottom; true when that changed anything. Only an input
    /// that scrolls its own text can use it (a UITextView is itself a scroll view); a field cannot.
    func setKeyboardInset(_ inset: Double) -> Bool { false }
    /// The offset ↑ (-1) or ↓ (+1) reaches from `offset`: a line up or down in a text view, the start or
    /// end of a single line.
    open func verticalOffset(from offset: Int, lines: Int) -> Int { lines < 0 ? 0 : editing.count }

    // MARK: Tree

    open override func treeAttributes() -> [(String, JSONValue)] {
        var pairs = super.treeAttributes()
        pairs.append(("text", .string(editing.text)))
        let s = editing.selection
        pairs.append(("selection", .array([.number(Double(s.lowerBound)), .number(Double(s.length))])))
        pairs.append(("isFirstResponder", .bool(isFirstResponder)))
        if let marked = editing.markedRange {
            pairs.append(("markedRange", .array([.number(Double(marked.lowerBound)), .number(Double(marked.count))])))
        }
        if isSecureTextEntry { pairs.append(("secure", .bool(true))) }
        pairs.append(("keyboardType", .string(keyboardType.rawValue)))
        return pairs
    }
}
