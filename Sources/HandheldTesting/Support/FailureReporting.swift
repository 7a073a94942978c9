import XCTest
#if canImport(Testing)
import Testing
#endif

/// Reports a failed expectation to whichever framework runs the test, as swift-snapshot-testing's
/// `recordIssue` does (Sources/SnapshotTesting/Internal/RecordIssue.swift): inside a Swift Testing test
/// (`Test.current` is set) through `Issue.record`, otherwise through `XCTFail`. Each framework ignores the
/// other's failures, so a helper calling only one would pass silently under the other.
enum FailureReporting {
    static func record(_ message: String, at location: TestLocation) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: location.fileID, filePath: location.filePath,
                                                        line: location.line, column: location.column))
            return
        }
        #endif
        XCTFail(message, file: location.filePathString, line: location.lineNumber)
    }
}
