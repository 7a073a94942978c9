import HandheldKit

// UIKit's names for the typing traits of text fields and text views (Widgets/Text/TextTypingTraits.swift,
// which says what each does on Linux).

public typealias UITextAutocorrectionType = TextAutocorrectionType
public typealias UITextSpellCheckingType = TextSpellCheckingType
public typealias UITextSmartQuotesType = TextSmartQuotesType
public typealias UITextSmartDashesType = TextSmartDashesType
public typealias UITextSmartInsertDeleteType = TextSmartInsertDeleteType
public typealias UIKeyboardAppearance = KeyboardAppearance
public typealias UITextContentType = TextContentType
public typealias UIKeyboardType = KeyboardType

extension KeyboardType {
    /// UIKeyboardType.URL: UIKit's case is spelled in capitals (Swift imports `UIKeyboardTypeURL` so).
    public static var URL: KeyboardType { .url }
}
