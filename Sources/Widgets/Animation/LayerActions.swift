/// What the open Core Animation transaction says about the implicit animations ("actions") of layers made
/// by code: CATransaction's `disableActions`, `animationDuration`, `animationTimingFunction` and its
/// completion block. The engine holds one for its window's layers; the UIKit module's CATransaction sets it
/// on every live engine, as Core Animation's one transaction covers every layer the thread changes.
public struct LayerActions {
    /// CATransaction.setDisableActions(true): a changed layer property jumps to its new value.
    public var disablesActions = false
    /// CATransaction.setAnimationDuration: nil is Core Animation's default, 0.25 s.
    public var duration: Double?
    /// CATransaction.setAnimationTimingFunction: nil is the default timing function.
    public var curve: TimingCurve?
    /// Called once per implicit animation the transaction starts, returning that animation's completion:
    /// how CATransaction.setCompletionBlock learns when the last of them has ended.
    public var observer: (() -> ((Bool) -> Void))?

    public init() {}
}
