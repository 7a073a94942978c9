internal import CSDL

/// One store being drawn into, and the canvas state outside it, put back when it ends.
struct StoreRecording {
    let entry: BackingStoreCache.Entry
    /// Whether an opaque fill has covered the whole store yet.
    var isCovered = false
    /// False once something was drawn that copying the store would not reproduce exactly.
    var isExact = true
    /// The canvas outside the store, put back when the store ends.
    let outside: CanvasDrawingState
}

/// Backing stores: a subtree drawn once into a texture of its own and copied while it does not change.
///
/// Copying must give exactly the pixels drawing directly gives, so a store is kept only when that is
/// certain, and the subtree is drawn directly otherwise:
/// - Its first drawing is an opaque fill covering the whole store (the view's own opaque, square
///   background). SDL blends each later primitive with what is below, and on opaque pixels that is the same
///   in the store as on the screen; on transparent pixels it is not, since blending twice (into the store,
///   then the store onto the screen) rounds differently from blending once. The store is then opaque and is
///   copied without blending, byte for byte.
/// - Nothing is drawn outside the store, and nothing reads the backdrop (a blur), which a store lacks.
/// - It sits exactly on a whole device pixel, with a positive scale, so every position inside it rounds the
///   same there as on the screen (`PixelRect.nearest` rounds halves the same way everywhere). "Exactly"
///   matters: a row scrolled by ⅓ pt at 3× sits at 131.99999999999997, and its label at x.5 would round one
///   way on the screen and the other in the store. At most the output's size, so opacity groups inside it
///   have room.
/// Appearance and pixel scale are part of what a store was drawn for; the owner's `version` covers the rest.
extension SDLCanvas {
    public func drawBackingStore(owner: AnyObject, version: UInt64, rect: Rect, contents: () -> Void) {
        guard backingStores.isEnabled, canDraw, let placement = storePlacement(of: rect) else { return contents() }
        let t = current
        let key = BackingStoreCache.Key(version: version, appearance: appearance, scaleX: t.scaleX, scaleY: t.scaleY,
                                        width: placement.width, height: placement.height)
        if let entry = backingStores.current(for: owner, key: key) {
            if entry.isUsable { copy(entry, to: placement) } else { contents() }
            return
        }
        guard let entry = backingStores.entryToDraw(for: owner, key: key) else { return contents() }
        if record(into: entry, at: placement, contents) {
            entry.isUsable = true
            copy(entry, to: placement)
        } else {
            backingStores.didReject(entry)
            contents()
        }
    }

    /// The device pixels a store for `rect` (current coordinates) would cover, nil where one cannot be exact.
    private func storePlacement(of rect: Rect) -> PixelRect? {
        let t = current
        guard t.isAxisAligned, t.scaleX > 0, t.scaleY > 0, rect.width > 0, rect.height > 0 else { return nil }
        let origin = t.apply(to: rect.origin)
        let p = PixelRect.snapped(t.apply(to: rect))
        guard origin.x == Double(p.x0), origin.y == Double(p.y0), !p.isEmpty, p.width <= targets.width, p.height <= targets.height else { return nil }
        return p
    }

    /// Draws `contents` into `entry`'s texture with the current transform moved to the store's corner;
    /// returns whether the store came out exact.
    private func record(into entry: BackingStoreCache.Entry, at placement: PixelRect, _ contents: () -> Void) -> Bool {
        let t = current
        recordings.append(StoreRecording(entry: entry, outside: drawingState))
        beginDrawingApart(into: entry.texture, width: entry.width, height: entry.height,
                          transform: Transform(translationX: t.translation.x - Double(placement.x0),
                                               translationY: t.translation.y - Double(placement.y0),
                                               scaleX: t.scaleX, scaleY: t.scaleY),
                          clip: nil)
        contents()
        while !groups.isEmpty { popOpacity() }   // inside the store, which a group's end may mark inexact
        let done = recordings.removeLast()
        endDrawingApart(restoring: done.outside)
        return done.isCovered && done.isExact
    }

    /// Copies an opaque store, unblended, to `placement` inside the current clip.
    private func copy(_ entry: BackingStoreCache.Entry, to placement: PixelRect) {
        var dst = placement.sdl
        SDL_RenderCopy(renderer, entry.texture, nil, &dst)
        didDraw(placement)
    }

    /// An opaque fill of `pixels` while a store is drawn: the store is covered if it is the first drawing and
    /// reaches every pixel of it.
    func recordingDidFillOpaquely(_ pixels: PixelRect) {
        let i = recordings.count - 1
        guard !recordings[i].isCovered else { return }
        let whole = PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
        let filled = clip.map { pixels.intersection($0) } ?? pixels
        if filled.intersection(whole) == whole { recordings[i].isCovered = true }
    }

    /// Something reached `visible` pixels while a store is drawn: before the covering fill, or outside the
    /// store, the store would not match direct drawing.
    func recordingDidDraw(_ visible: PixelRect) {
        guard !visible.isEmpty else { return }
        let i = recordings.count - 1
        let whole = PixelRect(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
        if !recordings[i].isCovered || visible.intersection(whole) != visible { recordings[i].isExact = false }
    }
}
