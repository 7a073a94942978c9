internal import CSDL

/// One open `pushRoundedClip`: the pixels under its four corner squares before anything inside was drawn,
/// and how much of each lies inside the rounded corner.
struct RoundedClip {
    struct Corner {
        var region: PixelRect
        var backdrop: [UInt32]
        var coverage: [Double]
    }

    var corners: [Corner] = []
}

/// A rounded clip as Core Animation masks a layer with `cornerRadius` and `masksToBounds`. The content is
/// clipped to the rectangle and drawn straight to the target as usual; only the four corner squares are
/// handled on the CPU: their pixels are read before the content is drawn (the backdrop B) and after (R,
/// the content C over B), and put back as `B + k·(R − B)`, which is exactly C scaled by the corner's
/// coverage k (16 samples a pixel) composited over B, since "over" is linear in C. Everything outside the
/// corners is drawn as without the clip, pixel for pixel, and the cost is a few hundred pixels however
/// large the view. (Drawing the content into a group texture and masking that would also work, but
/// compositing it again changes the rounding of every anti-aliased pixel inside.)
extension SDLCanvas {
    public func pushRoundedClip(_ rect: Rect, radius: Double, corners: RectCorners) {
        pushClip(rect)
        var entry = RoundedClip()
        let t = current
        let r = t.apply(to: rect).standardized
        let px = min(radius * min(abs(t.scaleX), abs(t.scaleY)), r.width / 2, r.height / 2)
        if canDraw, px > 0, t.isAxisAligned, let clip {
            let output = PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
            // Each corner square and the centre of its arc.
            let squares: [(RectCorners, Double, Double, Double, Double)] = [
                (.topLeft, r.minX, r.minY, r.minX + px, r.minY + px), (.topRight, r.maxX - px, r.minY, r.maxX - px, r.minY + px),
                (.bottomLeft, r.minX, r.maxY - px, r.minX + px, r.maxY - px),
                (.bottomRight, r.maxX - px, r.maxY - px, r.maxX - px, r.maxY - px)]
            for (corner, x, y, cx, cy) in squares where corners.contains(corner) {
                let region = PixelRect.enclosing(minX: x, minY: y, maxX: x + px, maxY: y + px).intersection(clip).intersection(output)
                guard !region.isEmpty, let backdrop = readPixels(region) else { continue }
                var coverage: [Double] = []
                coverage.reserveCapacity(region.width * region.height)
                for row in region.y0..<region.y1 {
                    for col in region.x0..<region.x1 {
                        coverage.append(Self.coverage(pixelX: Double(col), pixelY: Double(row), square: (x, y, x + px, y + px),
                                                      centre: (cx, cy), radius: px))
                    }
                }
                entry.corners.append(RoundedClip.Corner(region: region, backdrop: backdrop, coverage: coverage))
            }
        }
        roundedClips.append(entry)
    }

    public func popRoundedClip() {
        guard let entry = roundedClips.popLast() else { return popClip() }
        for corner in entry.corners { mask(corner) }
        popClip()
    }

    func readPixels(_ region: PixelRect) -> [UInt32]? {
        var buffer = [UInt32](repeating: 0, count: region.width * region.height)
        var r = region.sdl
        let read = buffer.withUnsafeMutableBytes { bytes in
            SDL_RenderReadPixels(renderer, &r, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, Int32(region.width * 4))
        }
        return read == 0 ? buffer : nil
    }

    /// Puts `B + k·(R − B)` back into the corner's pixels, every channel alike.
    private func mask(_ corner: RoundedClip.Corner) {
        guard let drawn = readPixels(corner.region), let stream = targets.stream() else { return }
        var out = drawn
        var changed = false
        for i in out.indices where corner.coverage[i] < 1 && drawn[i] != corner.backdrop[i] {
            let k = corner.coverage[i], b = corner.backdrop[i], d = drawn[i]
            var pixel: UInt32 = 0
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                let bv = Double((b >> shift) & 0xFF), dv = Double((d >> shift) & 0xFF)
                pixel |= UInt32(max(0, min(255, (bv + k * (dv - bv)).rounded()))) << shift
            }
            out[i] = pixel
            changed = true
        }
        guard changed else { return }
        var r = corner.region.sdl
        out.withUnsafeBytes { bytes in _ = SDL_UpdateTexture(stream, &r, bytes.baseAddress, Int32(corner.region.width * 4)) }
        // Replace, not blend: these are the target's own pixels, masked.
        SDL_SetTextureBlendMode(stream, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, stream, &r, &r)
        SDL_SetTextureBlendMode(stream, SDL_BLENDMODE_BLEND)
    }

    /// The part of pixel (`pixelX`, `pixelY`) kept: samples inside the corner square but outside the arc
    /// about `centre` are cut; samples outside the square are kept (the rectangular clip handles those).
    static func coverage(pixelX: Double, pixelY: Double, square: (Double, Double, Double, Double),
                         centre: (Double, Double), radius: Double) -> Double {
        let n = 4
        var kept = 0
        for i in 0..<n {
            for j in 0..<n {
                let sx = pixelX + (Double(i) + 0.5) / Double(n), sy = pixelY + (Double(j) + 0.5) / Double(n)
                let inSquare = sx >= square.0 && sx < square.2 && sy >= square.1 && sy < square.3
                let dx = sx - centre.0, dy = sy - centre.1
                if !inSquare || dx * dx + dy * dy <= radius * radius { kept += 1 }
            }
        }
        return Double(kept) / Double(n * n)
    }
}
