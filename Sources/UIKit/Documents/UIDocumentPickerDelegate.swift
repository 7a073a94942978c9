import Foundation

/// UIDocumentPickerMode (iOS 8–13 initializers): `.import` hands the app a copy of the chosen file, `.open`
/// the file itself; the export and move modes are accepted and behave as `.open` here.
public enum UIDocumentPickerMode: UInt, Sendable {
    case `import` = 0
    case open = 1
    case exportToService = 2
    case moveToService = 3
}

/// UIDocumentPickerDelegate; every method is optional (empty defaults), as in UIKit.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    /// The user chose these files (one unless `allowsMultipleSelection`).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user tapped Cancel.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// iOS 8–11's single-file form, called with the first file after `didPickDocumentsAt`.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
