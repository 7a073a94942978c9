import Render

/// UIDragInteractionDelegate: the source's side of a drag. Only `itemsForBeginning` is required; the rest
/// have UIKit's defaults (no extra items, the view itself lifted, moves allowed).
@preconcurrency @MainActor
public protocol DragInteractionDelegate: AnyObject {
    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem]
    func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession, withTouchAt point: Point) -> [DragItem]
    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession) -> TargetedDragPreview?
    func dragInteraction(_ interaction: DragInteraction, willAnimateLiftWith animator: DragAnimating, session: DragSession)
    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession)
    func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: DragSession) -> Bool
    func dragInteraction(_ interaction: DragInteraction, sessionDidMove session: DragSession)
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, willEndWith operation: DropOperation)
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation)
    func dragInteraction(_ interaction: DragInteraction, previewForCancelling item: DragItem,
                         withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview?
    func dragInteraction(_ interaction: DragInteraction, item: DragItem, willAnimateCancelWith animator: DragAnimating)
}

extension DragInteractionDelegate {
    public func dragInteraction(_ interaction: DragInteraction, itemsForAddingTo session: DragSession, withTouchAt point: Point) -> [DragItem] { [] }
    public func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession) -> TargetedDragPreview? {
        interaction.view.map { TargetedDragPreview(view: $0) }
    }
    public func dragInteraction(_ interaction: DragInteraction, willAnimateLiftWith animator: DragAnimating, session: DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: DragSession) -> Bool { true }
    public func dragInteraction(_ interaction: DragInteraction, sessionDidMove session: DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction, session: DragSession, willEndWith operation: DropOperation) {}
    public func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {}
    public func dragInteraction(_ interaction: DragInteraction, previewForCancelling item: DragItem,
                                withDefault defaultPreview: TargetedDragPreview) -> TargetedDragPreview? { defaultPreview }
    public func dragInteraction(_ interaction: DragInteraction, item: DragItem, willAnimateCancelWith animator: DragAnimating) {}
}

/// UIDragAnimating: lets a delegate run its own changes alongside the lift, cancel or drop animation.
@preconcurrency @MainActor
public protocol DragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (AnimationPosition) -> Void)
}

/// The animations and completions a delegate added, run inside the interaction's own animation.
@MainActor
final class DragAnimator: DragAnimating {
    var animations: [() -> Void] = []
    var completions: [(AnimationPosition) -> Void] = []
    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (AnimationPosition) -> Void) { completions.append(completion) }
}
