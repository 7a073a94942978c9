import Foundation

extension UIDocument {
    /// UIDocument.State: what the document is doing now. `normal` is no flag (open, saved, no error);
    /// raw values as UIDocumentState in UIDocument.h.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let closed = State(rawValue: 1 << 0)
        public static let inConflict = State(rawValue: 1 << 1)
        public static let savingError = State(rawValue: 1 << 2)
        public static let editingDisabled = State(rawValue: 1 << 3)
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// UIDocument.SaveOperation: a first save, or one over the document's existing file.
    public enum SaveOperation: Int, Sendable {
        case forCreating = 0
        case forOverwriting = 1
    }

    /// UIDocument.ChangeKind, told to `updateChangeCount(_:)`.
    public enum ChangeKind: Int, Sendable {
        case done = 0
        case undone = 1
        case redone = 2
        case cleared = 3
    }

    /// UIDocument.stateChangedNotification, posted on `NotificationCenter.default` with the document as
    /// the object each time `documentState` changes.
    nonisolated public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")
}

/// A document's error here: the operation and the file it was about (UIKit passes Cocoa's file errors).
public struct UIDocumentError: Error, CustomStringConvertible, Sendable {
    public let description: String
}
