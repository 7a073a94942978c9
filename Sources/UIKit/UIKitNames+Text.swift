import Widgets

// UIKit's text types that Widgets declares under UIKit's own names (Sources/Widgets/Text), because labels,
// buttons and text views read them to draw formatted text. The UIKit module does not re-export HandheldKit,
// so it names each here; a typealias of the same name is the same type, and it shadows Widgets' declaration
// in a file that imports both modules (the importing module's declaration wins).

public typealias NSLineBreakMode = Widgets.NSLineBreakMode
public typealias NSParagraphStyle = Widgets.NSParagraphStyle
public typealias NSMutableParagraphStyle = Widgets.NSMutableParagraphStyle
public typealias NSUnderlineStyle = Widgets.NSUnderlineStyle
public typealias NSTextAttachment = Widgets.NSTextAttachment

/// UITextInput's position and range classes (Widgets/Text/TextPosition.swift), offsets in UTF-16 code units.
public typealias UITextPosition = Widgets.TextPosition
public typealias UITextRange = Widgets.TextRange
