import HandheldKit

// UIKit's names for visual effects over Widgets' VisualEffectView (Widgets/Effects): the blur is the bars'
// backdrop blur; materials and their tints are in docs/reference/materials.md.

public typealias UIVisualEffectView = VisualEffectView
public typealias UIVisualEffect = any VisualEffect
public typealias UIBlurEffect = BlurEffect
public typealias UIVibrancyEffect = VibrancyEffect
public typealias UIVibrancyEffectStyle = VibrancyEffect.Style
