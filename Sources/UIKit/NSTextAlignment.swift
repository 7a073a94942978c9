import HandheldKit

/// NSTextAlignment: Render's TextAlignment (`.left`, `.center`, `.right`).
public typealias NSTextAlignment = TextAlignment

extension TextAlignment {
    /// NSTextAlignment.natural: the script's own alignment. Handheld lays text out left to right only, so
    /// natural is `.left`, as UIKit resolves it for a left-to-right language.
    public static var natural: TextAlignment { .left }

    /// NSTextAlignment.justified: UIKit stretches every line but the last to the full width. Handheld's text
    /// engine does not stretch the spaces of a line, so justified text is drawn as natural (`.left`), which
    /// is where every line of justified text starts and where its last line ends up anyway.
    public static var justified: TextAlignment { .left }
}
