internal import CSDL

/// The drawing primitives: snapped rectangles and text straight through SDL, everything with a curved or
/// slanted edge as an anti-aliased mesh.
extension SDLCanvas {
    public func fill(_ rect: Rect, color: Color) {
        let color = color.resolved(for: appearance)
        guard canDraw, color.alpha > 0 else { return }
        fillPixels(PixelRect.snapped(current.apply(to: rect)), color: color)
    }

    public func fillHairline(_ rect: Rect, color: Color) {
        let color = color.resolved(for: appearance)
        guard canDraw, color.alpha > 0 else { return }
        fillPixels(PixelRect.hairline(current.apply(to: rect)), color: color)
    }

    /// Opaque rectangles go to SDL in one `SDL_RenderFillRects` call, one draw colour and blend mode set:
    /// a background cut by a grid of photos into thirty strips paid SDL's queueing and this canvas's
    /// bookkeeping thirty times a frame (callgrind, the collection bench). SDL fills each rectangle
    /// as `SDL_RenderFillRect` does, so the pixels are the same; a translucent colour keeps one call each.
    public func fillRects(_ rects: [Rect], color: Color) {
        let color = color.resolved(for: appearance)
        guard canDraw, color.alpha > 0 else { return }
        let c = color.rgba8
        guard c.a == 255, rects.count > 1 else {
            for rect in rects { fillPixels(PixelRect.snapped(current.apply(to: rect)), color: color) }
            return
        }
        let t = current
        rectBuffer.removeAll(keepingCapacity: true)
        for rect in rects {
            let r = PixelRect.snapped(t.apply(to: rect))
            guard !r.isEmpty else { continue }
            rectBuffer.append(r.sdl)
            if !recordings.isEmpty { recordingDidFillOpaquely(r) }
            didDraw(r)
        }
        guard !rectBuffer.isEmpty else { return }
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_RenderFillRects(renderer, rectBuffer, Int32(rectBuffer.count))
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    private func fillPixels(_ r: PixelRect, color: Color) {
        guard !r.isEmpty else { return }
        let c = color.rgba8
        SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
        var sr = r.sdl
        if c.a == 255 {
            // An opaque fill replaces what is below whatever the blend mode, and SDL's software renderer
            // fills without blending many times faster (views' opaque backgrounds are most of a frame).
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_RenderFillRect(renderer, &sr)
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            if !recordings.isEmpty { recordingDidFillOpaquely(r) }
        } else {
            SDL_RenderFillRect(renderer, &sr)
        }
        didDraw(r)
    }

    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        let color = color.resolved(for: appearance)
        guard radius > 0 else { return fill(rect, color: color) }
        guard canDraw, color.alpha > 0 else { return }
        let t = current
        let r = PixelRect.snapped(t.apply(to: rect))
        let rx = radius * abs(t.scaleX), ry = radius * abs(t.scaleY)
        if meshPath == .cpu, ShapeCache.accepts(pixels: Double(r.width) * Double(r.height)) {
            guard !r.isEmpty else { return }
            let shape = ShapeCache.Shape.roundedRect(width: r.width, height: r.height, rx: rx, ry: ry)
            let local = PixelRect(x0: 0, y0: 0, x1: r.width, y1: r.height)
            return drawCached(shape, color: color, anchorX: r.x0, anchorY: r.y0, reach: r) {
                $0.addRoundedRect(local, rx: rx, ry: ry, color: color.sdl)
            }
        }
        mesh.addRoundedRect(r, rx: rx, ry: ry, color: color.sdl)
        drawMesh()
    }

    public func fillPolygon(_ points: [Point], color: Color) {
        let color = color.resolved(for: appearance)
        guard canDraw, color.alpha > 0 else { return }
        let t = current
        let pixels = points.map { t.apply(to: $0) }
        if meshPath == .cpu, let anchored = Anchored(pixels, margin: 1) {
            return drawCached(.polygon(anchored.points), color: color, anchorX: anchored.x, anchorY: anchored.y,
                              reach: anchored.reach) { $0.addConvexPolygon(anchored.points, color: color.sdl) }
        }
        mesh.addConvexPolygon(pixels, color: color.sdl)
        drawMesh()
    }

    public func strokePolyline(_ points: [Point], width: Double, color: Color) {
        strokePolyline(points, width: width, color: color, style: .rounded)
    }

    public func strokePolyline(_ points: [Point], width: Double, color: Color, roundCaps: Bool) {
        strokePolyline(points, width: width, color: color, style: StrokeStyle(cap: roundCaps ? .round : .butt, join: .round))
    }

