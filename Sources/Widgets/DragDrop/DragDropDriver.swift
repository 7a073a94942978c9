import Render

/// One drag inside the app, as a state machine: lifted → dragging → dropping or cancelling → ended.
///
/// The order of delegate calls is UIKit's (UIDragInteractionDelegate / UIDropInteractionDelegate):
/// - lift: `itemsForBeginning`, `previewForLifting` for each item, `willAnimateLiftWith`;
/// - the first move: `sessionWillBegin`; every move: `sessionDidMove`, then on the drop target under the
///   finger `canHandle` (once a session per interaction), `sessionDidExit` on the one left, `sessionDidEnter`
///   on the one entered, and `sessionDidUpdate` for its proposal;
/// - lifting the finger on a copy or move proposal: `session(_:willEndWith:)`, `performDrop`, the drop
///   animation, `concludeDrop`, `session(_:didEndWith:)`, then `sessionDidEnd` on every drop interaction
///   that could handle the session;
/// - otherwise (cancel, forbidden, no target): `session(_:willEndWith: .cancel)`, `sessionDidExit` on the
///   target, `previewForCancelling`, the preview animating back to the source, `session(_:didEndWith:
///   .cancel)`, then `sessionDidEnd` likewise.
@preconcurrency @MainActor
public final class DragDropDriver {
    public enum Phase: Equatable, Sendable { case lifted, dragging, dropping, cancelling, ended }

    /// The lift and the drop: Core Animation's implicit 0.25 s (reference: Animation); the cancel springs back
    /// over 0.35 s [EST from iOS 17 screen recordings of a cancelled drag].
    public static let liftDuration = 0.25
    public static let dropDuration = 0.25
    public static let cancelDuration = 0.35

    public private(set) var phase = Phase.lifted
    public let session: LocalDragSession
    weak var interaction: DragInteraction?
    /// The lifted copy of the source that follows the finger (in the window's root view).
    public private(set) var previewView: View?
    private var previewStartCenter = Point.zero
    private let startLocation: Point
    /// The drop interaction under the finger that can handle the session, and its last proposal.
    public private(set) weak var target: DropInteraction?
    public private(set) var proposal: DropProposal?
    /// Drop interactions asked `canHandle`, with their answer (UIKit asks once per session).
    private var handled: [(interaction: DropInteraction, canHandle: Bool)] = []

    private init(interaction: DragInteraction, session: LocalDragSession, location: Point) {
        self.interaction = interaction
        self.session = session
        self.startLocation = location
    }

    /// Asks the delegate for items; nil (no drag) when it gives none, as in UIKit.
    static func lift(from interaction: DragInteraction, at location: Point) -> DragDropDriver? {
        guard let view = interaction.view, let delegate = interaction.delegate else { return nil }
        let session = LocalDragSession(items: [], location: location, sourceView: view)
        let items = delegate.dragInteraction(interaction, itemsForBeginning: session)
        guard !items.isEmpty else { return nil }
        session.items = items
        let driver = DragDropDriver(interaction: interaction, session: session, location: location)
        var lifted: View = view
        for item in items {
            if let preview = delegate.dragInteraction(interaction, previewForLifting: item, session: session), item === items[0] {
                lifted = preview.view
            }
        }
        session.allowsMoveOperation = delegate.dragInteraction(interaction, sessionAllowsMoveOperation: session)
        driver.showPreview(of: lifted, in: view.window?.rootView)
        let animator = DragAnimator()
        delegate.dragInteraction(interaction, willAnimateLiftWith: animator, session: session)
        let preview = driver.previewView
        (preview ?? view).animate(withDuration: liftDuration, animations: {
            preview?.layer.shadowOpacity = ContextMenuPreviewView.liftShadowOpacity
            animator.animations.forEach { $0() }
        }, completion: { finished in
            animator.completions.forEach { $0(finished ? .end : .current) }
        })
        return driver
    }

    private func showPreview(of view: View, in root: View?) {
        guard let root else { return }
        let preview = ContextMenuPreviewView(source: view)
        preview.identifier = "drag-preview"
        preview.frame = view.convert(view.bounds, to: nil)
        root.addSubview(preview)
        previewView = preview
        previewStartCenter = preview.center
    }

    /// The finger moved (window coordinates).
    func move(to location: Point) {
        guard phase == .lifted || phase == .dragging, let interaction, let delegate = interaction.delegate else { return }
        if phase == .lifted {
            phase = .dragging
            delegate.dragInteraction(interaction, sessionWillBegin: session)
        }
        session.locationInWindow = location
        previewView?.center = Point(x: previewStartCenter.x + location.x - startLocation.x,
                                    y: previewStartCenter.y + location.y - startLocation.y)
        delegate.dragInteraction(interaction, sessionDidMove: session)
        updateTarget()
    }

