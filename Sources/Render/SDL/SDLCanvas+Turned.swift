internal import CSDL

/// One open transform with rotation or shear: its subtree is drawn upright into `texture`, then mapped
/// onto the output by `composite` when the transform is popped.
struct TurnedGroup {
    let texture: OpaquePointer
    /// Texture pixels to the pixels of the target outside (the output, a group, a store).
    let composite: Transform
    /// How deep the transform stack was with this group's transform on it.
    let transformDepth: Int
    /// The canvas state outside, put back when the group closes.
    let clips: [PixelRect]
    let pixelWidth: Int
    let pixelHeight: Int
}

/// Rotation and shear. Every primitive snaps to whole pixels or rasterises in device pixels with the axes
/// as they are, so a transform that turns the axes cannot be drawn primitive by primitive; Core Animation
/// renders such a layer's contents and maps them through the matrix. So does this: a transform that makes
/// the current one turn opens a group whose subtree is drawn upright, at the density the matrix gives it
/// (the longer of its two axis lengths in device pixels, so a turned view is as sharp as an upright one),
/// into an output-sized texture from the pool, with the view's bounds centred in it; popping the
/// transform maps the drawn pixels onto the target with the rest of the matrix, as a textured quad.
///
/// The quad is resampled bilinearly and includes a cleared pixel of margin, so the turned edges come out
/// anti-aliased. GPU renderers do it with `SDL_RenderGeometry` and linear filtering, compositing the
/// premultiplied texture with the group blend mode. SDL's software renderer samples geometry by nearest
/// texel at whole-pixel vertices, so there the canvas reads the pixels back and resamples them on the CPU
/// (each output pixel's centre mapped back through the inverse matrix), then blends the result like a mesh.
///
/// Drawing reaches at most half the view's larger side beyond its bounds (shadows, overflowing subviews);
/// further out it is cut off, as is anything past the texture (a turned view larger than the screen). A
/// plain `pushTransform` gives no bounds: the texture is centred on the origin and cleared whole. A
/// backdrop blur inside a turned view blurs the texture, not what is behind the view.
extension SDLCanvas {
    public func pushTransform(_ transform: Transform, around bounds: Rect) {
        let full = transform.concatenating(current)
        guard !full.isAxisAligned, canDraw else { return transforms.append(full) }
        let density = max((full.a * full.a + full.b * full.b).squareRoot(), (full.c * full.c + full.d * full.d).squareRoot())
        guard density > 0, density.isFinite, bounds.midX.isFinite, bounds.midY.isFinite, let texture = targets.acquire() else {
            return transforms.append(full)
        }
        // Upright at `density`, the bounds' centre on a whole pixel near the texture's centre.
        let w = targets.width, h = targets.height
        let upright = Transform(translationX: (Double(w / 2) - density * bounds.midX).rounded(),
                                translationY: (Double(h / 2) - density * bounds.midY).rounded(),
                                scaleX: density, scaleY: density)
        guard let back = upright.inverted() else {
            targets.release(texture)
            return transforms.append(full)
        }
        // Without bounds (a plain `pushTransform`), the whole texture, around the origin.
        let whole = PixelRect(x0: 0, y0: 0, x1: w, y1: h)
        let reach = max(bounds.width, bounds.height) / 2 + 1
        let area = bounds.width <= 0 && bounds.height <= 0 ? whole
            : PixelRect.snapped(upright.apply(to: Rect(x: bounds.minX - reach, y: bounds.minY - reach,
                                                       width: bounds.width + 2 * reach, height: bounds.height + 2 * reach)))
                .intersection(whole)
        // A store being drawn cannot know what the composite will cover exactly: draw that view directly.
        if !recordings.isEmpty { recordings[recordings.count - 1].isExact = false }
        turned.append(TurnedGroup(texture: texture, composite: back.concatenating(full), transformDepth: transforms.count + 1,
                                  clips: clips, pixelWidth: pixelWidth, pixelHeight: pixelHeight))
        groups.append(OpacityGroup(kind: .turned(texture: texture)))
        transforms.append(upright)
        clips = [area]
        pixelWidth = w
        pixelHeight = h
        setTarget(texture)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        var r = area.sdl
        if !area.isEmpty { SDL_RenderFillRect(renderer, &r) }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    /// Closes the turned group whose transform is being popped: maps what it drew onto the target outside.
    func closeTurnedGroup() {
        guard let group = turned.popLast(), let index = groups.lastIndex(where: \.isTurned) else { return }
        // Groups opened inside and left open are composited first, so nothing drawn is lost.
        while groups.count > index + 1 { popOpacity() }
        let drawn = groups.removeLast().bounds
        clips = group.clips
        pixelWidth = group.pixelWidth
        pixelHeight = group.pixelHeight
        setTarget(currentTarget)
        if !drawn.isEmpty, hiddenDepth == 0 {
            // One cleared pixel around what was drawn, so resampling fades the edges out.
            let source = PixelRect(x0: drawn.x0 - 1, y0: drawn.y0 - 1, x1: drawn.x1 + 1, y1: drawn.y1 + 1)
                .intersection(PixelRect(x0: 0, y0: 0, x1: targets.width, y1: targets.height))
            switch meshPath {
            case .geometry: compositeTurnedOnGPU(group, source: source)
            case .cpu: compositeTurnedOnCPU(group, source: source)
            }
        }
        targets.release(group.texture)
    }

    /// Where `source` (texture pixels) lands outside, as whole pixels covering its mapped corners.
    private func landing(of source: PixelRect, through m: Transform) -> PixelRect {
        let box = m.apply(to: Rect(x: Double(source.x0), y: Double(source.y0),
                                   width: Double(source.width), height: Double(source.height)))
        var r = PixelRect.enclosing(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY)
            .intersection(PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight))
        if let clip { r = r.intersection(clip) }
        return r
    }

