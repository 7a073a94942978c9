import Render

/// UIView.convert(_:from:) for rectangles, the counterpart of `convert(_:to:)`: a rectangle in `view`'s
/// coordinates (nil: the root's) in this view's, the bounding box of its four converted corners, which
/// through axis-aligned transforms (offsets, scrolling, scaling) is the rectangle itself.
extension View {
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map { convert($0, from: view) }
        let minX = corners.map(\.x).min()!, minY = corners.map(\.y).min()!
        return Rect(x: minX, y: minY, width: corners.map(\.x).max()! - minX, height: corners.map(\.y).max()! - minY)
    }
}
