/// A demo's fixture is missing or malformed. The simulator ends the run with this message on one line (exit
/// status 1 at start, 2 from a script's `scene` line), so it names the path and what was wrong.
struct FixtureError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
