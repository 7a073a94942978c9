import Render

/// UIKit's system bar button items (UIBarButtonItem.SystemItem, raw values as in UIBarButtonSystemItem):
/// four are words (Done and Save drawn semibold as the confirming item, Cancel and Edit plain), two are
/// spaces a toolbar lays out, and the rest are symbols, drawn here in Glyph's style (strokes and fills in a
/// unit box) as stand-ins for the SF Symbols iOS 13 and later shows (`plus`, `square.and.pencil`,
/// `arrowshape.turn.up.left`, `square.and.arrow.up`, `folder`, `book`, `magnifyingglass`,
/// `arrow.clockwise`, `xmark`, `camera`, `trash`, `play.fill`, `pause.fill`, `backward.fill`, `forward.fill`,
/// `arrow.uturn.backward`, `arrow.uturn.forward`, `xmark.circle.fill`).
extension BarButtonItem {
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close

        /// The word a text item shows (iOS's English titles); nil for a symbol or a space.
        public var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            default: nil
            }
        }

        /// Whether the item is a gap a toolbar lays out rather than a button.
        public var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }

        /// Done and Save confirm, so UIKit draws them in the bold `.done` style.
        var style: Style { self == .done || self == .save ? .done : .plain }

        /// The name the tree JSON shows ("fastForward").
        public var name: String { String(describing: self) }
    }

    /// A system item (UIBarButtonItem(barButtonSystemItem:target:action:) with a closure in place of the
    /// selector, which Swift on Linux cannot name).
    public convenience init(systemItem: SystemItem, action: (() -> Void)? = nil) {
        self.init(title: systemItem.title ?? "", style: systemItem.style, action: action)
        self.systemItem = systemItem
    }

    /// A gap that takes an equal share of the toolbar's free width (UIBarButtonItem.flexibleSpace()).
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }

    /// A gap `width` points wide (UIBarButtonItem.fixedSpace(_:)).
    public static func fixedSpace(_ width: Double) -> BarButtonItem {
        let item = BarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Whether the item draws a symbol (a system item that is neither a word nor a space).
    var showsSystemSymbol: Bool {
        guard let systemItem else { return false }
        return systemItem.title == nil && !systemItem.isSpace
    }
}
