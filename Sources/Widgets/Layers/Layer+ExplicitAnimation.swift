import Render

/// One explicit animation's value at this frame, as the layer composes it.
package struct LayerAnimationSample: Sendable {
    package var keyPath: LayerKeyPath
    package var value: LayerAnimationValue
    /// CAPropertyAnimation.isAdditive: the value is added to (a transform: concatenated with) the value
    /// below instead of replacing it.
    package var isAdditive: Bool

    package init(keyPath: LayerKeyPath, value: LayerAnimationValue, isAdditive: Bool = false) {
        self.keyPath = keyPath
        self.value = value
        self.isAdditive = isAdditive
    }
}

/// What keeps a layer's explicit animations (the UIKit module's CAAnimation player): the layer holds it, so
/// the animations live and die with the layer, and tells it when the layer's view joins a window, since
/// an animation added to a layer outside a window has no clock to start on until then.
@preconcurrency @MainActor
package protocol LayerAnimationStore: AnyObject {
    func hostDidMoveToWindow()
}

/// Explicit animations (Core Animation's `add(_:forKey:)`) change what is drawn, never the model: the
/// composed values go into the properties' `layerAnimationValue`, which drawing, hit testing, the tree JSON
/// and `presentation()` read, while the model properties keep what code set. "Core Animation … the
/// presentation tree … contain the in-flight values of any running animations"; "the model layer tree …
/// store the target values" (Core Animation Programming Guide, "Layer Trees Reflect Different Aspects of
/// the Animation State").
extension Layer {
    /// The model value at `keyPath` (CALayer.value(forKeyPath:)): where an animation without a `fromValue`
    /// or `toValue` starts or ends.
    package func modelValue(at keyPath: LayerKeyPath) -> LayerAnimationValue {
        let parts = TransformDecomposition(affineTransform())
        switch keyPath {
        case .opacity: return .number(opacity)
        case .position: return .point(position)
        case .positionX: return .number(position.x)
        case .positionY: return .number(position.y)
        case .bounds: return .rect(bounds)
        case .boundsSize: return .size(bounds.size)
        case .boundsWidth: return .number(bounds.width)
        case .boundsHeight: return .number(bounds.height)
        case .transform: return .transform(affineTransform())
        case .scale, .scaleX: return .number(parts.scaleX)
        case .scaleY: return .number(parts.scaleY)
        case .rotation, .rotationZ: return .number(parts.rotation)
        case .translationX: return .number(parts.translation.x)
        case .translationY: return .number(parts.translation.y)
        case .backgroundColor: return .color(backgroundColor)
        case .cornerRadius: return .number(cornerRadius)
        case .borderWidth: return .number(borderWidth)
        case .shadowOpacity: return .number(shadowOpacityValue)
        case .shadowRadius: return .number(shadowRadius)
        case .strokeEnd: return .number((self as? ShapeLayer)?.strokeEnd ?? 1)
        case .strokeStart: return .number((self as? ShapeLayer)?.strokeStart ?? 0)
        case .lineWidth: return .number((self as? ShapeLayer)?.lineWidth ?? 1)
        }
    }

    /// Shows `samples`, in the order their animations were added (a later one over an earlier, as Core
    /// Animation applies a layer's animations in `animationKeys()` order), over the model values of the
    /// properties they name; every property no sample names shows its model value again. A sample whose
    /// value does not fit its key path is skipped.
    package func showExplicitAnimations(_ samples: [LayerAnimationSample]) {
        var opacity: Double?, position: Point?, bounds: Rect?, transform: Transform?, background: Color?
        var scalars: [LayerKeyPath: Double] = [:]
        for sample in samples {
            let key = sample.keyPath
            switch key.base {
            case .opacity:
                if let n = compose(.number(opacity ?? self.opacity), sample)?.number { opacity = n }
            case .position:
                position = composePosition(position ?? self.position, sample) ?? position
            case .bounds:
                bounds = composeBounds(bounds ?? self.bounds, sample) ?? bounds
            case .transform:
                transform = Self.composeTransform(transform ?? affineTransform(), sample) ?? transform
            case .backgroundColor:
                if case let .color(c)? = compose(.color(background ?? backgroundColor), sample) { background = c }
            case .scalar:
                let below = scalars[key] ?? modelValue(at: key).number ?? 0
                if let n = compose(.number(below), sample)?.number { scalars[key] = n }
            }
        }
        if let view {
            view.alphaProperty.layerAnimationValue = opacity.map { min(1, max(0, $0)) }
            view.centerProperty.layerAnimationValue = position
            view.boundsProperty.layerAnimationValue = bounds
            view.transformProperty.layerAnimationValue = transform
            view.backgroundProperty.layerAnimationValue = background
        } else {
            opacityProperty.layerAnimationValue = opacity.map { min(1, max(0, $0)) }
            ownTransformProperty.layerAnimationValue = transform
            backgroundProperty.layerAnimationValue = background
            if position != nil || bounds != nil {
                // A standalone layer keeps position and size in one frame: the anchor point joins them.
                let p = position ?? self.position, s = (bounds ?? self.bounds).size
                frameProperty.layerAnimationValue = Rect(x: p.x - anchorPoint.x * s.width, y: p.y - anchorPoint.y * s.height,
                                                         width: s.width, height: s.height)
            } else {
                frameProperty.layerAnimationValue = nil
            }
        }
        if let shape = self as? ShapeLayer {
            shape.strokeEndProperty.layerAnimationValue = scalars.removeValue(forKey: .strokeEnd).map { min(1, max(0, $0)) }
        }
        if scalars != explicitScalars {
            // A shadow's opacity or radius animating leaves the content (and its content shadow's alpha) as is.
            let shadowOnly: Set<LayerKeyPath> = [.shadowOpacity, .shadowRadius]
            let moved = Set(scalars.keys).union(explicitScalars.keys).filter { scalars[$0] != explicitScalars[$0] }
            explicitScalars = scalars
            if moved.isSubset(of: shadowOnly) { shadowChanged() } else { changed() }
        }
    }

