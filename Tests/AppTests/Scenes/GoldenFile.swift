import Testing
import TestSupport

/// Checks a shot a script wrote against `Tests/Goldens/SUBDIRECTORY/NAME.png` and records the outcome: a
/// written golden is an issue to review (so `make goldens` never passes), a difference names the pixels.
@MainActor
func expectGoldenFile(_ actual: String, _ name: String, in subdirectory: String, tolerance: Int = 2, allowed: Int = 0,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
    switch try Golden.check(file: actual, name: name, in: subdirectory, tolerance: tolerance, allowed: allowed) {
    case .matched:
        break
    case let .written(path):
        Issue.record("golden written, review it: \(path)", sourceLocation: sourceLocation)
    case let .differs(pixels, maximum, actual):
        Issue.record("\(name).png differs in \(pixels) pixels (up to \(maximum)); actual: \(actual)",
                     sourceLocation: sourceLocation)
    }
}
