/// Which bar height a custom bar image is for (UIBarMetrics, UIKit's raw values): `.default` the regular
/// 44 pt bar, `.compact` the 32 pt bar of a landscape iPhone; the prompt variants are the taller bars with a
/// prompt line, which Handheld's bar does not draw, so they apply as their plain counterparts.
public enum BarMetrics: Int, Hashable, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}
