import Render
import Widgets

/// The help overlay (F1 / Ctrl+/): the key commands in reach, grouped by the responder offering them,
/// nearest first (the iPadOS hold-⌘ overlay), ending with the simulator's shortcuts; on a dark card.
enum HelpOverlay {
    /// A line of the card: a group's heading, or keys and what they do.
    enum Line: Equatable {
        case heading(String)
        case command(keys: String, title: String)
    }

    /// The card's lines for `groups`.
    static func lines(for groups: [KeyCommandGroup]) -> [Line] {
        groups.flatMap { group in
            [Line.heading(group.title)] + group.entries.map { Line.command(keys: $0.keys, title: $0.title) }
        }
    }

    /// What the mouse does, and where screenshots go: the things a keyboard list cannot show.
    static func mouseLines(screenshotDirectory: String) -> [Line] {
        [.heading("Mouse"),
         .command(keys: "Click", title: "Tap"),
         // The iOS Simulator's Option-drag and Option-Shift-drag (`TwoFingerEmulation`): without them pinching
         // and rotating cannot be found.
         .command(keys: "Alt+drag", title: "Two fingers, mirrored: pinch, rotate"),
         .command(keys: "Alt+Shift+drag", title: "Two fingers together: two-finger pan"),
         // Simulator+SecondFinger: the second finger lands just after the first, as a multi-touch
         // recogniser or `touchesBegan` of a second touch expects; it cannot be found without this line.
         .command(keys: "Ctrl+drag", title: "Two fingers, the second landing after"),
         .command(keys: "Drag from left edge", title: "Back (let go early to cancel)"),
         .command(keys: "Wheel", title: "Scroll what is under the pointer"),
         .heading("Ctrl+S saves to"),
         .command(keys: "", title: screenshotDirectory),
         .heading("Click or Esc closes this card")]
    }

    /// Opaque, so no list behind shows through the card (at 0.97 over the 0.4 dimming, rows and text
    /// behind could still be made out).
    static let cardColor = Color(r: 28, g: 28, b: 30)

    /// The smallest text the card prefers, as a fraction of its 13 px size; it goes below only when no
    /// arrangement fits the screen otherwise, since a clipped command would be lost.
    static let minimumScale = 9.0 / 13

    /// How the lines are arranged: in `columns`, each command on one row (keys, then title) or `stacked`
    /// (keys above an indented title) for narrow screens.
    struct Arrangement: Equatable {
        var columns: Int
        var stacked: Bool

        /// Tried in this order; the first that fits at `minimumScale` wins.
        static let preference = [Arrangement(columns: 1, stacked: false), Arrangement(columns: 2, stacked: false),
                                 Arrangement(columns: 1, stacked: true), Arrangement(columns: 2, stacked: true),
                                 Arrangement(columns: 3, stacked: false), Arrangement(columns: 3, stacked: true)]
    }

    /// One drawn row of the card.
    enum Row {
        case heading(String)
        case command(keys: String, title: String)
        case keys(String)
        case title(String)
    }

    static func rows(for lines: [Line], stacked: Bool) -> [Row] {
        lines.flatMap { line -> [Row] in
            switch line {
            case let .heading(title): return [.heading(title)]
            case let .command(keys, title): return stacked ? [.keys(keys), .title(title)] : [.command(keys: keys, title: title)]
            }
        }
    }

