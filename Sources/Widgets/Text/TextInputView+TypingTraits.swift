/// UITextInputTraits' checking and completion settings on text fields and text views, with what each does
/// on Linux, where the keyboard has no dictionary and there is no AutoFill.
extension TextInputView {
    /// UITextInputTraits.autocorrectionType. Kept, nothing corrected: Handheld's keyboard has no
    /// dictionary, so every setting types as `.no` does on iOS.
    public var autocorrectionType: TextAutocorrectionType {
        get { typingTraits.autocorrectionType }
        set { typingTraits.autocorrectionType = newValue }
    }
    /// UITextInputTraits.spellCheckingType. Kept, nothing underlined (no dictionary), as `.no` on iOS.
    public var spellCheckingType: TextSpellCheckingType {
        get { typingTraits.spellCheckingType }
        set { typingTraits.spellCheckingType = newValue }
    }
    /// UITextInputTraits.smartQuotesType. `.yes` curls typed quotes as iOS does: `"` and `'` open (“ ‘) at
    /// the start or after a space or opening bracket, and close (” ’) elsewhere, so an apostrophe is ’.
    /// `.default` types straight quotes here (on iOS it follows the user's Smart Punctuation setting, on
    /// by default), so text typed by scripts and tests stays exactly what was typed.
    public var smartQuotesType: TextSmartQuotesType {
        get { typingTraits.smartQuotesType }
        set { typingTraits.smartQuotesType = newValue }
    }
    /// UITextInputTraits.smartDashesType. `.yes` turns a second hyphen typed after one into an em dash
    /// ("--" → "—"), as iOS does; `.default` keeps hyphens (see `smartQuotesType`).
    public var smartDashesType: TextSmartDashesType {
        get { typingTraits.smartDashesType }
        set { typingTraits.smartDashesType = newValue }
    }
    /// UITextInputTraits.smartInsertDeleteType. Kept; pasting and deleting add or remove no spaces.
    public var smartInsertDeleteType: TextSmartInsertDeleteType {
        get { typingTraits.smartInsertDeleteType }
        set { typingTraits.smartInsertDeleteType = newValue }
    }
    /// UITextInputTraits.keyboardAppearance. Kept; the keyboard is drawn in the window's appearance, which
    /// is what `.default` does since iOS 13 (`.dark` and `.light` do not force one).
    public var keyboardAppearance: KeyboardAppearance {
        get { typingTraits.keyboardAppearance }
        set { typingTraits.keyboardAppearance = newValue }
    }
    /// UITextInputTraits.textContentType (nil by default). Kept for the app to read; there is no AutoFill
    /// or password manager on Linux, so no suggestion bar. Secure entry is `isSecureTextEntry`, which the
    /// input honours (dots, no copying).
    public var textContentType: TextContentType! {
        get { typingTraits.textContentType }
        set { typingTraits.textContentType = newValue }
    }
    /// UITextInputTraits.enablesReturnKeyAutomatically. Kept; the Return key stays enabled.
    public var enablesReturnKeyAutomatically: Bool {
        get { typingTraits.enablesReturnKeyAutomatically }
        set { typingTraits.enablesReturnKeyAutomatically = newValue }
    }

    /// What typing `text` at `range` becomes with smart quotes and dashes set to `.yes`: the text to insert
    /// and the range it replaces (a dash replaces the hyphen before it).
    func smartPunctuation(_ text: String, replacing range: Range<Int>) -> (text: String, range: Range<Int>) {
        let before: Character? = range.lowerBound > 0 ? editing.characters[range.lowerBound - 1] : nil
        if smartDashesType == .yes, text == "-", range.isEmpty, before == "-" {
            return ("\u{2014}", (range.lowerBound - 1)..<range.upperBound)
        }
        guard smartQuotesType == .yes, text == "\"" || text == "'" else { return (text, range) }
        let opens = before.map { $0.isWhitespace || "([{“‘".contains($0) } ?? true
        switch (text, opens) {
        case ("\"", true): return ("\u{201C}", range)
        case ("\"", false): return ("\u{201D}", range)
        case (_, true): return ("\u{2018}", range)
        default: return ("\u{2019}", range)
        }
    }
}
