/// Where in a test file a failure is reported: the call site of the assertion or action, as XCTest's
/// `file:line:` (static strings) and Swift Testing's `SourceLocation` need it.
public struct TestLocation: Sendable, CustomStringConvertible {
    let fileIDString: StaticString
    let filePathString: StaticString
    let lineNumber: UInt
    let columnNumber: UInt

    public init(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                column: UInt = #column) {
        fileIDString = fileID
        filePathString = filePath
        lineNumber = line
        columnNumber = column
    }

    public var fileID: String { "\(fileIDString)" }
    public var filePath: String { "\(filePathString)" }
    public var line: Int { Int(lineNumber) }
    public var column: Int { Int(columnNumber) }

    public var description: String { "\(fileID):\(line)" }
}