    /// The value a scalar property shows this frame: an explicit animation's, else the model's.
    func presented(_ keyPath: LayerKeyPath, _ model: Double) -> Double {
        explicitScalars.isEmpty ? model : explicitScalars[keyPath] ?? model
    }

    private func compose(_ below: LayerAnimationValue, _ sample: LayerAnimationSample) -> LayerAnimationValue? {
        guard sample.isAdditive else {
            return below.interpolated(to: sample.value, fraction: 1) == nil ? nil : sample.value
        }
        return below.adding(sample.value)
    }

    private func composePosition(_ p: Point, _ sample: LayerAnimationSample) -> Point? {
        switch (sample.keyPath, sample.value) {
        case let (.position, .point(q)): return sample.isAdditive ? Point(x: p.x + q.x, y: p.y + q.y) : q
        case let (.positionX, .number(x)): return Point(x: sample.isAdditive ? p.x + x : x, y: p.y)
        case let (.positionY, .number(y)): return Point(x: p.x, y: sample.isAdditive ? p.y + y : y)
        default: return nil
        }
    }

    private func composeBounds(_ b: Rect, _ sample: LayerAnimationSample) -> Rect? {
        func sized(_ w: Double, _ h: Double) -> Rect { Rect(x: b.minX, y: b.minY, width: w, height: h) }
        let add = sample.isAdditive
        switch (sample.keyPath, sample.value) {
        case (.bounds, .rect): if case let .rect(r)? = compose(.rect(b), sample) { return r } else { return nil }
        case let (.boundsSize, .size(s)): return add ? sized(b.width + s.width, b.height + s.height) : sized(s.width, s.height)
        case let (.boundsWidth, .number(w)): return sized(add ? b.width + w : w, b.height)
        case let (.boundsHeight, .number(h)): return sized(b.width, add ? b.height + h : h)
        default: return nil
        }
    }

    /// A field path (`transform.scale`, `.rotation.z`, `.translation.x`) replaces that field of the
    /// transform below, split into translation, rotation and scale (Render's TransformDecomposition), and
    /// keeps the others; Apple does not document what a field animation does to a model transform's other
    /// fields, and with an identity model transform (the usual case) both readings agree. An additive field
    /// path concatenates the field's own transform, as an additive `transform` does: scales multiply,
    /// turns and translations add.
    static func composeTransform(_ t: Transform, _ sample: LayerAnimationSample) -> Transform? {
        if sample.keyPath == .transform {
            guard case let .transform(m) = sample.value else { return nil }
            return sample.isAdditive ? m.concatenating(t) : m
        }
        guard let n = sample.value.number else { return nil }
        if sample.isAdditive {
            let field: Transform
            switch sample.keyPath {
            case .scale: field = .scale(n)
            case .scaleX: field = .scale(x: n, y: 1)
            case .scaleY: field = .scale(x: 1, y: n)
            case .rotation, .rotationZ: field = Transform(rotationAngle: n)
            case .translationX: field = .translation(x: n, y: 0)
            case .translationY: field = .translation(x: 0, y: n)
            default: return nil
            }
            return field.concatenating(t)
        }
        var parts = TransformDecomposition(t)
        switch sample.keyPath {
        case .scale: (parts.scaleX, parts.scaleY) = (n, n)
        case .scaleX: parts.scaleX = n
        case .scaleY: parts.scaleY = n
        case .rotation, .rotationZ: parts.rotation = n
        case .translationX: parts.translation.x = n
        case .translationY: parts.translation.y = n
        default: return nil
        }
        return parts.transform
    }

    /// The layer's view joined a window: its animations, and its code sublayers', may start now.
    func hostDidMoveToWindow() {
        animationStore?.hostDidMoveToWindow()
        for sublayer in codeSublayers { sublayer.hostDidMoveToWindow() }
    }
}

extension Layer {
    /// The engine of the window this layer is drawn in, if it is in one: the clock its explicit animations
    /// run on.
    package var animationEngine: AnimationEngine? { hostView?.engine }
}
