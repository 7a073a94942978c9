import HandheldKit

/// UISearchBar adopts UITextInputTraits: each trait set on the bar is its search field's, as UIKit's bar
/// forwards them to `searchTextField` (the keyboard the field brings up shows them).
extension SearchBar {
    public var autocapitalizationType: TextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    public var autocorrectionType: TextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    public var spellCheckingType: TextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    public var smartQuotesType: TextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    public var smartDashesType: TextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    public var smartInsertDeleteType: TextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    public var keyboardType: KeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    public var keyboardAppearance: KeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    public var returnKeyType: ReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    public var textContentType: TextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
    public var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
}
