extension ScrollView {
    /// When dragging the scroll view dismisses the keyboard (UIScrollView.KeyboardDismissMode). UIKit's
    /// documentation: `.onDrag` dismisses it "when a drag begins"; `.interactive` lets the finger pull the
    /// keyboard down. Handheld's keyboard does not follow a finger, so the interactive modes keep the keyboard
    /// up, as `.none` does; the `…WithAccessory` modes act as the modes without it (no accessory view here).
    public enum KeyboardDismissMode: Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory

        /// Whether a drag's start ends editing in the window.
        var dismissesWhenDragBegins: Bool { self == .onDrag || self == .onDragWithAccessory }
    }
}