    /// Draws the card centred on the screen at the largest text size up to 13 px that lets one of the
    /// arrangements fit: an iPhone SE at 50 % is only 160 px wide and 284 px tall.
    @MainActor
    static func draw(_ groups: [KeyCommandGroup], screenshotDirectory: String, in canvas: Canvas,
                     metrics full: ChromeMetrics) {
        let lines = lines(for: groups) + mouseLines(screenshotDirectory: screenshotDirectory)
        let commands = lines.compactMap { line -> (String, String)? in
            if case let .command(keys, title) = line { return (keys, title) }
            return nil
        }
        func widths(_ m: ChromeMetrics) -> (keys: Double, titles: Double) {
            (commands.map { canvas.measurer.width(of: $0.0, font: m.boldFont) }.max() ?? 0,
             commands.map { canvas.measurer.width(of: $0.1, font: m.bodyFont) }.max() ?? 0)
        }
        func columnWidth(_ m: ChromeMetrics, stacked: Bool) -> Double {
            let (k, t) = widths(m), pad = m.points(10)
            return stacked ? max(k, t + pad) + 2 * pad : k + t + 3 * pad
        }
        /// The scale at which `a` fits, up to 1 (sizes are proportional to the scale).
        func fit(_ a: Arrangement) -> Double {
            let perColumn = (Self.rows(for: lines, stacked: a.stacked).count + a.columns - 1) / a.columns
            let width = Double(a.columns) * columnWidth(full, stacked: a.stacked)
            let height = Double(perColumn + 1) * full.lineHeight + full.points(20)
            return min(1, (full.screen.width - full.points(8)) / width, full.screen.height / height)
        }
        let fits = Arrangement.preference.map { ($0, fit($0)) }
        let (arrangement, scale) = fits.first { $0.1 >= minimumScale } ?? fits.max { $0.1 < $1.1 }!
        let m = ChromeMetrics(zoom: full.zoom, screen: full.screen, pixelScale: scale)
        let rows = Self.rows(for: lines, stacked: arrangement.stacked)
        let perColumn = (rows.count + arrangement.columns - 1) / arrangement.columns
        let keyWidth = widths(m).keys
        let pad = m.points(10)
        let column = columnWidth(m, stacked: arrangement.stacked)
        let width = min(m.screen.width - m.points(8), Double(arrangement.columns) * column)
        let height = Double(perColumn + 1) * m.lineHeight + 2 * pad
        let card = Rect(x: (m.screen.width - width) / 2, y: max(0, (m.screen.height - height) / 2), width: width, height: height)
        // Modal: the screen behind is dimmed, and the card is opaque enough to read over any content.
        canvas.fill(m.screen, color: Color.black.withAlpha(0.4))
        canvas.fillRoundedRect(card, radius: m.points(10), color: cardColor)
        let grey = Color(r: 152, g: 152, b: 157), blue = Color(r: 100, g: 210, b: 255)
        canvas.withClip(card) {
            canvas.drawText("Keyboard", font: m.boldFont, color: .white, at: Point(x: card.minX + pad, y: card.minY + pad))
            for (i, row) in rows.enumerated() {
                let x = card.minX + pad + Double(i / perColumn) * column
                let y = card.minY + pad + Double(i % perColumn + 1) * m.lineHeight
                switch row {
                case let .heading(title):
                    canvas.drawText(title, font: m.boldFont, color: grey, at: Point(x: x, y: y))
                case let .command(keys, title):
                    canvas.drawText(keys, font: m.boldFont, color: blue, at: Point(x: x, y: y))
                    canvas.drawText(title, font: m.bodyFont, color: .white, at: Point(x: x + pad + keyWidth, y: y))
                case let .keys(keys):
                    canvas.drawText(keys, font: m.boldFont, color: blue, at: Point(x: x, y: y))
                case let .title(title):
                    canvas.drawText(title, font: m.bodyFont, color: .white, at: Point(x: x + pad, y: y))
                }
            }
        }
    }
}

/// A short message at the bottom of the screen that goes away by itself.
enum HintToast {
    @MainActor
    static func draw(_ text: String, in canvas: Canvas, metrics m: ChromeMetrics) {
        let layout = canvas.measurer.layout(text, font: m.bodyFont, maxWidth: m.screen.width - m.points(40), lineLimit: 3)
        let pad = m.points(8)
        let box = Rect(x: (m.screen.width - layout.size.width) / 2 - pad, y: m.screen.height - layout.size.height - 2 * pad - m.points(40),
                       width: layout.size.width + 2 * pad, height: layout.size.height + 2 * pad)
        canvas.fillRoundedRect(box, radius: m.points(8), color: Color(r: 28, g: 28, b: 30, a: 0.88))
        canvas.drawText(layout, font: m.bodyFont, color: .white, at: Point(x: box.minX + pad, y: box.minY + pad))
    }
}
