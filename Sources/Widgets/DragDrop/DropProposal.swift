import Render

/// UIDropOperation, with UIKit's raw values: what a drop would do at the finger.
public enum DropOperation: UInt, Sendable {
    /// Nothing is dropped; the drag ends as a cancel.
    case cancel = 0
    /// A drop would be possible here but is not allowed now (the badge shows; lifting cancels).
    case forbidden = 1
    case copy = 2
    case move = 3
}

/// UIDropProposal: the drop delegate's answer as the finger moves.
@preconcurrency @MainActor
open class DropProposal {
    public let operation: DropOperation
    /// UIDropProposal.isPrecise: stored (a precise drop offsets the touch point on iOS; a pointer is precise).
    public var isPrecise = false
    /// UIDropProposal.prefersFullSizePreview: stored; the preview keeps its size here.
    public var prefersFullSizePreview = false

    public init(operation: DropOperation) {
        self.operation = operation
    }

    /// Whether lifting the finger performs a drop: copy or move (UIKit calls performDrop only then).
    public var performsDrop: Bool { operation == .copy || operation == .move }
}
