import Foundation
import Testing
import TestSupport
import UIKit
import Widgets

/// A note document as apps write one: its text is the file's UTF-8 contents.
final class NoteDocument: UIDocument {
    var text = ""

    override func contents(forType typeName: String) throws -> Any {
        Data(text.utf8)
    }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let data = contents as? Data, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
    }
}

/// A screen that opens notes through the document picker, as apps present one.
final class NotesViewController: UIViewController, UIDocumentPickerDelegate {
    var picked: [URL] = []
    var cancelled = false
    var folder: URL?

    func browse(multiple: Bool = false) {
        let picker = UIDocumentPickerViewController(documentTypes: ["public.plain-text"], in: .open)
        picker.delegate = self
        picker.allowsMultipleSelection = multiple
        picker.directoryURL = folder
        present(picker, animated: true)
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        picked = urls
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        cancelled = true
    }
}

/// UIDocument over files, with completion handlers on the main queue, and the document picker listing a
/// folder's files.
@MainActor
struct Swift5DocumentTests {
    /// A fresh folder under the temporary directory.
    func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A tap at the middle of `view`, through the window.
    func tap(_ view: UIView, in window: UIWindow, _ clock: ManualClock) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        clock.advance(by: 1.0 / 60)
        window.sendPointer(.began, at: point, time: clock.now)
        clock.advance(by: 1.0 / 60)
        window.sendPointer(.ended, at: point, time: clock.now)
        window.step(clock, frames: 40)
    }

    /// The picker's list.
    func table(of picker: UIDocumentPickerViewController) throws -> UITableView {
        try #require(picker.view.subviews.compactMap { $0 as? UITableView }.first)
    }

    @Test("a document saved for creating, edited, closed and opened again keeps its text; handlers come later")
    func saveCloseOpen() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Groceries.txt")
        var log: [String] = []
        var states: [UIDocument.State] = []
        let note = NoteDocument(fileURL: url)
        let observer = NotificationCenter.default.addObserver(forName: UIDocument.stateChangedNotification,
                                                              object: note, queue: nil) { notification in
            MainActor.assumeIsolated { states.append((notification.object as! UIDocument).documentState) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(note.documentState == .closed && note.localizedName == "Groceries")
        #expect(note.fileType == "public.plain-text")

        note.text = "eggs"
        note.save(to: url, for: .forCreating) { success in log.append("created \(success)") }
        log.append("after save call")
        await MainRunLoop.drainQueued()
        #expect(log == ["after save call", "created true"], "the handler runs on the main queue, later")
        #expect(try String(contentsOf: url, encoding: .utf8) == "eggs")
        #expect(note.documentState == .normal)

        note.text = "eggs, milk"
        note.updateChangeCount(.done)
        #expect(note.hasUnsavedChanges)
        note.close { success in log.append("closed \(success)") }
        await MainRunLoop.drainQueued()
        #expect(log.last == "closed true" && note.documentState == .closed)
        #expect(try String(contentsOf: url, encoding: .utf8) == "eggs, milk", "closing saved the change")

        let again = NoteDocument(fileURL: url)
        again.open { success in log.append("opened \(success) \(again.text)") }
        await MainRunLoop.drainQueued()
        #expect(log.last == "opened true eggs, milk" && again.documentState == .normal)
        #expect(states == [.normal, .closed])
    }

    @Test("opening a missing file fails and stays closed; a save that cannot write sets savingError")
    func failures() async throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var results: [Bool] = []
        let missing = NoteDocument(fileURL: folder.appendingPathComponent("none.txt"))
        missing.open { results.append($0) }
        let blocked = NoteDocument(fileURL: folder.appendingPathComponent("no-folder/x.txt"))
        blocked.save(to: blocked.fileURL, for: .forCreating) { results.append($0) }
        await MainRunLoop.drainQueued()
        #expect(results == [false, false])
        #expect(missing.documentState == .closed)
        #expect(blocked.documentState.contains(.savingError))
    }

    @Test("the document picker lists the folder's text files, and a tap dismisses it and hands over the file")
    func pickerPicksAFile() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["b-list.txt", "a-notes.txt", "photo.png", ".hidden.txt"] {
            try Data("x".utf8).write(to: folder.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub.txt"), withIntermediateDirectories: true)
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 375, height: 667))
        let screen = NotesViewController()
        screen.folder = folder
        window.rootViewController = screen
        window.step(clock)
        screen.browse()
        window.step(clock, frames: 40)
        let picker = try #require(screen.presentedViewController as? UIDocumentPickerViewController)
        #expect(picker.listedFiles.map(\.lastPathComponent) == ["a-notes.txt", "b-list.txt"])
        let list = try table(of: picker)
        let rows = (0..<2).map { list.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
        #expect(rows == ["a-notes", "b-list"], "names without extensions, as shouldShowFileExtensions is false")
        #expect(list.numberOfRows(inSection: 0) == 2)

        tap(try #require(list.cellForRow(at: IndexPath(row: 1, section: 0))), in: window, clock)
        #expect(screen.picked == [folder.appendingPathComponent("b-list.txt")], "`.open` hands over the file itself")
        #expect(screen.presentedViewController == nil, "the picker dismissed itself")
    }

    @Test("an import picker hands over a copy; Cancel tells the delegate")
    func importAndCancel() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("hello".utf8).write(to: folder.appendingPathComponent("note.md"))
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 375, height: 667))
        let screen = NotesViewController()
        window.rootViewController = screen
        window.step(clock)
        let picker = UIDocumentPickerViewController(forOpeningFilenameExtensions: ["md"], asCopy: true)
        picker.delegate = screen
        picker.directoryURL = folder
        screen.present(picker, animated: false)
        window.step(clock, frames: 2)
        tap(try #require(table(of: picker).cellForRow(at: IndexPath(row: 0, section: 0))), in: window, clock)
        let copy = try #require(screen.picked.first)
        #expect(copy != folder.appendingPathComponent("note.md") && copy.lastPathComponent == "note.md")
        #expect(try String(contentsOf: copy, encoding: .utf8) == "hello")
        #expect(screen.presentedViewController == nil)

        screen.folder = folder
        screen.browse()
        window.step(clock, frames: 40)
        let again = try #require(screen.presentedViewController as? UIDocumentPickerViewController)
        #expect(again.listedFiles.isEmpty, "no .txt file there")
        let cancel = try #require(again.view.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Cancel" })
        tap(cancel, in: window, clock)
        #expect(screen.cancelled && screen.presentedViewController == nil)
    }
}
