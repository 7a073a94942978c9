import Foundation
import Render

/// UITextView.attributedText and typingAttributes: formatted text drawn through `AttributedTextLayout`,
/// kept in step with the reader's edits (typed text takes `typingAttributes`), and links that a tap in a
/// text view that is not editable offers to the delegate.
///
/// Links draw with `linkTextAttributes` laid over their run. Apple documents the default as "blue text
/// with a single underline", but UITextView on iOS 7 and later draws links in its tint colour without an
/// underline (the default dictionary holds only the foreground colour), which is what is drawn here.
///
/// The caret and selection of an editable text view are placed by its plain-text lines (in `font`), so in
/// a text mixing fonts they are approximate.
extension TextView {
    public var attributedText: NSAttributedString! {
        get {
            if let storage = attributedStorage, attributedRevision == textRevision {
                return NSAttributedString(attributedString: storage)
            }
            return NSAttributedString(string: text, attributes: plainAttributes)
        }
        set {
            let value: NSAttributedString = newValue ?? NSAttributedString(string: "")
            text = value.string
            attributedStorage = NSMutableAttributedString(attributedString: value)
            attributedRevision = textRevision
            // UIKit: typing goes on in the attributes of the text's end.
            typingAttributesStorage = value.length > 0 ? value.attributes(at: value.length - 1, effectiveRange: nil) : Optional.none
            attributedLayoutCache = nil
            contentChanged()
        }
    }

    /// The attributes typed text takes (UITextView.typingAttributes): the text view's font and colour
    /// until set, or the end of the attributed text last set. Setting them keeps the text formatted from
    /// then on, so what is typed next takes them.
    public var typingAttributes: [NSAttributedString.Key: Any] {
        get { typingAttributesStorage ?? plainAttributes }
        set {
            if attributedStorage == nil || attributedRevision != textRevision {
                attributedStorage = NSMutableAttributedString(string: text, attributes: plainAttributes)
                attributedRevision = textRevision
            }
            typingAttributesStorage = newValue
        }
    }

    var plainAttributes: [NSAttributedString.Key: Any] { [.font: font as Font, .foregroundColor: textColor] }

    /// The default link attributes: the tint colour, no underline.
    var effectiveLinkAttributes: [NSAttributedString.Key: Any] {
        linkTextAttributes ?? [.foregroundColor: tintColor as Color]
    }

    /// The formatted text's lines in `width`, or nil when the text is plain (or was replaced as a whole).
    func currentAttributedLayout(width: Double) -> AttributedTextLayout? {
        guard let storage = attributedStorage, attributedRevision == textRevision, !isSecureTextEntry else { return nil }
        if let cache = attributedLayoutCache, cache.revision == textRevision, cache.width == width { return cache.layout }
        let category: ContentSizeCategory? = adjustsFontForContentSizeCategory ? traitCollection.preferredContentSizeCategory : nil
        let layout = AttributedTextLayout(storage, font: font, color: textColor, alignment: textAlignment, maxWidth: width,
                                          measurer: measurer, linkAttributes: effectiveLinkAttributes) { font in
            category.map { font.sized(for: $0) } ?? font
        }
        attributedLayoutCache = (textRevision, width, layout)
        return layout
    }

    /// Applies the edit just made to the plain text to the formatted text, the new characters in the
    /// typing attributes; a text replaced in any other way (`text` set) is plain again, as in UIKit.
    func followEditInAttributedText() {
        guard let storage = attributedStorage, attributedRevision != textRevision else { return }
        guard let edit = lastEdit, edit.revision == textRevision, attributedRevision == textRevision &- 1 else {
            attributedStorage = nil
            return
        }
        let old = storage.string
        func utf16Offset(_ characters: Int) -> Int {
            let index = old.index(old.startIndex, offsetBy: min(characters, old.count))
            return old.utf16.distance(from: old.utf16.startIndex, to: index)
        }
        let lower = utf16Offset(edit.range.lowerBound), upper = utf16Offset(edit.range.upperBound)
        let inserted = String(editing.characters[edit.range.lowerBound..<(edit.range.lowerBound + edit.inserted)])
        storage.replaceCharacters(in: NSRange(location: lower, length: upper - lower),
                                  with: NSAttributedString(string: inserted, attributes: typingAttributes))
        attributedRevision = textRevision
        if storage.string != text { attributedStorage = nil }
    }

    /// A tap (not a drag) on a link of a text view that is not editable: the delegate is asked with the
    /// link's URL and its whole range. Returns whether the touch was a link's.
    func handleLinkTap(_ touch: Touch) -> Bool {
        guard !isEditable, touch.locationInWindow.distance(to: touch.startLocationInWindow) <= Control.tapSlop,
              let storage = attributedStorage, let layout = currentAttributedLayout(width: textWidth) else { return false }
        let o = textOrigin
        let point = touch.location(in: self)
        guard let index = layout.characterIndex(at: Point(x: point.x - o.x, y: point.y - o.y), width: textWidth),
              index < storage.length else { return false }
        var range = NSRange(location: 0, length: 0)
        guard let value = storage.attribute(.link, at: index, longestEffectiveRange: &range,
                                            in: NSRange(location: 0, length: storage.length)),
              let url = TextRunStyle.url(value) else { return false }
        _ = delegate?.textView(self, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction)
        return true
    }
}
