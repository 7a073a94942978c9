/// An alpha mask the way a rounded clip is done (SDLCanvas+RoundedClip): the pixels under the mask's
/// rectangle are read before the content is drawn (the backdrop B) and after (R), and put back as
/// `B + k·(R − B)` with k the mask's coverage of the pixel (2 × 2 samples), which is the content scaled by
/// the mask composited over the backdrop. The work is proportional to the masked area, on the CPU, so a
/// mask suits the small views it is used on (an avatar's circle, a progress shape).
extension SDLCanvas: MaskingCanvas {
    public func pushMask(_ rect: Rect, coverage: (Point) -> Double) {
        pushClip(rect)
        var entry = RoundedClip()
        let t = current
        if canDraw, let clip, let inverse = t.inverted() {
            let output = PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
            let r = t.apply(to: rect).standardized
            let region = PixelRect.enclosing(minX: r.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY)
                .intersection(clip).intersection(output)
            if !region.isEmpty, let backdrop = readPixels(region) {
                var k: [Double] = []
                k.reserveCapacity(region.width * region.height)
                let n = 2
                for row in region.y0..<region.y1 {
                    for col in region.x0..<region.x1 {
                        var sum = 0.0
                        for i in 0..<n {
                            for j in 0..<n {
                                let device = Point(x: Double(col) + (Double(i) + 0.5) / Double(n),
                                                   y: Double(row) + (Double(j) + 0.5) / Double(n))
                                sum += min(1, max(0, coverage(inverse.apply(to: device))))
                            }
                        }
                        k.append(sum / Double(n * n))
                    }
                }
                entry.corners.append(RoundedClip.Corner(region: region, backdrop: backdrop, coverage: k))
            }
        }
        roundedClips.append(entry)
    }

    public func popMask() { popRoundedClip() }
}
