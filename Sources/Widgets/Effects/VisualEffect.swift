/// UIVisualEffect: what a `VisualEffectView` applies, a `BlurEffect` or a `VibrancyEffect`.
public protocol VisualEffect: AnyObject, Sendable, CustomStringConvertible {}

extension BlurEffect: VisualEffect {}
extension VibrancyEffect: VisualEffect {}