    private func compositeTurnedOnGPU(_ group: TurnedGroup, source: PixelRect) {
        let target = landing(of: source, through: group.composite)
        guard !target.isEmpty else { return }
        let tw = Float(targets.width), th = Float(targets.height)
        let corners = [(source.x0, source.y0), (source.x1, source.y0), (source.x1, source.y1), (source.x0, source.y1)]
        let vertices = corners.map { (x, y) -> SDL_Vertex in
            let p = group.composite.apply(to: Point(x: Double(x), y: Double(y)))
            return SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)),
                              color: SDL_Color(r: 255, g: 255, b: 255, a: 255),
                              tex_coord: SDL_FPoint(x: Float(x) / tw, y: Float(y) / th))
        }
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        SDL_SetTextureScaleMode(group.texture, SDL_ScaleModeLinear)
        SDL_SetTextureColorMod(group.texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(group.texture, 255)
        if targets.supportsPremultipliedOver == true {
            SDL_SetTextureBlendMode(group.texture, TargetPool.premultipliedOver)
        } else {
            SDL_SetTextureBlendMode(group.texture, SDL_BLENDMODE_BLEND)
        }
        SDL_RenderGeometry(renderer, group.texture, vertices, 4, indices, 6)
        // The scale mode is texture state the GL renderer sets at once, not queued with the geometry:
        // flush before the pooled texture goes back to nearest, or the quad would be drawn unfiltered.
        SDL_RenderFlush(renderer)
        SDL_SetTextureScaleMode(group.texture, SDL_ScaleModeNearest)
        didDraw(target)
    }

    /// The software renderer's composite: every target pixel's centre is mapped back into the texture and
    /// sampled bilinearly from the premultiplied pixels read back, then un-premultiplied for the stream
    /// texture, which blends like a mesh.
    private func compositeTurnedOnCPU(_ group: TurnedGroup, source: PixelRect) {
        let target = landing(of: source, through: group.composite)
        guard !target.isEmpty, let inverse = group.composite.inverted(), let stream = targets.stream() else { return }
        let sw = source.width, sh = source.height
        var texels = [UInt32](repeating: 0, count: sw * sh)
        SDL_SetRenderTarget(renderer, group.texture)
        var sr = source.sdl
        texels.withUnsafeMutableBytes { bytes in
            _ = SDL_RenderReadPixels(renderer, &sr, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(sw * 4))
        }
        setTarget(currentTarget)
        var out = [UInt32](repeating: 0, count: target.width * target.height)
        for y in 0..<target.height {
            for x in 0..<target.width {
                let p = inverse.apply(to: Point(x: Double(target.x0 + x) + 0.5, y: Double(target.y0 + y) + 0.5))
                out[y * target.width + x] = Self.sample(texels, width: sw, height: sh,
                                                        x: p.x - 0.5 - Double(source.x0), y: p.y - 0.5 - Double(source.y0))
            }
        }
        var r = target.sdl
        out.withUnsafeBytes { bytes in
            _ = SDL_UpdateTexture(stream, &r, bytes.baseAddress, Int32(target.width * 4))
        }
        SDL_RenderCopy(renderer, stream, &r, &r)
        didDraw(target)
    }

    /// Bilinear sample of premultiplied ARGB texels at (`x`, `y`) in texel-centre coordinates, outside
    /// texels transparent; returned with straight alpha.
    private static func sample(_ texels: [UInt32], width: Int, height: Int, x: Double, y: Double) -> UInt32 {
        let fx = x.rounded(.down), fy = y.rounded(.down)
        guard fx > -2, fy > -2, fx < Double(width), fy < Double(height) else { return 0 }
        let ix = Int(fx), iy = Int(fy), wx = x - fx, wy = y - fy
        var a = 0.0, r = 0.0, g = 0.0, b = 0.0
        func tap(_ tx: Int, _ ty: Int, _ w: Double) {
            guard w > 0, tx >= 0, ty >= 0, tx < width, ty < height else { return }
            let t = texels[ty * width + tx]
            a += w * Double(t >> 24)
            r += w * Double((t >> 16) & 0xFF)
            g += w * Double((t >> 8) & 0xFF)
            b += w * Double(t & 0xFF)
        }
        tap(ix, iy, (1 - wx) * (1 - wy))
        tap(ix + 1, iy, wx * (1 - wy))
        tap(ix, iy + 1, (1 - wx) * wy)
        tap(ix + 1, iy + 1, wx * wy)
        let acc = (a: a, r: r, g: g, b: b)
        guard acc.a >= 0.5 else { return 0 }
        let scale = 255 / acc.a
        func channel(_ v: Double) -> UInt32 { UInt32(min(255, (v * scale).rounded())) }
        return UInt32(min(255, acc.a.rounded())) << 24 | channel(acc.r) << 16 | channel(acc.g) << 8 | channel(acc.b)
    }
}