    private func updateTarget() {
        let found = dropInteraction(at: session.locationInWindow)
        if found !== target {
            if let old = target { old.delegate?.dropInteraction(old, sessionDidExit: session) }
            target = found
            proposal = nil
            if let found { found.delegate?.dropInteraction(found, sessionDidEnter: session) }
        }
        guard let target, let delegate = target.delegate else { return proposal = nil }
        proposal = delegate.dropInteraction(target, sessionDidUpdate: session)
    }

    /// The first view from the one hit under the finger up to the root with a drop interaction that can
    /// handle the session (UIKit hit-tests, then walks up to the nearest view with a drop interaction).
    private func dropInteraction(at location: Point) -> DropInteraction? {
        guard let root = interaction?.view?.window?.rootView else { return nil }
        var view = root.hitTest(location)
        while let current = view {
            for case let drop as DropInteraction in current.interactions where canHandle(drop) { return drop }
            view = current.superview
        }
        return nil
    }

    private func canHandle(_ drop: DropInteraction) -> Bool {
        if let known = handled.first(where: { $0.interaction === drop }) { return known.canHandle }
        let answer = drop.delegate?.dropInteraction(drop, canHandle: session) ?? false
        handled.append((drop, answer))
        return answer
    }

    /// The finger lifted: a drop on a copy or move proposal, a cancel otherwise.
    func release() {
        guard phase == .lifted || phase == .dragging else { return }
        guard let target, let proposal, proposal.performsDrop, let interaction, let dropDelegate = target.delegate else {
            return cancel()
        }
        phase = .dropping
        interaction.delegate?.dragInteraction(interaction, session: session, willEndWith: proposal.operation)
        dropDelegate.dropInteraction(target, performDrop: session)
        let animator = DragAnimator()
        // The first item's preview lands where the drop delegate retargets it (a collection view's cell),
        // else it fades where it was let go.
        var landing: Point?
        if let preview = previewView, let root = preview.superview, let first = session.items.first {
            let fallback = TargetedDragPreview(view: preview, target: DragPreviewTarget(container: root, center: preview.center))
            if let chosen = dropDelegate.dropInteraction(target, previewForDropping: first, withDefault: fallback), chosen !== fallback {
                landing = chosen.target.container.convert(chosen.target.center, to: nil)
            }
        }
        for item in session.items { dropDelegate.dropInteraction(target, item: item, willAnimateDropWith: animator) }
        let operation = proposal.operation
        animate(duration: Self.dropDuration, animator: animator, changes: { preview in
            if let landing { preview.center = landing } else { preview.alpha = 0 }
        }, done: { [self] in
            target.delegate?.dropInteraction(target, concludeDrop: session)
            finish(with: operation)
        })
    }

    /// The drag ends without a drop; the preview goes back to where the source is.
    func cancel() {
        guard phase == .lifted || phase == .dragging, let interaction else { return }
        phase = .cancelling
        interaction.delegate?.dragInteraction(interaction, session: session, willEndWith: .cancel)
        if let target { target.delegate?.dropInteraction(target, sessionDidExit: session) }
        target = nil
        proposal = nil
        let animator = DragAnimator()
        var home = previewStartCenter
        if let delegate = interaction.delegate, let source = interaction.view {
            let fallback = TargetedDragPreview(view: source)
            for item in session.items {
                if item === session.items[0], let preview = delegate.dragInteraction(interaction, previewForCancelling: item, withDefault: fallback) {
                    home = preview.target.container.convert(preview.target.center, to: nil)
                }
                delegate.dragInteraction(interaction, item: item, willAnimateCancelWith: animator)
            }
        }
        animate(duration: Self.cancelDuration, animator: animator, changes: { preview in
            preview.center = home
            preview.layer.shadowOpacity = 0
        }, done: { [self] in finish(with: .cancel) })
    }

    private func animate(duration: Double, animator: DragAnimator, changes: @escaping (View) -> Void, done: @escaping () -> Void) {
        guard let preview = previewView else {
            animator.animations.forEach { $0() }
            animator.completions.forEach { $0(.end) }
            return done()
        }
        preview.animate(withDuration: duration, options: .curveEaseInOut, animations: {
            changes(preview)
            animator.animations.forEach { $0() }
        }, completion: { finished in
            animator.completions.forEach { $0(finished ? .end : .current) }
            done()
        })
    }

    private func finish(with operation: DropOperation) {
        guard phase != .ended else { return }
        phase = .ended
        previewView?.removeFromSuperview()
        previewView = nil
        if let interaction {
            interaction.delegate?.dragInteraction(interaction, session: session, didEndWith: operation)
            interaction.sessionEnded()
        }
        for (drop, canHandle) in handled where canHandle {
            drop.delegate?.dropInteraction(drop, sessionDidEnd: session)
        }
    }
}
