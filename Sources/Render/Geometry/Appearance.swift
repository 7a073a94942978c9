/// The appearance a canvas resolves dynamic colours for: how dark (0 light, 1 dark; in between only while
/// the appearance cross-fades) and whether the content is at the elevated level. Widgets derives it from
/// each view's traits while drawing; Render knows nothing about traits, only these two values.
public struct Appearance: Hashable, Sendable {
    /// 0 is light, 1 dark; values in between blend each dynamic colour's light and dark values.
    public var darkness: Double
    public var isElevated: Bool

    public init(darkness: Double = 0, isElevated: Bool = false) {
        self.darkness = darkness
        self.isElevated = isElevated
    }

    public static let light = Appearance()
    public static let dark = Appearance(darkness: 1)
}
