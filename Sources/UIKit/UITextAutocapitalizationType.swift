import HandheldKit

/// UITextAutocapitalizationType (UITextInputTraits.autocapitalizationType): Widgets' TextAutocapitalizationType.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
