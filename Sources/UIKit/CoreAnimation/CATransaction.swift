import Foundation
import HandheldKit

/// Core Animation's transactions (CATransaction): `begin()`/`commit()` bracket layer changes whose implicit
/// animations take the transaction's duration and timing function, or none with `setDisableActions(true)`,
/// and whose completion block runs once every animation added inside (explicit, `add(_:forKey:)`, and
/// implicit) has ended or been removed; a transaction that started none completes on the next frame.
///
/// Its state is type-level, as the API is, and covers every live window's engine (`AnimationEngine.live`,
/// the registry UIView's type-level `animate` uses): the settings go to each engine's `layerActions`. A
/// setter called outside `begin()` opens the implicit transaction, which commits at the next frame, as
/// Core Animation commits it at the end of the run loop's turn. Completion blocks count animations added
/// while the transaction is open, whether the block was set before or after them.
@preconcurrency @MainActor
open class CATransaction {
    /// One open transaction.
    @MainActor
    final class Frame {
        var disableActions: Bool?
        var duration: Double?
        var timingFunction: CAMediaTimingFunction?
        var completion: (() -> Void)?
        var values: [String: Any] = [:]
        var pending = 0
        var committed = false
        var finished = false

        func animationStarted() { pending += 1 }

        func animationEnded() {
            pending -= 1
            finishIfDone()
        }

        func finishIfDone() {
            guard committed, pending <= 0, !finished else { return }
            finished = true
            completion?()
        }
    }

    private static var frames: [Frame] = []
    private static var implicitFrame: Frame?

    /// The open transactions, outermost first (an added animation counts in each).
    static var openFrames: [Frame] { frames }

    public init() {}

    public class func begin() {
        frames.append(Frame())
        applyActions()
    }

    /// Ends the innermost transaction: its settings stop applying; its completion block runs when its
    /// animations have ended (on the next frame when there were none). An unbalanced commit does nothing.
    public class func commit() {
        guard let frame = frames.popLast() else { return }
        if frame === implicitFrame { implicitFrame = nil }
        applyActions()
        frame.committed = true
        if frame.pending == 0, frame.completion != nil, let engine = AnimationEngine.live.last {
            // Nothing to wait for: the block runs on the next frame, as Core Animation runs it after commit.
            engine.animate(timing: .curve(.linear, duration: 0), animations: {}, completion: { _ in frame.finishIfDone() })
        } else {
            frame.finishIfDone()
        }
    }

    /// Core Animation's flush pushes pending changes to the render server; Handheld draws from the model on
    /// the next frame anyway, so there is nothing to push.
    public class func flush() {}

    /// Transactions nest without locks here (everything runs on the main actor): these do nothing.
    public class func lock() {}
    public class func unlock() {}

    public class func animationDuration() -> CFTimeInterval {
        frames.reversed().lazy.compactMap(\.duration).first ?? CAAnimation.defaultDuration
    }

    public class func setAnimationDuration(_ dur: CFTimeInterval) {
        current.duration = dur
        applyActions()
    }

    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        frames.reversed().lazy.compactMap(\.timingFunction).first
    }

    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.timingFunction = function
        applyActions()
    }

    public class func disableActions() -> Bool {
        frames.reversed().lazy.compactMap(\.disableActions).first ?? false
    }

    public class func setDisableActions(_ flag: Bool) {
        current.disableActions = flag
        applyActions()
    }

    public class func completionBlock() -> (() -> Void)? { frames.last?.completion }

    public class func setCompletionBlock(_ block: (() -> Void)?) {
        current.completion = block
    }

    /// The keyed form (`kCATransactionDisableActions`, `kCATransactionAnimationDuration`…).
    public class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default: return frames.reversed().lazy.compactMap { $0.values[key] }.first
        }
    }

    public class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionDisableActions: setDisableActions(anObject as? Bool ?? false)
        case kCATransactionAnimationDuration: setAnimationDuration(anObject as? Double ?? CAAnimation.defaultDuration)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(anObject as? () -> Void)
        default: current.values[key] = anObject
        }
    }

    /// The innermost open transaction, opening the implicit one (committed at the next frame) if none is.
    private static var current: Frame {
        if let last = frames.last { return last }
        let frame = Frame()
        frames.append(frame)
        implicitFrame = frame
        if let engine = AnimationEngine.live.last {
            engine.animate(timing: .curve(.linear, duration: 0), animations: {}, completion: { _ in
                if implicitFrame === frame, frames.last === frame { commit() }
            })
        }
        return frame
    }

    /// Hands the open transactions' settings to every live engine, for its layers' implicit animations.
    private static func applyActions() {
        var actions = LayerActions()
        actions.disablesActions = disableActions()
        actions.duration = frames.reversed().lazy.compactMap(\.duration).first
        actions.curve = animationTimingFunction()?.curve
        let open = frames
        if !open.isEmpty {
            actions.observer = {
                for frame in open { frame.animationStarted() }
                return { _ in for frame in open { frame.animationEnded() } }
            }
        }
        for engine in AnimationEngine.live { engine.layerActions = actions }
    }
}

public let kCATransactionAnimationDuration = "CATransactionAnimationDuration"
public let kCATransactionDisableActions = "CATransactionDisableActions"
public let kCATransactionAnimationTimingFunction = "CATransactionAnimationTimingFunction"
public let kCATransactionCompletionBlock = "CATransactionCompletionBlock"
