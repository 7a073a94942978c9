import Foundation
import Testing
import Widgets
@testable import Render
@testable import HandheldSimulator

/// An iPad's page sheet (mail's compose) rounds all four corners by 10 pt, as iPadOS draws form and page
/// sheets. The bug: the canvas clipped to rectangles only, so the sheet's navigation bar (and any content
/// reaching its bottom) drew square corners over the card's rounded background.
@MainActor
@Suite("Scene: mail on an iPad, the sheet's corners")
struct PadSheetCornersTests {
    @Test("the compose sheet's top corner shows the dimmed backdrop, not the bar; the bar is whole beside it")
    func roundedCorners() throws {
        let h = try HeadlessHarness(device: "ipad-pro-11", scene: "mail")
        try h.run("""
        tap #compose
        wait 1
        shot ipad-sheet.png
        tree ipad-sheet.json
        """)
        let sheet = SeedTree.frame(try #require(SeedTree(document: try h.json("ipad-sheet.json")).node("compose-sheet")))
        let png = try DecodedPNG(contentsOf: h.out + "/ipad-sheet.png")
        func pixel(_ x: Double, _ y: Double) -> UInt32 { png.pixels[Int(y) * png.width + Int(x)] & 0xFFFFFF }
        let x0 = sheet.minX.rounded(), y0 = sheet.minY.rounded(), x1 = sheet.maxX.rounded() - 1
        // The corner pixels are the dimming over the inbox: the same as just outside the card.
        #expect(pixel(x0, y0) == pixel(x0 - 2, y0))
        #expect(pixel(x1, y0) == pixel(x1 + 2, y0))
        // 10 pt in along the top edge the bar's colour is there, unlike the corner.
        #expect(pixel(x0 + 12, y0 + 1) != pixel(x0, y0))
        #expect(pixel(x0 + 12, y0 + 1) == pixel(x1 - 12, y0 + 1))
        try expectGoldenFile(h.out + "/ipad-sheet.png", "compose-ipad-sheet", in: "mail")
    }
}
