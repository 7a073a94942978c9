import Foundation
import HandheldKit

/// UIDocument over FileManager: a subclass gives its contents as `Data` in `contents(forType:)` and takes
/// them back in `load(fromContents:ofType:)`, as on iOS, and the document reads and writes its `fileURL`.
///
/// What differs from iOS, and why: UIKit reads and writes on a background queue with file coordination
/// (NSFileCoordinator, iCloud); Swift on Linux has no file coordination and Handheld runs apps on one main
/// thread, so the file is read or written at the call, on the main thread. The completion handler still
/// comes later, on the main queue, as UIKit's does ("on the main queue", Apple's documentation of
/// `open(completionHandler:)`), so code after `open { … }` runs before the handler, as on iOS. Contents
/// are `Data`; a `FileWrapper` (package documents) is refused with an error. Autosaving on a timer is not
/// done: changes are saved by `autosave(completionHandler:)` and by `close`, which saves unsaved changes
/// first, as UIKit's does.
@preconcurrency @MainActor
open class UIDocument: NSObject {
    /// The file the document reads and writes (UIDocument.fileURL).
    public private(set) var fileURL: URL
    /// What the document is doing: `.closed` until opened or first saved, then `.normal` (no flag), with
    /// `.savingError` after a failed save.
    public private(set) var documentState: State = .closed {
        didSet {
            guard documentState != oldValue else { return }
            NotificationCenter.default.post(name: UIDocument.stateChangedNotification, object: self)
        }
    }
    /// Changes made since the last save (`updateChangeCount(_:)`).
    private var changeCount = 0

    /// UIDocument(fileURL:): the document for a file, which need not exist yet (save it `.forCreating`).
    public init(fileURL url: URL) {
        fileURL = url
        super.init()
    }

    /// The file's name without its extension (UIDocument.localizedName).
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }

    /// The file's uniform type identifier, from its extension (`public.plain-text` for `.txt`,
    /// `public.data` for an extension not known here).
    open var fileType: String? { UniformTypeNames.identifier(forExtension: fileURL.pathExtension) }

    /// The type `contents(forType:)` is asked for when saving: the file's own.
    open var savingFileType: String? { fileType }

    /// The file's modification date as last read or written, nil before then.
    open var fileModificationDate: Date?

    /// Whether changes were made since the document was opened or saved.
    open var hasUnsavedChanges: Bool { changeCount != 0 }

    /// UIDocument.updateChangeCount(_:): `.done` and `.redone` add a change, `.undone` takes one back,
    /// `.cleared` marks the document saved.
    open func updateChangeCount(_ change: ChangeKind) {
        switch change {
        case .done, .redone: changeCount += 1
        case .undone: changeCount -= 1
        case .cleared: changeCount = 0
        }
    }

    // MARK: What a subclass overrides

    /// UIDocument.contents(forType:): the document's data to save. A subclass overrides it; this one
    /// gives empty data.
    open func contents(forType typeName: String) throws -> Any { Data() }

    /// UIDocument.load(fromContents:ofType:): takes the data read from the file (`Data`). A subclass
    /// overrides it; this one keeps nothing.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {}

    /// UIDocument.read(from:): reads the file and hands its data to `load(fromContents:ofType:)`.
    open func read(from url: URL) throws {
        let data = try Data(contentsOf: url)
        try load(fromContents: data, ofType: UniformTypeNames.identifier(forExtension: url.pathExtension))
    }

    /// UIDocument.writeContents(_:to:for:originalContentsURL:): writes `contents` (which must be `Data`)
    /// to `url`, atomically.
    open func writeContents(_ contents: Any, to url: URL, for saveOperation: SaveOperation,
                            originalContentsURL: URL?) throws {
        guard let data = contents as? Data else {
            throw UIDocumentError(description: "contents(forType:) gave \(type(of: contents)); Handheld writes Data only")
        }
        try data.write(to: url, options: .atomic)
    }

    /// UIDocument.handleError(_:userInteractionPermitted:): called with each failed read or write; a
    /// subclass may override it to show the error. This one records nothing more than the state.
    open func handleError(_ error: Error, userInteractionPermitted: Bool) {}

    // MARK: Opening, saving, closing

    /// UIDocument.open(completionHandler:): reads the file; the handler hears whether it was read. An
    /// opened document is in state `.normal`; a failed open leaves it `.closed` and passes the error to
    /// `handleError(_:userInteractionPermitted:)`.
    open func open(completionHandler: ((Bool) -> Void)? = nil) {
        let success: Bool
        do {
            try read(from: fileURL)
            fileModificationDate = Self.modificationDate(of: fileURL)
            changeCount = 0
            documentState = []
            success = true
        } catch {
            handleError(error, userInteractionPermitted: true)
            success = false
        }
        UIDocument.complete(completionHandler, success)
    }

    /// UIDocument.save(to:for:completionHandler:): writes `contents(forType:)` to `url` (which becomes
    /// the document's `fileURL`). A document saved `.forCreating` is open afterwards. A failed save sets
    /// `.savingError` until the next save succeeds.
    open func save(to url: URL, for saveOperation: SaveOperation, completionHandler: ((Bool) -> Void)? = nil) {
        let success: Bool
        do {
            let data = try self.contents(forType: savingFileType ?? "public.data")
            try writeContents(data, to: url, for: saveOperation, originalContentsURL: fileURL)
            fileURL = url
            fileModificationDate = Self.modificationDate(of: url)
            changeCount = 0
            documentState.remove(.savingError)
            if saveOperation == .forCreating { documentState.remove(.closed) }
            success = true
        } catch {
            documentState.insert(.savingError)
            handleError(error, userInteractionPermitted: true)
            success = false
        }
        UIDocument.complete(completionHandler, success)
    }

    /// UIDocument.autosave(completionHandler:): saves over the file if there are unsaved changes; the
    /// handler hears true when nothing needed saving.
    open func autosave(completionHandler: ((Bool) -> Void)? = nil) {
        guard hasUnsavedChanges else { return UIDocument.complete(completionHandler, true) }
        save(to: fileURL, for: .forOverwriting, completionHandler: completionHandler)
    }

    /// UIDocument.close(completionHandler:): saves unsaved changes, then closes; the handler hears whether
    /// the save (if one was needed) succeeded. The document is `.closed` afterwards either way.
    open func close(completionHandler: ((Bool) -> Void)? = nil) {
        var saved = true
        if hasUnsavedChanges {
            save(to: fileURL, for: .forOverwriting) { _ in }
            saved = !documentState.contains(.savingError)
        }
        documentState.insert(.closed)
        UIDocument.complete(completionHandler, saved)
    }

    /// UIDocument.revert(toContentsOf:completionHandler:): reads `url` again, dropping unsaved changes.
    open func revert(toContentsOf url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        fileURL = url
        open(completionHandler: completionHandler)
    }

    // MARK: Helpers

    /// Calls `handler` on the main queue after the current work, as UIKit calls document completions.
    private static func complete(_ handler: ((Bool) -> Void)?, _ success: Bool) {
        guard let handler else { return }
        nonisolated(unsafe) let deliver = handler
        DispatchQueue.main.async { MainActor.assumeIsolated { deliver(success) } }
    }

    private static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}
