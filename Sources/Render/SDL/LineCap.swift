/// How an open stroke ends. `Canvas.strokePolyline` uses `.round`, which is how SF Symbols draw chevrons
/// and disclosure arrows; `.butt` ends flush with the end points.
enum LineCap: Sendable {
    case butt
    case round
}
