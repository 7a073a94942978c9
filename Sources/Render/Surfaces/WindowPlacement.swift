/// Keeps a desktop window on the display's usable area (without panels and docks): after a device switch,
/// a rotation or a zoom change the window grows around its top-left corner and may reach past the screen's
/// edge, so it is moved back, centred on the usable area when it no longer fits where it is. Rects are in
/// screen pixels and include the window manager's frame.
package enum WindowPlacement {
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

    /// The size to impose on a window resized from outside past the display (a script asking for
    /// 10000×10000): the largest with the device screen's aspect that fits `usable`, since every pixel of
    /// the window is backing store and render targets. Nil when `size` already fits.
    public static func cappedSize(_ size: Size, aspect screen: Size, within usable: Rect) -> Size? {
        guard size.width > usable.width || size.height > usable.height, screen.width > 0, screen.height > 0 else {
            return nil
        }
        let scale = min(usable.width / screen.width, usable.height / screen.height)
        return Size(width: (screen.width * scale).rounded(.down), height: (screen.height * scale).rounded(.down))
    }
}
