/// A side of the screen as the user sees it.
enum ScreenEdge: String, Hashable, Sendable {
    case top, left, bottom, right
}
