import Testing
import HandheldTesting
@MainActor @Test func explore() throws {
    let app = try Fixtures.app("master-detail")
    print(app.treeDescription)
}
