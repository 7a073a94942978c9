import Render

extension View {
    /// The presentation (on-screen) values, moving while animations run.
    public var presentationFrame: Rect {
        guard !transformProperty.presentation.isIdentity || layerStorage != nil else {
            return Self.frame(center: centerProperty.presentation, size: boundsProperty.presentation.size)
        }
        return presentationTransformToSuperview.apply(to: boundsProperty.presentation)
    }
    public var presentationBounds: Rect { boundsProperty.presentation }
    public var presentationAlpha: Double { alphaProperty.presentation }
    public var presentationTransform: Transform { transformProperty.presentation }
    public var presentationBackgroundColor: Color { backgroundProperty.presentation }
}