    /// `strokePolyline` with a choice of cap and round joins (the protocol's version rounds both).
    func strokePolyline(_ points: [Point], width: Double, color: Color, cap: LineCap) {
        strokePolyline(points, width: width, color: color, style: StrokeStyle(cap: cap, join: .round))
    }

    public func strokePolyline(_ points: [Point], width: Double, color: Color, style: StrokeStyle) {
        let color = color.resolved(for: appearance)
        guard canDraw, color.alpha > 0 else { return }
        let t = current
        let scale = (abs(t.scaleX) + abs(t.scaleY)) / 2
        let pixels = points.map { t.apply(to: $0) }, w = width * scale
        if meshPath == .cpu, w.isFinite, let anchored = Anchored(pixels, margin: max(1, w) / 2 * style.reach(pixels) + 1) {
            return drawCached(.stroke(anchored.points, width: w, style: style), color: color,
                              anchorX: anchored.x, anchorY: anchored.y, reach: anchored.reach) {
                $0.addStroke(anchored.points, width: w, color: color.sdl, style: style)
            }
        }
        mesh.addStroke(pixels, width: w, color: color.sdl, style: style)
        drawMesh()
    }

    public func fillLinearGradient(_ rect: Rect, from: Color, to: Color, axis: GradientAxis) {
        let from = from.resolved(for: appearance), to = to.resolved(for: appearance)
        guard canDraw, from.alpha > 0 || to.alpha > 0 else { return }
        let t = current
        // A flipped transform reverses the direction along its axis.
        let flipped = axis == .horizontal ? t.scaleX < 0 : t.scaleY < 0
        let r = PixelRect.snapped(t.apply(to: rect))
        let (a, b) = flipped ? (to, from) : (from, to)
        if meshPath == .cpu, ShapeCache.accepts(pixels: Double(r.width) * Double(r.height)) {
            guard !r.isEmpty else { return }
            let shape = ShapeCache.Shape.gradient(width: r.width, height: r.height, from: a, to: b, vertical: axis == .vertical)
            let local = PixelRect(x0: 0, y0: 0, x1: r.width, y1: r.height)
            return drawCached(shape, color: .clear, anchorX: r.x0, anchorY: r.y0, reach: r) {
                $0.addLinearGradient(local, from: a, to: b, axis: axis)
            }
        }
        mesh.addLinearGradient(r, from: a, to: b, axis: axis)
        drawMesh()
    }

    /// Text is rasterised at `font.size × scale` pixels (so it is sharp at any zoom) and placed on whole
    /// pixels, as the glyph bitmaps are pixel-aligned. Under a transform that scales the two axes
    /// differently (a picker row foreshortened by its drum) the glyphs are rasterised at the horizontal
    /// scale and their bitmap squeezed or stretched to the vertical one.
    public func drawText(_ text: String, font: Font, color: Color, at origin: Point) {
        let color = color.resolved(for: appearance)
        guard canDraw, color.alpha > 0, !text.isEmpty else { return }
        let t = current
        let sx = abs(t.scaleX), sy = abs(t.scaleY)
        if abs(sx - sy) > 1e-6 * max(sx, sy), sx > 0 {
            return drawStretchedText(text, font: font, color: color, at: t.apply(to: origin), scaleX: sx, scaleY: sy)
        }
        let pixelSize = Int((font.size * abs(t.scaleY)).rounded())
        guard pixelSize > 0,
              let entry = textCache.texture(for: text, face: font.face, pixelSize: pixelSize) else { return }
        let o = t.apply(to: origin)
        guard o.isFinite else { return }
        copy(entry, color: color, at: o)
    }

