import Foundation

extension Bench {
    /// Times two ways of drawing one frame, frame by frame in turn, in milliseconds: `a` then `b` on even
    /// frames, `b` then `a` on odd ones, so neither always runs just after the other (whose pixels it
    /// finds in the cache). Both see the same moments of a shared machine's load, which `run(frames:)`
    /// called twice does not: a neighbour's build that starts between the two runs slows only the second.
    /// The first 10 frames of each warm caches and are not counted.
    @MainActor
    func runPaired(frames: Int, _ a: (Int) -> Void, _ b: (Int) -> Void) -> (a: [Double], b: [Double]) {
        for frame in 0..<10 { a(frame); b(frame) }
        var timesA: [Double] = [], timesB: [Double] = []
        timesA.reserveCapacity(frames)
        timesB.reserveCapacity(frames)
        func timed(_ body: (Int) -> Void, _ frame: Int) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            body(frame)
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        for frame in 0..<frames {
            if frame % 2 == 0 {
                timesA.append(timed(a, frame + 10))
                timesB.append(timed(b, frame + 10))
            } else {
                timesB.append(timed(b, frame + 10))
                timesA.append(timed(a, frame + 10))
            }
        }
        return (timesA, timesB)
    }
}
