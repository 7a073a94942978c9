internal import CSDL

/// Soft shadows: the shape's coverage blurred on the CPU (`ShadowRaster`, `BoxBlur`) once per shape and blur
/// (`ShadowCache`) and copied tinted with the shadow's colour. The same pixels reach the window and a
/// headless surface, whichever renderer draws them: nothing here goes through SDL's geometry.
extension SDLCanvas {
    public func fillShadow(_ shape: ShadowShape, sigma: Double, color: Color) {
        let color = color.resolved(for: appearance)
        guard canDraw, color.alpha > 0 else { return }
        let t = current
        guard t.isAxisAligned else { return drawUnblurred(shape, color: color) }
        let radii = ShadowRaster.boxRadii(sigma: sigma * (abs(t.scaleX) + abs(t.scaleY)) / 2)
        let reach = BoxBlur(radii: radii).reach
        switch shape {
        case let .roundedRect(rect, radius):
            let r = PixelRect.snapped(t.apply(to: rect))
            guard !r.isEmpty else { return }
            let rx = min(max(0, radius * abs(t.scaleX)), Double(r.width) / 2)
            let ry = min(max(0, radius * abs(t.scaleY)), Double(r.height) / 2)
            let xs = ShadowSlices(length: r.width, corner: rx, reach: reach)
            let ys = ShadowSlices(length: r.height, corner: ry, reach: reach)
            let key = ShadowCache.Key(shape: .roundedRect(width: xs.shapeLength, height: ys.shapeLength, rx: rx, ry: ry), radii: radii)
            let outline = ShadowRaster.roundedRect(width: xs.shapeLength, height: ys.shapeLength, rx: rx, ry: ry, margin: reach)
            drawShadow(key, xs: xs, ys: ys, x: r.x0 - reach, y: r.y0 - reach,
                       width: r.width + 2 * reach, height: r.height + 2 * reach, color: color) {
                ShadowRaster.pixels([outline], evenOdd: false, width: xs.textureLength, height: ys.textureLength, radii: radii)
            }
        case let .polygons(outlines, evenOdd):
            let mapped = outlines.filter { $0.count > 2 }.map { $0.map(t.apply(to:)) }
            let all = mapped.joined()
            guard let first = all.first, all.allSatisfy(\.isFinite) else { return }
            var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
            for p in all { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
            let w = Int((maxX - minX).rounded(.up)) + 2 * reach, h = Int((maxY - minY).rounded(.up)) + 2 * reach
            // A path the size of several screens is drawn as it is rather than blurred into a huge texture.
            guard w > 0, h > 0, w <= 4096, h <= 4096, abs(minX) < 1e6, abs(minY) < 1e6 else {
                return drawUnblurred(shape, color: color)
            }
            // Relative to the shape's own corner, so a shadow moved by any amount is the same entry; it is drawn
            // at the nearest whole pixel, which a blur of a pixel or more cannot show.
            let local = mapped.map { $0.map { Point(x: $0.x - minX + Double(reach), y: $0.y - minY + Double(reach)) } }
            let xs = ShadowSlices(whole: w), ys = ShadowSlices(whole: h)
            let key = ShadowCache.Key(shape: .polygons(local, evenOdd: evenOdd, width: w, height: h), radii: radii)
            drawShadow(key, xs: xs, ys: ys, x: Int(minX.rounded()) - reach, y: Int(minY.rounded()) - reach,
                       width: w, height: h, color: color) {
                ShadowRaster.pixels(local, evenOdd: evenOdd, width: w, height: h, radii: radii)
            }
        }
    }

    /// Copies the shadow texture for `key` (blurred by `blur` on a miss) tinted `color`, its slices spread over
    /// `width` × `height` pixels from (`x`, `y`); nothing is blurred for a shadow the clip hides. A content
    /// shadow's entry belongs to its `owner` (`SDLCanvas+ContentShadow`).
    func drawShadow(_ key: ShadowCache.Key, owner: AnyObject? = nil, xs: ShadowSlices, ys: ShadowSlices, x: Int, y: Int,
                    width: Int, height: Int, color: Color, blur: () -> [UInt32]) {
        let whole = PixelRect(x0: x, y0: y, x1: x + width, y1: y + height)
        var visible = whole.intersection(PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight))
        if let clip { visible = visible.intersection(clip) }
        guard !visible.isEmpty,
              let entry = shadows.entry(for: key, owner: owner, width: xs.textureLength, height: ys.textureLength, blur: blur) else { return }
        defer { shadows.didDraw(entry) }
        let c = color.rgba8
        SDL_SetTextureColorMod(entry.texture, c.r, c.g, c.b)
        SDL_SetTextureAlphaMod(entry.texture, c.a)
        for column in xs.pieces(destination: width) {
            for row in ys.pieces(destination: height) {
                var src = SDL_Rect(x: Int32(column.source), y: Int32(row.source), w: Int32(column.sourceLength), h: Int32(row.sourceLength))
                var dst = SDL_Rect(x: Int32(x + column.destination), y: Int32(y + row.destination),
                                   w: Int32(column.destinationLength), h: Int32(row.destinationLength))
                SDL_RenderCopy(renderer, entry.texture, &src, &dst)
            }
        }
        didDraw(whole)
    }

    /// The shape without its blur, where a blur cannot be placed on pixels (a turned transform, a huge path).
    private func drawUnblurred(_ shape: ShadowShape, color: Color) {
        switch shape {
        case let .roundedRect(rect, radius): fillRoundedRect(rect, radius: radius, color: color)
        case let .polygons(outlines, _): for outline in outlines where outline.count > 2 { fillPolygon(outline, color: color) }
        }
    }
}

/// How a shadow texture spreads along one axis. A rounded rectangle longer than its two corners and twice the
/// blur's reach has, in the middle, rows (or columns) that are all the same: each sees only the straight
/// edge within the blur's reach. Its texture keeps the shape just long enough for one such row, which is
/// stretched over the middle; the ends are copied as they are, so the pixels equal blurring the whole shape.
struct ShadowSlices {
    /// The shape's length inside the texture.
    let shapeLength: Int
    /// The texture's length: the shape and the blur's reach on either side.
    let textureLength: Int
    /// The length of each end piece, when the middle is stretched.
    let end: Int?

    init(length: Int, corner: Double, reach: Int) {
        let corner = Int(corner.rounded(.up))
        // One straight row, with the corner and twice the reach on either side of it.
        let shortest = 2 * (reach + corner) + 1
        if length > shortest {
            shapeLength = shortest
            end = 2 * reach + corner
        } else {
            shapeLength = length
            end = nil
        }
        textureLength = shapeLength + 2 * reach
    }

    /// A texture copied whole.
    init(whole length: Int) {
        shapeLength = length
        textureLength = length
        end = nil
    }

    struct Piece {
        var source: Int, sourceLength: Int, destination: Int, destinationLength: Int
    }

    /// The texture's pieces and where they go along a destination `destination` pixels long.
    func pieces(destination: Int) -> [Piece] {
        guard let end else { return [Piece(source: 0, sourceLength: textureLength, destination: 0, destinationLength: destination)] }
        return [Piece(source: 0, sourceLength: end, destination: 0, destinationLength: end),
                Piece(source: end, sourceLength: 1, destination: end, destinationLength: destination - 2 * end),
                Piece(source: end + 1, sourceLength: end, destination: destination - end, destinationLength: end)]
            .filter { $0.sourceLength > 0 && $0.destinationLength > 0 }
    }
}
