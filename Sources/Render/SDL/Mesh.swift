internal import CSDL
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Triangles in device pixels with per-vertex straight-alpha colours, ready for `SDL_RenderGeometry`.
///
/// SDL's renderers do not anti-alias, so the shapes built here (`Mesh+Polygon`, `Mesh+Stroke`) carry their
/// own anti-aliasing the way Dear ImGui does: the shape's outline is inset by half a pixel at full alpha and
/// outset by half a pixel at alpha 0, and the one-pixel ring between is interpolated, so an edge pixel gets
/// alpha in proportion to how much of it the shape covers. Edges that lie on pixel boundaries stay crisp.
struct Mesh {
    private(set) var vertices: [SDL_Vertex] = []
    private(set) var indices: [Int32] = []

    var isEmpty: Bool { indices.isEmpty }

    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    @discardableResult
    mutating func addVertex(_ p: Point, _ color: SDL_Color) -> Int32 {
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: color,
                                   tex_coord: SDL_FPoint(x: 0, y: 0)))
        return Int32(vertices.count - 1)
    }

    mutating func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(contentsOf: [a, b, c])
    }

    mutating func addQuad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
        indices.append(contentsOf: [a, b, c, a, c, d])
    }

    /// The pixels the mesh can touch.
    var bounds: PixelRect? {
        guard let first = vertices.first else { return nil }
        var minX = first.position.x, maxX = minX, minY = first.position.y, maxY = minY
        for v in vertices {
            minX = min(minX, v.position.x); maxX = max(maxX, v.position.x)
            minY = min(minY, v.position.y); maxY = max(maxY, v.position.y)
        }
        return .enclosing(minX: Double(minX), minY: Double(minY), maxX: Double(maxX), maxY: Double(maxY))
    }

    /// Half the width of the anti-aliasing ring, in pixels.
    static let fringe = 0.5
}

extension Color {
    var sdl: SDL_Color {
        let c = rgba8
        return SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a)
    }
}

extension SDL_Color {
    /// The same colour fully transparent: the outer edge of an anti-aliasing ring. Keeping the RGB (rather
    /// than using transparent black) stops interpolation from darkening the edge.
    var clear: SDL_Color { SDL_Color(r: r, g: g, b: b, a: 0) }
}

/// Vector helpers on points, for tessellation.
extension Point {
    func dot(_ o: Point) -> Double { x * o.x + y * o.y }
    func cross(_ o: Point) -> Double { x * o.y - y * o.x }
    var length: Double { (x * x + y * y).squareRoot() }
    var normalized: Point {
        let l = length
        return l > 0 ? Point(x: x / l, y: y / l) : .zero
    }
    /// Rotated a quarter turn (x, y) → (−y, x).
    var perpendicular: Point { Point(x: -y, y: x) }
    func rotated(by angle: Double) -> Point {
        let c = cos(angle), s = sin(angle)
        return Point(x: x * c - y * s, y: x * s + y * c)
    }
    static prefix func - (p: Point) -> Point { Point(x: -p.x, y: -p.y) }
}

/// The angle between points on an arc of `radius` pixels so the chords stray at most a sixth of a pixel
/// from the true curve, bounded so tiny arcs still get a few steps and huge ones not thousands.
func arcStep(radius: Double) -> Double {
    guard radius > 0.2 else { return .pi / 2 }
    let tolerance = 1.0 / 6
    let step = radius > tolerance ? 2 * acos(1 - tolerance / radius) : .pi / 2
    return max(.pi / 64, min(.pi / 4, step))
}
