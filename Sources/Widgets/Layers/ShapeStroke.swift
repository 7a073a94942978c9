import Render

/// The pieces of a shape layer's outline its stroke draws: trimmed to `strokeStart…strokeEnd` of the
/// whole path's length (all subpaths in turn, as Core Animation measures it), then cut into dashes.
enum ShapeStroke {
    /// One polyline the stroke draws; a closed one (a whole closed subpath, undashed) is joined at its start
    /// as at every other corner, with no caps.
    struct Piece: Equatable {
        var points: [Point]
        var isClosed: Bool
    }

    /// The pieces a stroke from `start` to `end` with the dash `pattern` draws.
    static func pieces(of lines: [GraphicsPath.Polyline], from start: Double, to end: Double,
                       pattern: [Double], phase: Double) -> [Piece] {
        let whole = start <= 0 && end >= 1 && !isDashed(pattern)
        if whole { return lines.map { Piece(points: $0.points, isClosed: $0.isClosed) } }
        return dashed(pieces(of: lines, from: start, to: end), pattern: pattern, phase: phase)
            .map { Piece(points: $0, isClosed: false) }
    }

    static func isDashed(_ pattern: [Double]) -> Bool {
        !pattern.isEmpty && pattern.reduce(0, +) > 0 && pattern.allSatisfy { $0 >= 0 }
    }

    static func pieces(of lines: [GraphicsPath.Polyline], from start: Double, to end: Double) -> [[Point]] {
        let paths = lines.map { LayerPath(points: $0.points, isClosed: $0.isClosed) }
        // One subpath trims as it always did, so existing drawings keep their exact points.
        if paths.count == 1 { return [paths[0].trimmed(from: start, to: end)] }
        let lengths = paths.map(\.length), total = lengths.reduce(0, +)
        guard total > 0 else { return [] }
        let a = max(0, min(1, start)) * total, b = max(0, min(1, end)) * total
        var result: [[Point]] = [], walked = 0.0
        for (path, length) in zip(paths, lengths) {
            defer { walked += length }
            guard length > 0, walked + length > a, walked < b else { continue }
            result.append(path.trimmed(from: (a - walked) / length, to: (b - walked) / length))
        }
        return result
    }

    /// Each piece cut into the dashes of `pattern` (on, off, on, … lengths), starting `phase` into it; the
    /// pieces themselves when the pattern is empty or has no length.
    static func dashed(_ pieces: [[Point]], pattern: [Double], phase: Double) -> [[Point]] {
        let period = pattern.reduce(0, +)
        guard isDashed(pattern) else { return pieces }
        var result: [[Point]] = []
        for piece in pieces {
            var index = 0, left = pattern[0], on = true
            var skip = phase.truncatingRemainder(dividingBy: period)
            if skip < 0 { skip += period }
            while skip > 0 {
                if skip >= left { skip -= left; index = (index + 1) % pattern.count; left = pattern[index]; on.toggle() } else { left -= skip; skip = 0 }
            }
            var current: [Point] = on ? [piece[0]] : []
            for (p, q) in zip(piece, piece.dropFirst()) {
                var from = p, remaining = p.distance(to: q)
                while remaining > 0 {
                    let step = min(left, remaining)
                    let to = from.interpolated(to: q, fraction: step / remaining)
                    if on { current.append(to) }
                    remaining -= step
                    left -= step
                    from = to
                    if left <= 1e-12 {
                        if on { result.append(current); current = [] } else { current = [to] }
                        on.toggle()
                        index = (index + 1) % pattern.count
                        left = pattern[index]
                    }
                }
            }
            if on, current.count > 1 { result.append(current) }
        }
        return result.filter { $0.count > 1 }
    }
}