    /// Copies a text texture tinted `color` unscaled, its top left at the pixel nearest `o`.
    private func copy(_ entry: TextCache.Entry, color: Color, at o: Point) {
        let c = color.rgba8
        SDL_SetTextureColorMod(entry.texture, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(entry.texture, c.a)
        let x = Int(PixelRect.nearest(o.x)), y = Int(PixelRect.nearest(o.y))
        let r = PixelRect(x0: x, y0: y, x1: x + Int(entry.width), y1: y + Int(entry.height))
        var dst = r.sdl
        SDL_RenderCopy(renderer, entry.texture, nil, &dst)
        didDraw(r)
    }

    /// `drawText` under unequal axis scales: the glyphs for `scaleX`, their bitmap resampled to `scaleY`
    /// (by the text cache, so the pixels do not depend on the renderer) and copied unscaled.
    private func drawStretchedText(_ text: String, font: Font, color: Color, at o: Point, scaleX: Double, scaleY: Double) {
        let pixelSize = Int((font.size * scaleX).rounded())
        guard pixelSize > 0, o.isFinite,
              let natural = textCache.texture(for: text, face: font.face, pixelSize: pixelSize) else { return }
        let height = Int((Double(natural.height) * scaleY / scaleX).rounded())
        guard height > 0, let entry = textCache.texture(for: text, face: font.face, pixelSize: pixelSize, height: height) else { return }
        copy(entry, color: color, at: o)
    }

    /// Draws a shape from the shape cache (rasterising it on a miss) with its anchor at pixel (`anchorX`,
    /// `anchorY`); `reach` is a generous estimate of the pixels it covers, so a shape scrolled out of the
    /// clip is neither rasterised nor drawn. `build` adds the shape to an empty mesh in anchor coordinates.
    private func drawCached(_ shape: ShapeCache.Shape, color: Color, anchorX: Int, anchorY: Int, reach: PixelRect,
                            build: (inout Mesh) -> Void) {
        let output = PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
        var visible = reach.intersection(output)
        if let clip { visible = visible.intersection(clip) }
        guard !visible.isEmpty else { return }
        let c = color.rgba8
        let key = ShapeCache.Key(shape: shape, color: UInt32(c.a) << 24 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b))
        let entry = shapes.entry(for: key) {
            mesh.removeAll()
            defer { mesh.removeAll() }
            build(&mesh)
            guard let bounds = mesh.bounds, !bounds.isEmpty else { return nil }
            rasterizer.rasterize(mesh, in: bounds)
            return (rasterizer.pixels, bounds)
        }
        guard let entry else { return }
        defer { shapes.didDraw(entry) }
        let dst = PixelRect(x0: entry.bounds.x0 + anchorX, y0: entry.bounds.y0 + anchorY,
                            x1: entry.bounds.x1 + anchorX, y1: entry.bounds.y1 + anchorY)
        var region = dst.intersection(output)
        if let clip { region = region.intersection(clip) }
        guard !region.isEmpty else { return }
        var src = SDL_Rect(x: Int32(region.x0 - dst.x0), y: Int32(region.y0 - dst.y0),
                           w: Int32(region.width), h: Int32(region.height))
        var d = region.sdl
        SDL_RenderCopy(renderer, entry.texture, &src, &d)
        didDraw(region)
    }

    /// Sends the accumulated mesh to SDL and empties it.
    private func drawMesh() {
        defer { mesh.removeAll() }
        guard !mesh.isEmpty, let bounds = mesh.bounds else { return }
        switch meshPath {
        case .geometry:
            SDL_RenderGeometry(renderer, nil, mesh.vertices, Int32(mesh.vertices.count),
                               mesh.indices, Int32(mesh.indices.count))
            didDraw(bounds)
        case .cpu:
            var region = bounds.intersection(PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight))
            if let clip { region = region.intersection(clip) }
            guard !region.isEmpty, let texture = targets.stream() else { return }
            rasterizer.rasterize(mesh, in: region)
            var r = region.sdl
            rasterizer.pixels.withUnsafeBytes { bytes in
                _ = SDL_UpdateTexture(texture, &r, bytes.baseAddress, Int32(region.width * 4))
            }
            SDL_RenderCopy(renderer, texture, &r, &r)
            didDraw(region)
        }
    }
}

/// Points in device pixels moved to a whole-pixel anchor (the floor of their top-left), the form the shape
/// cache keys them by; nil when a point is not finite or the shape is too big to cache.
private struct Anchored {
    let x: Int
    let y: Int
    let points: [Point]
    /// The pixels the shape can touch: the points' extent grown by `margin` (half a stroke, the fringe).
    let reach: PixelRect

    init?(_ pixels: [Point], margin: Double) {
        guard let first = pixels.first else { return nil }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in pixels {
            guard p.isFinite else { return nil }
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        let w = maxX - minX + 2 * margin, h = maxY - minY + 2 * margin
        guard abs(minX) < 1e6, abs(minY) < 1e6, ShapeCache.accepts(pixels: w * h) else { return nil }
        let ax = minX.rounded(.down), ay = minY.rounded(.down)
        x = Int(ax)
        y = Int(ay)
        points = pixels.map { Point(x: $0.x - ax, y: $0.y - ay) }
        reach = .enclosing(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
    }
}
