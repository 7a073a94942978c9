import Render

/// One place in a layer's sublayer list: a layer added by code, or a subview's layer. A subview is held
/// weakly and named rather than its layer, so a view whose layer nobody reads never makes one.
enum SublayerEntry {
    case layer(Layer)
    case view(WeakView)
}

/// The layer tree as UIKit keeps it: `addSubview` is `addSublayer` of the subview's layer, so a view's
/// `layer.sublayers` lists its subviews' layers in subview order with the layers code added in between,
/// and `subview.layer.superlayer === view.layer`. Both are in place before `didMoveToSuperview` runs (the
/// view places its subview's entry as it inserts it, `placeSubviewLayer`). `sublayers` is nil when empty,
/// as CALayer's is.
extension Layer {
    public var sublayers: [Layer]? {
        let all = liveEntries.map { entry -> Layer in
            switch entry {
            case let .layer(layer): layer
            case let .view(ref): ref.view!.layer
            }
        }
        return all.isEmpty ? nil : all
    }

    /// The layers added by code, back to front (what this layer draws itself).
    var codeSublayers: [Layer] {
        entries.compactMap { if case let .layer(layer) = $0 { layer } else { nil } }
    }

    /// The entries without subviews that have left (a view leaving its superview is not reported here:
    /// its entry is dropped when next read or when it is placed again).
    var liveEntries: [SublayerEntry] {
        guard let host = view else { return entries }
        entries.removeAll { entry in
            guard case let .view(ref) = entry else { return false }
            return ref.view?.superview !== host
        }
        return entries
    }

    public func addSublayer(_ layer: Layer) { insertSublayer(layer, at: liveEntries.count) }

    /// Inserts `layer` at `index` of `sublayers` (subview layers count, as in UIKit).
    public func insertSublayer(_ layer: Layer, at index: Int) {
        precondition(layer.view == nil, "a view's own layer moves with its view: use addSubview")
        layer.removeFromSuperlayer()
        var list = liveEntries
        list.insert(.layer(layer), at: max(0, min(index, list.count)))
        entries = list
        layer.ownSuperlayer = self
        changed()
    }

    /// CALayer.insertSublayer(_:below:): directly below `sibling`, or at the back when it is not a sublayer.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        insertSublayer(layer, at: sibling.flatMap(indexOfSublayer) ?? 0)
    }

    /// CALayer.insertSublayer(_:above:): directly above `sibling`, or at the front when it is not a sublayer.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        let index = sibling.flatMap(indexOfSublayer).map { $0 + 1 }
        insertSublayer(layer, at: index ?? liveEntries.count)
    }

    private func indexOfSublayer(_ layer: Layer) -> Int? {
        if let view = layer.view {
            return liveEntries.firstIndex { if case let .view(ref) = $0 { ref.view === view } else { false } }
        }
        return liveEntries.firstIndex { if case let .layer(l) = $0 { l === layer } else { false } }
    }

    /// Takes a layer added by code out of its superlayer; a view's own layer takes its view out of the
    /// superview (the view's layer cannot be in one tree while the view is in another).
    public func removeFromSuperlayer() {
        if let view { return view.removeFromSuperview() }
        guard let parent = ownSuperlayer else { return }
        parent.entries.removeAll { if case let .layer(l) = $0 { l === self } else { false } }
        ownSuperlayer = nil
        parent.changed()
    }

    /// Places a subview the view just inserted at `subviews` index i: at the front when it is the last
    /// subview (UIKit's addSubview is addSublayer), at the back when `atBack` (sendSubviewToBack inserts
    /// the layer at 0), else directly below the subview it was inserted before.
    func placeSubviewLayer(_ subview: View, atBack: Bool = false) {
        guard let host = view else { return }
        var list = liveEntries
        list.removeAll { if case let .view(ref) = $0 { ref.view === subview } else { false } }
        let siblings = host.subviews
        var index = list.count
        if atBack {
            index = 0
        } else if let i = siblings.firstIndex(where: { $0 === subview }), i + 1 < siblings.count {
            let next = siblings[i + 1]
            index = list.firstIndex { if case let .view(ref) = $0 { ref.view === next } else { false } } ?? list.count
        }
        list.insert(.view(WeakView(view: subview)), at: index)
        entries = list
    }

    /// Whether a layer added by code sits below a subview, so the view must draw the two interleaved.
    var hasCodeLayerBelowSubview: Bool {
        guard hasCodeLayers else { return false }
        var sawLayer = false
        for entry in entries {
            switch entry {
            case .layer: sawLayer = true
            case let .view(ref): if sawLayer, ref.view?.superview === view { return true }
            }
        }
        return false
    }

    /// Draws the subviews and code layers in sublayer order (stable by `zPosition`), then the border:
    /// the view's drawing when a layer added by code lies below a subview.
    func drawInterleaved(in canvas: Canvas, bounds: Rect, drawSubview: (View) -> Void) {
        let ordered = liveEntries.enumerated().map { offset, entry -> (Int, Double, SublayerEntry) in
            switch entry {
            case let .layer(layer): (offset, layer.zPosition, entry)
            case let .view(ref): (offset, ref.view?.layerStorage?.zPosition ?? 0, entry)
            }
        }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        for (_, _, entry) in ordered {
            switch entry {
            case let .layer(layer): layer.render(in: canvas)
            case let .view(ref): if let subview = ref.view { drawSubview(subview) }
            }
        }
        drawBorder(in: canvas, bounds: bounds)
    }
}
