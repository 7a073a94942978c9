import Render

/// The nine source and destination rectangles of a resizable image (UIImage.resizableImage(withCapInsets:),
/// resizingMode `.stretch`): corners copied at their size, edges stretched along their length, the centre
/// both ways. When the destination is smaller than the caps, the caps shrink in proportion so the pieces
/// never overlap (Core Animation's `contentsCenter` behaves the same way).
enum NinePart {
    static func pieces(imageSize: Size, caps: EdgeInsets, in rect: Rect) -> [(source: Rect, destination: Rect)] {
        let iw = Double(imageSize.width), ih = Double(imageSize.height)
        let fx = min(1, Double(rect.width) / max(caps.left + caps.right, .ulpOfOne))
        let fy = min(1, Double(rect.height) / max(caps.top + caps.bottom, .ulpOfOne))
        let sx = [0, caps.left, iw - caps.right, iw]
        let sy = [0, caps.top, ih - caps.bottom, ih]
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        let dx = [x0, x0 + caps.left * fx, x1 - caps.right * fx, x1]
        let dy = [y0, y0 + caps.top * fy, y1 - caps.bottom * fy, y1]
        var out: [(Rect, Rect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let s = Rect(x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row])
                let d = Rect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                guard s.width > 0, s.height > 0, d.width > 0, d.height > 0 else { continue }
                out.append((s, d))
            }
        }
        return out
    }
}
