import Render

/// The canvas a view's `draw(_:)` override is drawing into, while it runs: UIKit pushes the view's context
/// on its graphics context stack before calling `draw(_:)` and pops it after, which is how
/// `UIGraphicsGetCurrentContext()` finds it. The stack is main-actor state, as UIKit's per-thread stack is
/// the main thread's for UI drawing, and it is empty except during a view's drawing.
@MainActor
public enum ViewDrawingContext {
    /// One drawing in progress: its canvas, and what the UIKit layer attached to it (its CGContext, so
    /// that colours set by one call are seen by the next within the same drawing).
    public final class Entry {
        public let canvas: Canvas
        /// The view's bounds size: the context's size.
        public let size: Size
        public var attachment: AnyObject?
        init(canvas: Canvas, size: Size) {
            self.canvas = canvas
            self.size = size
        }
    }

    private static var stack: [Entry] = []

    /// The drawing in progress, nil outside `draw(_:)`.
    public static var current: Entry? { stack.last }

    /// Runs `body` with `canvas` as the current drawing context.
    public static func drawing(into canvas: Canvas, size: Size, _ body: () -> Void) {
        stack.append(Entry(canvas: canvas, size: size))
        defer { stack.removeLast() }
        body()
    }
}
