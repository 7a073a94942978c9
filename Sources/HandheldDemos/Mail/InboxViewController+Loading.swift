import Foundation
import Widgets

extension InboxViewController {
    /// Loads the messages as a mail app does: a main-actor `Task` started by the controller awaits a
    /// `Task.detached` that decodes the mailbox off the main thread, and back on the main actor the table
    /// reloads. The first frame shows the empty inbox: the task's first step waits for the main queue's
    /// next drain, and its result for the drain after that (never the frame that started the load, as on a
    /// device). The hand-back (`MainRunLoop.beginHandBack()`) lets headless runs wait for the decoding
    /// thread, so the rows land on the second frame every run.
    func loadMessages() {
        Task { @MainActor [weak self] in
            let handBack = MainRunLoop.beginHandBack()
            defer { handBack.end() }
            let loaded = await Task.detached { Mailbox.decode(Mailbox.stored) }.value
            self?.show(loaded)
        }
    }
}

/// The mailbox as stored: one message a line, sender and subject separated by a tab.
enum Mailbox {
    static let stored = Message.samples.map { $0.sender + "\t" + $0.subject }.joined(separator: "\n")

    /// The messages of `text`, in order; a line without a tab is skipped.
    static func decode(_ text: String) -> [Message] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 1)
            return fields.count == 2 ? Message(sender: String(fields[0]), subject: String(fields[1])) : nil
        }
    }
}
