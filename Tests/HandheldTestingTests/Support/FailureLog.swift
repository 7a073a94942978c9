@testable import HandheldTesting

/// Collects the failures a `TestApp` reports instead of failing the test, so a test can assert the exact
/// message (the kit's own failure paths are what these tests check).
@MainActor
final class FailureLog {
    private(set) var messages: [String] = []
    private(set) var lines: [Int] = []

    init(_ app: TestApp) {
        app.failureHandler = { message, location in
            self.messages.append(message)
            self.lines.append(location.line)
        }
    }
}
