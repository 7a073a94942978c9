import Foundation

/// When a snapshot assertion writes its reference instead of comparing (swift-snapshot-testing's record
/// modes). Each write fails the test, so a new or changed picture is always looked at before it is committed.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Write references that do not exist yet; compare the others. The default on a developer's machine.
    case missing
    /// Write every reference, replacing what is there.
    case all
    /// Only compare: a missing reference fails. The default when `CI` is set (`CI=true`), so a reference
    /// nobody committed fails the build instead of being recorded on a throwaway runner.
    case never

    /// The mode a test asked for, else `HANDHELD_RECORD` (`missing`, `all`, `never`), else `never` on CI,
    /// else `missing`. An unknown `HANDHELD_RECORD` value is reported rather than guessed at.
    static func resolved(_ explicit: SnapshotRecordMode?,
                         environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Result<SnapshotRecordMode, SnapshotSettingsError> {
        if let explicit { return .success(explicit) }
        if let value = environment["HANDHELD_RECORD"], !value.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
                return .failure(SnapshotSettingsError(message: "HANDHELD_RECORD is '\(value)'; expected one of: "
                                                      + allCases.map(\.rawValue).joined(separator: ", ")))
            }
            return .success(mode)
        }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .success(.never) }
        return .success(.missing)
    }
}

struct SnapshotSettingsError: Error {
    let message: String
}
