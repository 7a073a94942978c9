import Render
import Testing
import Widgets
@testable import HandheldSimulator

/// The collection benchmark's ratio means something only if its floor draws the toolkit's picture: the
/// same images in the same places, clipped the same way, on the same surface. These compare whole frames
/// pixel for pixel at both measured sizes, at offsets where rows are cut by the screen's edges (the third
/// column of a 1024 pt screen lands on fractional points, so rounding is checked too).
@MainActor
@Suite("Command line: the collection benchmark's floor")
struct CollectionBenchFloorTests {
    nonisolated static let sizes: [(width: Double, height: Double)] = [(375, 667), (1024, 1366)]

    @Test("the floor draws the toolkit's frame pixel for pixel, at the top, mid-row and at the end", arguments: sizes)
    func samePicture(_ width: Double, _ height: Double) throws {
        let fonts = try FontLibrary()
        let size = Size(width: width, height: height)
        let items = 1_000
        let images = CollectionBenchLayout.makeImages()
        let toolkit = try OffscreenSurface(size: size, scale: 1, fonts: fonts)
        let direct = try OffscreenSurface(size: size, scale: 1, fonts: fonts)
        let scene = CollectionBenchScene(size: size, items: items, images: images, measurer: fonts)
        let floor = CollectionBenchFloor(size: size, items: items, images: images)
        let end = CollectionBenchLayout.contentHeight(items: items, width: width) - height
        for offset in [0, 7, 300.5, 4_321, end] {
            scene.scroll(to: offset)
            let canvas = toolkit.beginFrame(clear: scene.window.coversItsBoundsOpaquely ? nil : .white)
            scene.window.draw(in: canvas)
            toolkit.endFrame()
            floor.draw(offset: offset, in: direct.beginFrame(clear: nil))
            direct.endFrame()
            #expect(toolkit.matches(direct.pixelBuffer()), "offset \(offset) at \(width)×\(height)")
        }
    }
}
