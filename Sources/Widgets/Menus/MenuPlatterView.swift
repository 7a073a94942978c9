import Render

/// The menu's rounded platter: what is behind it blurred, then tinted with the system material (UIKit's
/// UIVisualEffectView with .systemMaterial), clipped to 13 pt corners, with a soft drop shadow.
@MainActor
final class MenuPlatterView: View {
    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        cornerRadius = MenuLayout.cornerRadius
        clipsToBounds = true
        layer.shadowOpacity = MenuLayout.shadowOpacity
        layer.shadowRadius = MenuLayout.shadowRadius
        layer.shadowOffset = Size(width: 0, height: 8)
    }
    /// Required by View. The toolkit makes this part only from its menu presentation, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    override func draw(in canvas: Canvas) {
        canvas.blurBackdrop(bounds, radius: MenuLayout.blurRadius)
        canvas.fillRoundedRect(bounds, radius: MenuLayout.cornerRadius, color: MenuLayout.materialColor)
    }
}

/// What a context menu puts behind its platter and preview: the screen blurred and dimmed (UIKit's
/// context-menu background, a blur over a black dimming at about 0.2 in light and 0.4 in dark [EST]).
@MainActor
final class MenuBackdropView: View {
    static let blurRadius = 12.0
    static let dimColor = Color(light: Color.black.withAlpha(0.2), dark: Color.black.withAlpha(0.4))

    override func draw(in canvas: Canvas) {
        canvas.blurBackdrop(bounds, radius: Self.blurRadius)
        canvas.fill(bounds, color: Self.dimColor)
    }
}

/// The lifted copy of a context menu's source: it draws the source view's subtree again above the blurred
/// backdrop (UIKit moves the source itself there through a portal view, _UIPortalView; drawing it again
/// keeps the source where it is in the tree). The lift is this view's scale and shadow.
@MainActor
final class ContextMenuPreviewView: View {
    weak var source: View?
    /// The lifted scale: "scales up slightly" [EST from iOS 17 recordings: about 1.03–1.05].
    static let liftScale = 1.04
    static let liftShadowOpacity: Float = 0.25
    static let liftShadowRadius = 16.0

    init(source: View) {
        self.source = source
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        cornerRadius = source.cornerRadius
        layer.shadowRadius = Self.liftShadowRadius
        layer.shadowOffset = Size(width: 0, height: 6)
        layer.shadowOpacity = 0
        layer.castsBoundsShadow = true
    }
    /// Required by View. The toolkit makes this part only from its source view, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    override func draw(in canvas: Canvas) {
        guard let source else { return }
        let origin = source.frame.origin
        canvas.pushTransform(.translation(x: -origin.x, y: -origin.y))
        source.render(in: canvas)
        canvas.popTransform()
    }
}
