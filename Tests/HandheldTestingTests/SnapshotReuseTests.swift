import Foundation
import HandheldDemos
import HandheldKit
import Render
import Testing
@testable import HandheldTesting

/// A snapshot reuses what has not changed, and only that: the app's decoded references while their files
/// stay the same, and its drawn screen while nothing on it changed. Each reuse is checked against the pixels
/// the work it skips would have given.
@MainActor
@Suite("Snapshot reuse")
struct SnapshotReuseTests {
    let directory = NSTemporaryDirectory() + "handheld-snapshot-reuse-" + UUID().uuidString

    @Test("an unchanged screen is drawn once for any number of snapshots, and the reused pixels are a fresh app's")
    func unchangedScreenIsNotRedrawn() throws {
        let app = try TestApp(rootViewController: FruitViewController(name: "Apple"))
        app.settle()
        let first = try app.pngData()
        let draws = app.session.drawCount
        #expect(try app.pngData() == first)
        #expect(try app.session.matches(try app.pixelBuffer()))
        app.advance(by: 0.5)
        #expect(try app.pngData() == first)
        #expect(app.session.drawCount == draws, "three snapshots of an idle screen drew nothing more")
        let fresh = try TestApp(rootViewController: FruitViewController(name: "Apple"))
        fresh.settle()
        #expect(try fresh.pngData() == first)
    }

    @Test("a view changed directly, without a frame, is drawn again before the next snapshot")
    func directChangeIsRedrawn() throws {
        let controller = FruitViewController(name: "Apple")
        let app = try TestApp(rootViewController: controller)
        app.settle()
        let before = try app.pixelBuffer()
        let draws = app.session.drawCount
        controller.status.text = "Changed"
        let after = try app.pixelBuffer()
        #expect(app.session.drawCount == draws + 1)
        #expect(after != before)
        // What a fresh app that settles with the same text draws.
        let other = FruitViewController(name: "Apple")
        let fresh = try TestApp(rootViewController: other)
        other.status.text = "Changed"
        fresh.settle()
        #expect(try fresh.pixelBuffer() == after)
    }

    @Test("a new appearance is drawn again and matches a fresh app started dark; a new text size is drawn again")
    func traitChangeIsRedrawn() throws {
        let app = try TestApp(rootViewController: FruitViewController(name: "Apple"))
        app.settle()
        let light = try app.pixelBuffer()
        app.setAppearance(.dark)
        app.settle()
        let dark = try app.pixelBuffer()
        #expect(dark != light)
        let fresh = try TestApp(rootViewController: FruitViewController(name: "Apple"), appearance: .dark)
        fresh.settle()
        #expect(try fresh.pixelBuffer() == dark)
        // This screen's labels do not adjust to the text size (UIKit's `adjustsFontForContentSizeCategory`
        // is off by default), so its pixels stay; the new size is drawn all the same.
        let draws = app.session.drawCount
        app.setContentSize(.extraExtraLarge)
        app.settle()
        #expect(try app.pixelBuffer() == dark)
        #expect(app.session.drawCount == draws + 1)
    }

    @Test("a reference is decoded once while its file is unchanged, and again once it is re-recorded")
    func referenceDecodedOnce() throws {
        let app = try TestApp(rootViewController: FruitViewController(name: "Apple"))
        app.settle()
        #expect(verifySnapshot(of: app, named: "detail", record: .all, snapshotDirectory: directory) != nil)
        let cache = app.session.references
        for _ in 0..<3 {
            #expect(verifySnapshot(of: app, named: "detail", record: .never, snapshotDirectory: directory) == nil)
        }
        #expect(cache.decodes == 1 && cache.hits == 2)
        // Re-recorded after a change: the new file is decoded, and the old pixels are not compared again.
        app.switches["favourite"].tap()
        app.settle()
        #expect(verifySnapshot(of: app, named: "detail", record: .all, snapshotDirectory: directory) != nil)
        #expect(verifySnapshot(of: app, named: "detail", record: .never, snapshotDirectory: directory) == nil)
        #expect(cache.decodes == 2)
        let reference = directory + "/referenceDecodedOnce.detail.png"
        #expect(try cache.image(contentsOf: reference) == (try PixelBuffer(contentsOf: reference)))
    }

    @Test("a file rewritten in place with other pixels of the same size is decoded again")
    func rewrittenFileIsDecodedAgain() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/square.png"
        let red = PixelBuffer(width: 4, height: 4, fill: 0xFFFF_0000), blue = PixelBuffer(width: 4, height: 4, fill: 0xFF00_00FF)
        let cache = PixelBufferCache()
        try Data(try red.pngData()).write(to: URL(fileURLWithPath: path))
        #expect(try cache.image(contentsOf: path) == red)
        #expect(try cache.image(contentsOf: path) == red)
        // The same inode, written straight over the old file at once: its modification time may not move.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(try blue.pngData()))
        try handle.close()
        #expect(try cache.image(contentsOf: path) == blue)
        #expect(cache.decodes == 2 && cache.hits == 1)
        try FileManager.default.removeItem(atPath: path)
        #expect(throws: PNGReadError.self) { try cache.image(contentsOf: path) }
    }

    @Test("the cache keeps at most its byte budget, dropping the least recently used file")
    func byteBudget() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let image = PixelBuffer(width: 8, height: 8, fill: 0xFF00_FF00)
        let png = try image.pngData()
        for name in ["a", "b", "c"] { try Data(png).write(to: URL(fileURLWithPath: directory + "/\(name).png")) }
        let entry = 8 * 8 * 4 + png.count
        let cache = PixelBufferCache(byteBudget: 2 * entry)
        for name in ["a", "b", "a", "c", "a", "b"] {
            #expect(try cache.image(contentsOf: directory + "/\(name).png") == image)
        }
        // a, b decoded; a a hit; c decoded, pushing b out; a a hit; b decoded again, pushing c out.
        #expect(cache.decodes == 4 && cache.hits == 2)
        #expect(cache.bytes == 2 * entry)
    }
}
