import Testing
import Render

/// `pushRoundedClip`: children of a view with rounded corners and clipping are cut to the rounded shape
/// (a CALayer's cornerRadius with masksToBounds). Before it the canvas clipped to rectangles only, so a
/// sheet's navigation bar drew square corners over its rounded card.
@MainActor
@Suite("Offscreen drawing: rounded clip")
struct RoundedClipTests {
    @Test("a fill inside a rounded clip leaves the corners as they were, anti-aliased on the arc, and the rest whole")
    func cornersCut() throws {
        let s = try TestEnvironment.surface()
        let c = s.beginFrame(clear: .white)
        c.pushRoundedClip(Rect(x: 10, y: 10, width: 40, height: 30), radius: 10)
        c.fill(Rect(x: 0, y: 0, width: 100, height: 100), color: .black)
        c.popRoundedClip()
        s.endFrame()
        // The clip's rectangle still bounds everything.
        let box = try #require(s.boundsOfPixels(differingFrom: .white))
        #expect(box == (10, 10, 50, 40))
        // Each corner pixel is outside the arc: the white backdrop.
        for (x, y) in [(10, 10), (49, 10), (10, 39), (49, 39)] { #expect(s.pixel(x: x, y: y) == .white) }
        // Inside the arcs and along the edges between them: the fill.
        for (x, y) in [(13, 13), (46, 13), (13, 36), (46, 36), (30, 10), (10, 25), (30, 39), (49, 25)] {
            #expect(s.pixel(x: x, y: y) == .black)
        }
        // A pixel the 10 pt arc cuts through is partly covered: grey, neither colour.
        // Pixel (11, 14) spans 9.4…10.8 pt from the arc's centre (20, 20).
        let edge = s.pixel(x: 11, y: 14)
        #expect(edge.red > 0.1 && edge.red < 0.9)
    }

    @Test("the clip scales with the pixel scale and restores the rectangular clip after it")
    func scaledAndRestored() throws {
        let s = try TestEnvironment.surface(scale: 2)
        let c = s.beginFrame(clear: .white)
        c.pushRoundedClip(Rect(x: 10, y: 10, width: 40, height: 30), radius: 10)
        c.fill(Rect(x: 0, y: 0, width: 100, height: 100), color: .black)
        c.popRoundedClip()
        c.fill(Rect(x: 0, y: 0, width: 5, height: 5), color: .black)
        s.endFrame()
        #expect(s.pixel(x: 20, y: 20) == .white && s.pixel(x: 21, y: 22) == .white)
        #expect(s.pixel(x: 30, y: 30) == .black)
        // Drawing after the pop is not clipped.
        #expect(s.pixel(x: 0, y: 0) == .black)
    }

    @Test("a recording canvas records a rounded clip as the rectangle it bounds")
    func recording() {
        let c = RecordingCanvas()
        c.pushRoundedClip(Rect(x: 1, y: 2, width: 3, height: 4), radius: 1)
        c.popRoundedClip()
        #expect(c.commands == [.pushClip(Rect(x: 1, y: 2, width: 3, height: 4)), .popClip])
    }
}

