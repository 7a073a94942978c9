/// When the keyboard's shift turns itself on (UITextAutocapitalizationType): `.sentences`, iOS's default, at
/// the start and after ". "; `.words` at each word's start; `.allCharacters` always; `.none` never.
public enum TextAutocapitalizationType: String, Sendable {
    case none, words, sentences, allCharacters
}
