internal import CSDL

/// The drawing primitives: snapped rectangles and text straight through SDL, everything with a curved or
/// slanted edge as an anti-aliased mesh.
extension SDLCanvas {
    public func fill(_ rect: Rect, color: Color) {
        guard canDraw, color.alpha > 0 else { return }
        fillPixels(PixelRect.snapped(current.apply(to: rect)), color: color)
    }

    public func fillHairline(_ rect: Rect, color: Color) {
        guard canDraw, color.alpha > 0 else { return }
        fillPixels(PixelRect.hairline(current.apply(to: rect)), color: color)
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
        } else {
            SDL_RenderFillRect(renderer, &sr)
        }
        didDraw(r)
    }

    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        guard radius > 0 else { return fill(rect, color: color) }
        guard canDraw, color.alpha > 0 else { return }
        let t = current
        let r = PixelRect.snapped(t.apply(to: rect))
        mesh.addRoundedRect(r, rx: radius * abs(t.scaleX), ry: radius * abs(t.scaleY), color: color.sdl)
        drawMesh()
    }

    public func fillPolygon(_ points: [Point], color: Color) {
        guard canDraw, color.alpha > 0 else { return }
        let t = current
        mesh.addConvexPolygon(points.map { t.apply(to: $0) }, color: color.sdl)
        drawMesh()
    }

    public func strokePolyline(_ points: [Point], width: Double, color: Color) {
        strokePolyline(points, width: width, color: color, cap: .round)
    }

    /// `strokePolyline` with a choice of cap (the protocol's version rounds them).
    func strokePolyline(_ points: [Point], width: Double, color: Color, cap: LineCap) {
        guard canDraw, color.alpha > 0 else { return }
        let t = current
        let scale = (abs(t.scaleX) + abs(t.scaleY)) / 2
        mesh.addStroke(points.map { t.apply(to: $0) }, width: width * scale, color: color.sdl, cap: cap)
        drawMesh()
    }

    public func fillLinearGradient(_ rect: Rect, from: Color, to: Color, axis: GradientAxis) {
        guard canDraw, from.alpha > 0 || to.alpha > 0 else { return }
        let t = current
        // A flipped transform reverses the direction along its axis.
        let flipped = axis == .horizontal ? t.scaleX < 0 : t.scaleY < 0
        mesh.addLinearGradient(PixelRect.snapped(t.apply(to: rect)), from: flipped ? to : from,
                               to: flipped ? from : to, axis: axis)
        drawMesh()
    }

    /// Text is rasterised at `font.size × scale` pixels (so it is sharp at any zoom) and placed on whole
    /// pixels, as the glyph bitmaps are pixel-aligned.
    public func drawText(_ text: String, font: Font, color: Color, at origin: Point) {
        guard canDraw, color.alpha > 0, !text.isEmpty else { return }
        let t = current
        let pixelSize = Int((font.size * abs(t.scaleY)).rounded())
        guard pixelSize > 0,
              let entry = textCache.texture(for: text, weight: font.weight, pixelSize: pixelSize) else { return }
        let o = t.apply(to: origin)
        guard o.isFinite else { return }
        let c = color.rgba8
        SDL_SetTextureColorMod(entry.texture, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(entry.texture, c.a)
        let r = PixelRect(x0: Int(o.x.rounded()), y0: Int(o.y.rounded()),
                          x1: Int(o.x.rounded()) + Int(entry.width), y1: Int(o.y.rounded()) + Int(entry.height))
        var dst = r.sdl
        SDL_RenderCopy(renderer, entry.texture, nil, &dst)
        didDraw(r)
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
