internal import CSDL

/// A shadow cast by content, as Core Animation casts a layer's shadow without a `shadowPath` ("the layer
/// creates its shadow using ... the layer's composited alpha channel", CALayer.shadowPath's documentation):
/// the content is drawn once into a transparent target texture, its alpha read back, blurred on the CPU
/// with the same three box blurs as a shape's shadow (`ShadowRaster`), and kept in the `ShadowCache` for its
/// owner and contents version. Every later frame copies that texture tinted, wherever the content has
/// moved, so a scrolled list of shadowed labels blurs each label once.
extension SDLCanvas {
    /// Room around the content's rect, in pixels, for content that lands up to half a pixel outside it.
    private static let contentPadding = 1

    public func fillShadow(ofContent owner: AnyObject, version: UInt64, rect: Rect, sigma: Double, color: Color,
                           offset: Size, fallback: ShadowShape, contents: () -> Void) {
        let tinted = color.resolved(for: appearance)
        guard canDraw, tinted.alpha > 0 else { return }
        let t = current
        let pad = Self.contentPadding
        let snapped = PixelRect.snapped(t.apply(to: rect))
        let region = PixelRect(x0: snapped.x0 - pad, y0: snapped.y0 - pad, x1: snapped.x1 + pad, y1: snapped.y1 + pad)
        let radii = ShadowRaster.boxRadii(sigma: sigma * (abs(t.scaleX) + abs(t.scaleY)) / 2)
        let reach = BoxBlur(radii: radii).reach
        let width = region.width + 2 * reach, height = region.height + 2 * reach
        // The content is drawn upright into an output-sized target texture; a turned or mirrored transform,
        // or content larger than the output, casts the fallback shape instead.
        guard t.isAxisAligned, t.scaleX > 0, t.scaleY > 0, !snapped.isEmpty, abs(snapped.x0) < 1 << 29, abs(snapped.y0) < 1 << 29,
              region.width <= targets.width, region.height <= targets.height, width <= 4096, height <= 4096 else {
            return fillShadow(fallback.offsetBy(dx: offset.width, dy: offset.height), sigma: sigma, color: color)
        }
        let key = ShadowCache.Key(shape: .content(owner: ObjectIdentifier(owner), version: version, appearance: appearance,
                                                  scaleX: t.scaleX, scaleY: t.scaleY, width: region.width, height: region.height),
                                  radii: radii)
        let dx = Int((offset.width * t.scaleX).rounded()), dy = Int((offset.height * t.scaleY).rounded())
        let x = region.x0 - reach + dx, y = region.y0 - reach + dy
        // Nothing is drawn, or blurred, for a shadow the clip hides.
        var visible = PixelRect(x0: x, y0: y, x1: x + width, y1: y + height).intersection(PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight))
        if let clip { visible = visible.intersection(clip) }
        guard !visible.isEmpty, let entry = shadows.contentEntry(for: key, owner: owner, render: {
            drawAlone(region, transform: t, contents).map {
                Self.blurredAlpha($0, width: region.width, height: region.height, reach: reach, radii: radii)
            }
        }) else { return }
        defer { shadows.didDraw(entry) }
        let c = tinted.rgba8
        SDL_SetTextureColorMod(entry.texture, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(entry.texture, c.a)
        let placed = PixelRect(x0: x + entry.x, y0: y + entry.y, x1: x + entry.x + entry.width, y1: y + entry.y + entry.height)
        var dst = placed.sdl
        SDL_RenderCopy(renderer, entry.texture, nil, &dst)
        didDraw(placed)
    }

    /// The pixels `contents` draws into `region` (output pixels under transform `t`) on transparent black,
    /// drawn apart from everything else: no clip, group, store or turned transform open outside reaches in.
    private func drawAlone(_ region: PixelRect, transform t: Transform, _ contents: () -> Void) -> [UInt32]? {
        guard let texture = targets.acquire() else { return nil }
        defer { targets.release(texture) }
        let outside = drawingState, outsideRecordings = recordings
        let whole = PixelRect(x0: 0, y0: 0, x1: region.width, y1: region.height)
        recordings = []
        beginDrawingApart(into: texture, width: region.width, height: region.height,
                          transform: Transform(translationX: t.translation.x - Double(region.x0),
                                               translationY: t.translation.y - Double(region.y0),
                                               scaleX: t.scaleX, scaleY: t.scaleY),
                          clip: whole)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        var r = whole.sdl
        SDL_RenderFillRect(renderer, &r)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        contents()
        while !groups.isEmpty { popOpacity() }
        let pixels = readPixels(whole)
        endDrawingApart(restoring: outside)
        recordings = outsideRecordings
        return pixels
    }

    /// `drawn`'s alpha as white of that alpha, blurred by `radii` (whose `reach` is the room kept around it):
    /// the texture `ShadowRaster.pixels` makes from a shape, made from pixels instead. Only the part the
    /// alpha reaches is kept, so a short label in a wide frame keeps a short shadow.
    static func blurredAlpha(_ drawn: [UInt32], width: Int, height: Int, reach: Int, radii: [Int]) -> ShadowPixels {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where drawn[y * width + x] >> 24 != 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        // Nothing drawn: a transparent pixel is kept, so the content is not drawn again every frame.
        guard maxX >= minX, maxY >= minY else { return ShadowPixels(pixels: [0x00FF_FFFF], width: 1, height: 1) }
        let cw = maxX - minX + 1, ch = maxY - minY + 1
        let w = cw + 2 * reach, h = ch + 2 * reach
        var pixels = [UInt32](repeating: 0x00FF_FFFF, count: w * h)
        for y in 0..<ch {
            let from = (y + minY) * width + minX, to = (y + reach) * w + reach
            for x in 0..<cw { pixels[to + x] = drawn[from + x] & 0xFF00_0000 | 0x00FF_FFFF }
        }
        BoxBlur(radii: radii).apply(to: &pixels, width: w, height: h)
        return ShadowPixels(pixels: pixels, width: w, height: h, x: minX, y: minY)
    }
}
