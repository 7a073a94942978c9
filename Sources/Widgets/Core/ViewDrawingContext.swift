import Render

/// The canvas a view's `draw(_:)` override is drawing into, while it runs: UIKit pushes the view's context
/// on its graphics context stack before calling `draw(_:)` and pops it after, which is how
/// `UIGraphicsGetCurrentContext()` finds it. The stack is main-actor state, as UIKit's per-thread stack is
/// the main thread's for UI drawing, and it is empty except during a view's drawing.
@preconcurrency @MainActor
public enum ViewDrawingContext {
    /// One drawing in progress: its canvas, and what the UIKit layer attached to it (its CGContext, so
    /// that colours set by one call are seen by the next within the same drawing). A value, so that the
    /// push every view's default `draw(in:)` does allocates nothing (the array keeps its capacity).
    public struct Entry {
        public let canvas: Canvas
        /// The view's bounds size: the context's size.
        public let size: Size
        public fileprivate(set) var attachment: AnyObject?
    }

    private static var stack: [Entry] = []

    /// The drawing in progress, nil outside `draw(_:)`.
    public static var current: Entry? { stack.last }

    /// Runs `body` with `canvas` as the current drawing context.
    public static func drawing(into canvas: Canvas, size: Size, _ body: () -> Void) {
        stack.append(Entry(canvas: canvas, size: size, attachment: nil))
        defer { stack.removeLast() }
        body()
    }

    /// Attaches `object` to the drawing in progress (nothing outside a drawing).
    public static func attach(_ object: AnyObject) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].attachment = object
    }
}
