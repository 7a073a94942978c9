import Testing
@testable import Render

/// The canvas side of backing stores (SDLCanvas+BackingStore, BackingStoreCache): when a subtree's drawing
/// is kept and copied, when it is drawn directly, and the memory budget.
@MainActor
@Suite("Backing store cache")
struct BackingStoreCacheTests {
    final class Owner {}

    /// Draws one frame with `contents` through a store for `owner` at `rect`; returns how often the contents
    /// were drawn.
    func frame(_ s: OffscreenSurface, owner: Owner, version: UInt64 = 0, rect: Rect,
               contents: (Canvas) -> Void) -> Int {
        var calls = 0
        let c = s.beginFrame(clear: .white)
        c.drawBackingStore(owner: owner, version: version, rect: rect) {
            calls += 1
            contents(c)
        }
        s.endFrame()
        return calls
    }

    @Test("an opaque subtree is drawn once per version and copied, also to a new place")
    func opaqueIsKept() throws {
        let s = try TestEnvironment.surface(width: 100, height: 100)
        let owner = Owner()
        func row(_ c: Canvas, _ r: Rect) {
            c.fill(r, color: .systemBlue)
            c.fill(Rect(x: r.minX + 4, y: r.minY + 4, width: 6, height: 6), color: Color(r: 255, g: 0, b: 0, a: 0.5))
        }
        let r = Rect(x: 10, y: 10, width: 40, height: 20)
        #expect(frame(s, owner: owner, rect: r) { row($0, r) } == 1)
        #expect(frame(s, owner: owner, rect: r) { row($0, r) } == 0)
        let moved = r.offsetBy(dx: 30, dy: 50)
        #expect(frame(s, owner: owner, rect: moved) { row($0, moved) } == 0)
        // The copy is where the row now is, with its red square, and nothing is left where it was.
        #expect(s.pixel(x: 41, y: 61).blue > 0.9 && s.pixel(x: 41, y: 61).red < 0.1)
        #expect(s.pixel(x: 45, y: 65).red > 0.5 && s.pixel(x: 11, y: 11) == .white)
        #expect(frame(s, owner: owner, version: 1, rect: moved) { row($0, moved) } == 1)
        #expect(s.canvas.backingStores.renderCount == 2 && s.canvas.backingStores.hits == 2)
    }

    @Test("translucent, overflowing and half-pixel subtrees are drawn directly")
    func inexactIsDrawn() throws {
        let s = try TestEnvironment.surface(width: 100, height: 100)
        let r = Rect(x: 10, y: 10, width: 40, height: 20)
        let translucent = Owner(), overflowing = Owner(), half = Owner()
        // Drawn into the store, found inexact and drawn again directly; after that directly only.
        #expect(frame(s, owner: translucent, rect: r) { $0.fill(r, color: Color(r: 0, g: 0, b: 255, a: 0.5)) } == 2)
        #expect(frame(s, owner: translucent, rect: r) { $0.fill(r, color: Color(r: 0, g: 0, b: 255, a: 0.5)) } == 1)
        #expect(frame(s, owner: overflowing, rect: r) {
            $0.fill(r, color: .white)
            $0.fill(Rect(x: 45, y: 12, width: 20, height: 4), color: .black)
        } == 2)
        #expect(s.pixel(x: 60, y: 13) == .black, "the part outside the store is drawn")
        let h = r.offsetBy(dx: 0.5, dy: 0)
        #expect(frame(s, owner: half, rect: h) { $0.fill(h, color: .white) } == 1)
        #expect(s.canvas.backingStores.rejections == 2)
    }

    @Test("the stores keep within their byte budget, dropping the least recently used")
    func byteBudget() throws {
        let s = try TestEnvironment.surface(width: 100, height: 100)
        let retirement = TargetTextureRetirement(renderer: s.canvas.renderer)
        let cache = BackingStoreCache(renderer: s.canvas.renderer, retirement: retirement, byteBudget: 40_000)
        defer { cache.removeAll(); retirement.flush() }
        let owners = (0..<20).map { _ in Owner() }
        for owner in owners {
            let key = BackingStoreCache.Key(version: 0, appearance: .light, scaleX: 1, scaleY: 1, width: 50, height: 50)
            #expect(cache.entryToDraw(for: owner, key: key) != nil)
        }
        #expect(cache.bytes <= 40_000)
        #expect(cache.count == 4)
        #expect(cache.evictions == 16)
        // Evicted textures wait for the frame's end (on OpenGL they are detached from their framebuffer then).
        #expect(retirement.count == 16)
        retirement.flush()
        #expect(retirement.count == 0)
    }

    @Test("a store evicted while a frame is drawn is destroyed when the frame ends, not before")
    func evictedAtFrameEnd() throws {
        let s = try TestEnvironment.surface(width: 100, height: 100)
        let canvas = s.canvas
        canvas.beginFrame(pixelScale: 1)
        let owners = (0..<3).map { _ in Owner() }
        for owner in owners {
            // 2,048² at 4 bytes is 16 MB: the third store pushes the first out of the 32 MB budget.
            let key = BackingStoreCache.Key(version: 0, appearance: .light, scaleX: 1, scaleY: 1, width: 2048, height: 2048)
            #expect(canvas.backingStores.entryToDraw(for: owner, key: key) != nil)
        }
        #expect(canvas.backingStores.evictions == 1)
        #expect(canvas.retirement.count == 1)
        canvas.endFrame()
        #expect(canvas.retirement.count == 0)
    }
}
