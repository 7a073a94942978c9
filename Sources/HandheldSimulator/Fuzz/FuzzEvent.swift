import Render

/// One step of fuzz input, expressed as the script command that replays it, so a violation can be
/// written out as a scenario script.
enum FuzzEvent: CustomStringConvertible {
    case press(Point)
    case move(Point)
    case release
    case key(String)
    case wheel(dx: Double, dy: Double, at: Point)
    case device(String, Orientation)
    case multitasking(Multitasking)
    case scene(String)
    case wait(frames: Int)

    var description: String { scriptLine }

    /// The scenario-script line that does the same thing.
    var scriptLine: String {
        switch self {
        case let .press(p): "press \(p.x.compact) \(p.y.compact)"
        case let .move(p): "move \(p.x.compact) \(p.y.compact)"
        case .release: "release"
        case let .key(combo): "key \(combo)"
        case let .wheel(dx, dy, at): "wheel \(dx.compact) \(dy.compact) \(at.x.compact) \(at.y.compact)"
        case let .device(name, orientation): "device \(name) \(orientation.rawValue)"
        case let .multitasking(m): "multitasking \(m.rawValue)"
        case let .scene(name): "scene \(name)"
        case let .wait(frames): "wait \((Double(frames) / 60).compact)"
        }
    }
}
