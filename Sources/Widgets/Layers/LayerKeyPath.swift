/// The key paths a layer animates explicitly, spelled as Core Animation's key-value paths (CALayer's
/// animatable properties and the transform's field paths of "CATransform3D Key Paths" in the Core Animation
/// Programming Guide: `transform.scale`, `transform.rotation.z`, `transform.translation.x`…).
package enum LayerKeyPath: String, CaseIterable, Sendable {
    case opacity
    case position
    case positionX = "position.x"
    case positionY = "position.y"
    case bounds
    case boundsSize = "bounds.size"
    case boundsWidth = "bounds.size.width"
    case boundsHeight = "bounds.size.height"
    case transform
    case scale = "transform.scale"
    case scaleX = "transform.scale.x"
    case scaleY = "transform.scale.y"
    /// `transform.rotation` is `transform.rotation.z` (the guide: "identical to setting the rotation.z field").
    case rotation = "transform.rotation"
    case rotationZ = "transform.rotation.z"
    case translationX = "transform.translation.x"
    case translationY = "transform.translation.y"
    case backgroundColor
    case cornerRadius
    case borderWidth
    case shadowOpacity
    case shadowRadius
    case strokeEnd
    case strokeStart
    case lineWidth

    /// The layer property the path animates a part of: animations of parts of one property compose.
    package enum Base: Sendable { case opacity, position, bounds, transform, backgroundColor, scalar }

    package var base: Base {
        switch self {
        case .opacity: .opacity
        case .position, .positionX, .positionY: .position
        case .bounds, .boundsSize, .boundsWidth, .boundsHeight: .bounds
        case .transform, .scale, .scaleX, .scaleY, .rotation, .rotationZ, .translationX, .translationY: .transform
        case .backgroundColor: .backgroundColor
        case .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius, .strokeEnd, .strokeStart, .lineWidth: .scalar
        }
    }
}
