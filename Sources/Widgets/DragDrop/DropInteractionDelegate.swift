import Render

/// UIDropInteractionDelegate: the destination's side. Every method is optional in UIKit: an interaction
/// whose delegate does not answer `canHandle` takes every session, and one that does not answer
/// `sessionDidUpdate` proposes `.cancel` (no drop).
@preconcurrency @MainActor
public protocol DropInteractionDelegate: AnyObject {
    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession)
    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal
    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession)
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession)
    func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession)
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession)
    func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem,
                         withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview?
    func dropInteraction(_ interaction: DropInteraction, item: DragItem, willAnimateDropWith animator: DragAnimating)
}

extension DropInteractionDelegate {
    public func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool { true }
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, previewForDropping item: DragItem,
                                withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? { defaultPreview }
    public func dropInteraction(_ interaction: DropInteraction, item: DragItem, willAnimateDropWith animator: DragAnimating) {}
}
