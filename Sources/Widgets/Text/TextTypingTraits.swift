/// UITextInputTraits that change how typed text is checked and completed. iOS's keyboard corrects words,
/// underlines misspellings, curls quotes, turns "--" into a dash and offers AutoFill; Handheld's keyboard
/// has no dictionary, so the settings are kept and read back (UIKit's raw values) and what each does on
/// Linux is said on the property (TextInputView+TypingTraits).
public enum TextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// UITextSpellCheckingType.
public enum TextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

/// UITextSmartQuotesType (iOS 11).
public enum TextSmartQuotesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// UITextSmartDashesType (iOS 11).
public enum TextSmartDashesType: Int, Sendable {
    case `default` = 0, no, yes
}

/// UITextSmartInsertDeleteType (iOS 11).
public enum TextSmartInsertDeleteType: Int, Sendable {
    case `default` = 0, no, yes
}

/// UIKeyboardAppearance; `.alert` is UIKit's old name for the dark keyboard (same raw value).
public enum KeyboardAppearance: Int, Sendable {
    case `default` = 0, dark = 1, light = 2
    public static let alert = KeyboardAppearance.dark
}

/// UITextContentType: what the text is, for AutoFill (UIKit's string values).
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = TextContentType("name")
    public static let givenName = TextContentType("given-name")
    public static let familyName = TextContentType("family-name")
    public static let nickname = TextContentType("nickname")
    public static let organizationName = TextContentType("organization-name")
    public static let jobTitle = TextContentType("job-title")
    public static let location = TextContentType("location")
    public static let fullStreetAddress = TextContentType("street-address")
    public static let addressCity = TextContentType("address-level2")
    public static let addressState = TextContentType("address-level1")
    public static let countryName = TextContentType("country-name")
    public static let postalCode = TextContentType("postal-code")
    public static let telephoneNumber = TextContentType("tel")
    public static let emailAddress = TextContentType("email")
    public static let URL = TextContentType("url")
    public static let creditCardNumber = TextContentType("cc-number")
    public static let username = TextContentType("username")
    public static let password = TextContentType("password")
    public static let newPassword = TextContentType("new-password")
    public static let oneTimeCode = TextContentType("one-time-code")
    public static let dateTime = TextContentType("date-time")
}

/// The typing traits a text input keeps (TextInputView+TypingTraits gives them UIKit's names).
struct TextTypingTraits {
    var autocorrectionType = TextAutocorrectionType.default
    var spellCheckingType = TextSpellCheckingType.default
    var smartQuotesType = TextSmartQuotesType.default
    var smartDashesType = TextSmartDashesType.default
    var smartInsertDeleteType = TextSmartInsertDeleteType.default
    var keyboardAppearance = KeyboardAppearance.default
    var textContentType: TextContentType?
    var enablesReturnKeyAutomatically = false
}
