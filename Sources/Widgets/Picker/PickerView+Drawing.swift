import Render

/// Painting the wheels. UIKit draws a picker as two copies of each wheel: the rows inside the selection band
/// in full black, and the rows outside it fading and foreshortened toward the edges of the drum, each copy clipped
/// to its region, so a row crossing the band's edge changes colour exactly at the edge. Handheld does the
/// same with three rectangular clips per wheel (above the band, the band, below it), using only the canvas's
/// fill, rounded rect, text, clip and transform.
extension PickerView {
    /// The band, then each wheel (called from `draw(in:)`).
    func drawWheels(in canvas: Canvas) {
        let band = selectionBandRect
        if band.height > 0 && band.width > 0 {
            canvas.fillRoundedRect(band, radius: Self.selectionBandRadius, color: Self.selectionBandColor)
        }
        for (component, frame) in componentFrames().enumerated() where frame.width > 0 {
            drawWheel(component, in: frame, band: band, canvas: canvas)
        }
    }

    /// One row as it appears this frame: where its centre is, how much the drum foreshortens it, and its fade.
    private struct VisibleRow {
        let row: Int
        let centerY: Double
        let scale: Double
        let fade: Double
        let extent: ClosedRange<Double>
    }

    private func drawWheel(_ component: Int, in frame: Rect, band: Rect, canvas: Canvas) {
        let column = wheels[component]
        guard column.rowCount > 0, rowHeight > 0 else { return }
        let offset = column.offset.presentation
        let midY = bounds.midY
        let first = max(0, Int(((offset - geometry.visibleArc) / rowHeight).rounded(.up)))
        let last = min(column.rowCount - 1, Int(((offset + geometry.visibleArc) / rowHeight).rounded(.down)))
        guard first <= last else { return }
        let rows: [VisibleRow] = (first...last).compactMap { row in
            let arc = Double(row) * rowHeight - offset
            guard geometry.isVisible(arc: arc) else { return nil }
            let y = midY + geometry.displacement(forArc: arc)
            let scale = geometry.scale(forArc: arc)
            let half = rowHeight * scale / 2
            return VisibleRow(row: row, centerY: y, scale: scale, fade: geometry.fade(forArc: arc), extent: (y - half)...(y + half))
        }
        let top = midY - geometry.radius, bottom = midY + geometry.radius
        let regions: [(clip: Rect, inBand: Bool)] = [
            (Rect(x: frame.minX, y: top, width: frame.width, height: band.minY - top), false),
            (Rect(x: frame.minX, y: band.minY, width: frame.width, height: band.height), true),
            (Rect(x: frame.minX, y: band.maxY, width: frame.width, height: bottom - band.maxY), false),
        ]
        for region in regions where region.clip.height > 0 {
            let inside = rows.filter { $0.extent.upperBound > region.clip.minY && $0.extent.lowerBound < region.clip.maxY }
            guard !inside.isEmpty else { continue }
            canvas.withClip(region.clip) {
                for row in inside {
                    let alpha = region.inBand ? textColor.alpha : textColor.alpha * row.fade
                    drawTitle(row, component: component, in: frame, color: textColor.withAlpha(alpha), canvas: canvas)
                }
            }
        }
    }

    /// The row's title, truncated to the wheel's width and centred on the row, foreshortened about its centre.
    /// Only the height shrinks: the drum turns about a horizontal axis, so a row turned θ away keeps its
    /// width and is cos θ as tall, and every row is set in the same font (UIPickerView's rows keep their
    /// width and spacing across the wheel; only their height and brightness fall off towards the edges).
    /// Shrinking both ways made the centre row look larger than its neighbours, which UIKit's does not.
    private func drawTitle(_ row: VisibleRow, component: Int, in frame: Rect, color: Color, canvas: Canvas) {
        guard row.scale > 0.01, color.alpha > 0.001 else { return }
        let title = titleForRow(row.row, forComponent: component)
        guard !title.isEmpty else { return }
        let layout = canvas.measurer.layout(title, font: font, maxWidth: frame.width, lineLimit: 1)
        guard let line = layout.lines.first else { return }
        let width = canvas.measurer.width(of: line, font: font)
        let origin = Point(x: -width / 2, y: -layout.lineHeight / 2)
        canvas.withTransform(Transform(translationX: frame.midX, translationY: row.centerY,
                                       scaleX: 1, scaleY: row.scale)) {
            canvas.drawText(line, font: font, color: color, at: origin)
        }
    }
}
