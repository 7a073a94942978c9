import HandheldSimulator
import Render
import Widgets

/// Compares the app's screen (or tree) with its reference beside the test file, recording it when missing
/// (swift-snapshot-testing's `assertSnapshot(of:as:named:record:)`). Unnamed snapshots of one app are
/// numbered 1, 2, … in the order taken. A failure names the reference, the actual and the difference files.
@MainActor
public func assertSnapshot(of app: TestApp, as strategy: Snapshotting = .image, named name: String? = nil,
                           record: SnapshotRecordMode? = nil, fileID: StaticString = #fileID,
                           filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
                           column: UInt = #column) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if let message = verifySnapshot(of: app, as: strategy, named: name, record: record, filePath: filePath,
                                    testName: testName) {
        app.fail(message, at: location)
    }
}

/// The view controller shown alone on the strategy's screen (`.image(on:)`, else an iPhone 15 in portrait,
/// light, Large text), settled, then compared as `assertSnapshot(of: TestApp…)` does.
@MainActor
public func assertSnapshot(of controller: ViewController, as strategy: Snapshotting = .image, named name: String? = nil,
                           record: SnapshotRecordMode? = nil, fileID: StaticString = #fileID,
                           filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
                           column: UInt = #column) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let configuration = strategy.configuration ?? SnapshotConfiguration()
    let app: TestApp
    do {
        app = try TestApp(scene: Scene(name: "snapshot", summary: "", make: { _ in controller }),
                          device: configuration.device, orientation: configuration.orientation,
                          appearance: configuration.appearance, contentSize: configuration.contentSize,
                          location: location)
    } catch {
        FailureReporting.record("Cannot show the view controller: \(error)", at: location)
        return
    }
    app.settle(timeout: 10, fileID: fileID, filePath: filePath, line: line, column: column)
    if let message = verifySnapshot(of: app, as: strategy, named: name ?? "1", record: record, filePath: filePath,
                                    testName: testName) {
        app.fail(message, at: location)
    }
}

/// A view shown at its frame in a plain view controller's view (system background), on the strategy's
/// screen; the snapshot is the whole screen, so the view is seen where a user would see it.
@MainActor
public func assertSnapshot(of view: View, as strategy: Snapshotting = .image, named name: String? = nil,
                           record: SnapshotRecordMode? = nil, fileID: StaticString = #fileID,
                           filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
                           column: UInt = #column) {
    let host = ViewController()
    host.view.backgroundColor = .systemBackground
    host.view.addSubview(view)
    assertSnapshot(of: host, as: strategy, named: name, record: record, fileID: fileID, filePath: filePath,
                   testName: testName, line: line, column: column)
}

/// One snapshot per configuration of `matrix` (devices × orientations × appearances × content sizes), each
/// of a fresh controller (`make` runs once per configuration), named after the configuration
/// (`iphone-15-portrait-dark-large`), after `name` when given.
@MainActor
public func assertSnapshots(of make: @autoclosure () -> ViewController, matrix: SnapshotMatrix,
                            as strategy: Snapshotting = .image, named name: String? = nil,
                            record: SnapshotRecordMode? = nil, fileID: StaticString = #fileID,
                            filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
                            column: UInt = #column) {
    for configuration in matrix.configurations {
        let on = Snapshotting(format: strategy.format, configuration: configuration)
        assertSnapshot(of: make(), as: on, named: (name.map { $0 + "-" } ?? "") + configuration.name, record: record,
                       fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    }
}

/// The check behind `assertSnapshot`, returning the failure message instead of failing the test (nil when
/// the snapshot matched), as swift-snapshot-testing's `verifySnapshot` does; `snapshotDirectory` replaces
/// `__Snapshots__/<TestFile>/`.
@MainActor
public func verifySnapshot(of app: TestApp, as strategy: Snapshotting = .image, named name: String? = nil,
                           record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
                           filePath: StaticString = #filePath, testName: String = #function) -> String? {
    let snapshotName: String
    if let name {
        snapshotName = name
    } else {
        app.snapshotCount += 1
        snapshotName = "\(app.snapshotCount)"
    }
    let files = SnapshotFiles(filePath: "\(filePath)", testName: testName, name: snapshotName,
                              pathExtension: strategy.pathExtension, snapshotDirectory: snapshotDirectory)
    return SnapshotVerification(app: app, strategy: strategy, files: files, record: record).run()
}
