import Glibc
import Testing
@testable import Render

@MainActor @Test("perf probe") func perfProbe() throws {
    let s = try OffscreenSurface(size: Size(width: 390, height: 844), scale: 2, fonts: TestEnvironment.fonts)
    func now() -> Double { var t = timespec(); clock_gettime(CLOCK_MONOTONIC, &t); return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9 }
    for pass in 0..<3 {
        let t0 = now()
        let c = s.beginFrame(clear: .groupedBackground)
        for i in 0..<16 {
            let y = Double(i) * 50
            c.fillRoundedRect(Rect(x: 16, y: y, width: 358, height: 44), radius: 10, color: .white)
            c.drawText("Row \(i)", font: .body, color: .label, at: Point(x: 32, y: y + 12))
            c.strokePolyline([Point(x: 350, y: y + 16), Point(x: 356, y: y + 22), Point(x: 350, y: y + 28)], width: 2, color: .systemGray2)
        }
        c.withOpacity(0.5) { c.fill(Rect(x: 0, y: 0, width: 390, height: 844), color: .black) }
        c.fillLinearGradient(Rect(x: 0, y: 0, width: 20, height: 844), from: Color.black.withAlpha(0.3), to: .clear, axis: .horizontal)
        s.endFrame()
        print("pass \(pass): \(((now() - t0) * 1000).rounded()) ms")
    }
}
