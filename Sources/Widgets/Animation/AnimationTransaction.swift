/// The context an `animate` block runs in: every animatable property set inside it animates with this
/// timing and joins this group. A transaction with no timing disables animation (performWithoutAnimation).
@MainActor
struct AnimationTransaction {
    var timing: AnimationTiming
    var delay: Double
    var group: AnimationGroup
    /// Set when the block belongs to a property animator: its animations follow the animator's progress.
    var animator: PropertyAnimator?
    var options: AnimationOptions = .toolkit
    /// Inside `animateKeyframes`: a property set again waits for its previous keyframe instead of replacing it.
    var chainsKeyframes = false
}
