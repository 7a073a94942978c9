/// Keeps a desktop window on the display's usable area (without panels and docks): after a device switch,
/// a rotation or a zoom change the window grows around its top-left corner and may reach past the screen's
/// edge, so it is moved back, centred on the usable area when it no longer fits where it is. Rects are in
/// screen pixels and include the window manager's frame.
public enum WindowPlacement {
    /// The top-left corner the framed window should move to, nil when it already lies inside `usable`.
    /// A window larger than the usable area keeps its top-left corner inside it, so the title bar stays
    /// reachable.
    public static func position(of frame: Rect, within usable: Rect) -> Point? {
        let inside = frame.minX >= usable.minX && frame.minY >= usable.minY
            && frame.maxX <= usable.maxX && frame.maxY <= usable.maxY
        guard !inside else { return nil }
        return Point(x: (usable.minX + max(0, (usable.width - frame.width) / 2)).rounded(.down),
                     y: (usable.minY + max(0, (usable.height - frame.height) / 2)).rounded(.down))
    }
}
