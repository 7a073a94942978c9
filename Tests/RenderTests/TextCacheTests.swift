import Testing
@testable import Render

@MainActor
@Suite("Text cache")
struct TextCacheTests {
    private func frame(_ s: OffscreenSurface, color: Color = .black) {
        let c = s.beginFrame(clear: .white)
        c.drawText("Settings", font: .headline, color: color, at: Point(x: 4, y: 4))
        c.drawText("General", font: .body, color: color, at: Point(x: 4, y: 30))
        c.drawText("General", font: .body, color: color, at: Point(x: 4, y: 50))
        s.endFrame()
    }

    @Test("a frame identical to the previous one makes no TTF render call and creates no texture")
    func repeatedFrame() throws {
        let s = try TestEnvironment.surface(width: 120, height: 80, scale: 2)
        frame(s)
        let cache = s.canvas.textCache
        #expect(cache.renderCount == 2)
        #expect(cache.textureCreations == 2)
        frame(s)
        #expect(cache.renderCount == 2)
        #expect(cache.textureCreations == 2)
    }

    @Test("changing only the colour reuses the white texture")
    func colourChange() throws {
        let s = try TestEnvironment.surface(width: 120, height: 80, scale: 2)
        frame(s, color: .black)
        let renders = s.canvas.textCache.renderCount
        frame(s, color: .systemBlue)
        #expect(s.canvas.textCache.renderCount == renders)
    }

    @Test("a different pixel size is a different entry")
    func pixelSizeIsPartOfTheKey() throws {
        let s = try TestEnvironment.surface()
        let c = s.beginFrame(clear: .white)
        c.drawText("Zoom", font: .body, color: .black, at: .zero)
        c.withTransform(.scale(1.5)) { c.drawText("Zoom", font: .body, color: .black, at: .zero) }
        s.endFrame()
        #expect(s.canvas.textCache.renderCount == 2)
    }

    @Test("the cache stays within its capacity and frees what it evicts")
    func eviction() throws {
        let s = try TestEnvironment.surface()
        let cache = TextCache(renderer: s.canvas.renderer, fonts: TestEnvironment.fonts, capacity: 4)
        defer { cache.removeAll() }
        for i in 0..<10 { _ = cache.texture(for: "item \(i)", face: Font.Face(weight: .regular, isItalic: false), pixelSize: 12) }
        #expect(cache.count == 4)
        #expect(cache.evictions == 6)
        _ = cache.texture(for: "item 9", face: Font.Face(weight: .regular, isItalic: false), pixelSize: 12)
        #expect(cache.renderCount == 10, "the newest entry is still cached")
        _ = cache.texture(for: "item 0", face: Font.Face(weight: .regular, isItalic: false), pixelSize: 12)
        #expect(cache.renderCount == 11, "the oldest was evicted")
    }

    @Test("the cache also stays within its byte budget, evicting the least recently used textures")
    func byteBudget() throws {
        let s = try TestEnvironment.surface()
        let one = try #require(TextCache(renderer: s.canvas.renderer, fonts: TestEnvironment.fonts, capacity: 1)
            .texture(for: "item 0", face: Font.Face(weight: .regular, isItalic: false), pixelSize: 24))
        let entryBytes = Int(one.width) * Int(one.height) * 4
        let cache = TextCache(renderer: s.canvas.renderer, fonts: TestEnvironment.fonts, capacity: 100,
                              byteBudget: 3 * entryBytes + entryBytes / 2)
        defer { cache.removeAll() }
        for i in 0..<10 { _ = cache.texture(for: "item \(i)", face: Font.Face(weight: .regular, isItalic: false), pixelSize: 24) }
        #expect(cache.count == 3, "three textures of this size fit the budget, the count limit is far")
        #expect(cache.bytes <= cache.byteBudget)
        #expect(cache.evictions == 7)
        _ = cache.texture(for: "item 9", face: Font.Face(weight: .regular, isItalic: false), pixelSize: 24)
        #expect(cache.renderCount == 10, "the newest is kept")
    }

    @Test("empty text renders nothing")
    func emptyText() throws {
        let s = try TestEnvironment.surface()
        s.beginFrame(clear: .white).drawText("", font: .body, color: .black, at: .zero)
        s.endFrame()
        #expect(s.canvas.textCache.renderCount == 0)
    }
}

@Suite("LRU cache")
struct LRUCacheTests {
    @Test("the least recently used entry is evicted first")
    func order() {
        var cache = LRUCache<String, Int>(capacity: 3)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        cache.insert(3, for: "c")
        #expect(cache.value(for: "a") == 1)
        let evicted = cache.insert(4, for: "d")
        #expect(evicted?.key == "b")
        #expect(cache.keysByRecency == ["d", "a", "c"])
        #expect(!cache.contains("b"))
    }

    @Test("replacing a value hands the old one back")
    func replace() {
        var cache = LRUCache<String, Int>(capacity: 2)
        cache.insert(1, for: "a")
        let old = cache.insert(5, for: "a")
        #expect(old?.value == 1)
        #expect(cache.count == 1)
        #expect(cache.removeAll() == [5])
        #expect(cache.count == 0)
    }

    @Test("removing the oldest frees its slot for the next insert, and order is kept")
    func removeOldest() {
        var cache = LRUCache<String, Int>(capacity: 3)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        cache.insert(3, for: "c")
        #expect(cache.removeOldest()?.key == "a")
        #expect(cache.count == 2)
        #expect(cache.insert(4, for: "d") == nil, "a freed slot is reused before anything is evicted")
        #expect(cache.keysByRecency == ["d", "c", "b"])
        #expect(cache.insert(5, for: "e")?.key == "b")
        #expect(cache.removeAll().sorted() == [3, 4, 5])
    }
}
