import Render
import Widgets

extension Simulator {
    /// The reader's Dynamic Type size, as chosen (`--text-size`, Ctrl+= and Ctrl+-, the script's
    /// `text-size`); Large until one is chosen.
    var contentSizeCategory: ContentSizeCategory { window.traitCollection.preferredContentSizeCategory.resolved }

    /// Applies a text size at once through the window's trait transition (iOS does not animate it); the
    /// same size again does nothing.
    func setContentSizeCategory(_ category: ContentSizeCategory) {
        guard category != contentSizeCategory else { return }
        window.transition(toContentSizeCategory: category)
        window.setNeedsDisplay()
    }
}

extension ContentSizeCategory {
    /// Every name `text-size` and `--text-size` accept, comma-separated, smallest first.
    static var sizeNames: String { sizes.map(\.name).joined(separator: ", ") }
}
