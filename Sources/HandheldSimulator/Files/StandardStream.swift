import Foundation

/// Standard output and standard error, written with write(2) and checked. Foundation's
/// `FileHandle.write(_:)` traps when the write fails (a closed descriptor, `/dev/full`, a pipe whose
/// reader is gone with SIGPIPE ignored), which turned `handheld run … > /dev/full` into a crash report;
/// `print` keeps the error inside stdio's buffer, so `handheld devices > /dev/full` exited 0. Here a line
/// that could not be written is an error of its own: the caller stops and exits 1 (README, exit status),
/// the way coreutils' `close_stdout` treats a lost listing.
enum StandardStream: Sendable {
    case output, error

    var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    var name: String { self == .output ? "standard output" : "standard error" }

    /// A write that did not go through, in plain words.
    struct Failure: Error, Sendable, CustomStringConvertible {
        let stream: StandardStream
        let reason: SystemError
        var description: String { "cannot write to \(stream.name): \(reason)" }
    }

    /// Writes all of `text`, retrying short writes and EINTR. Anything `print` left in stdio's buffer goes
    /// first, so lines keep their order.
    func write(_ text: String) throws(Failure) {
        if self == .output, fflush(nil) != 0 { throw Failure(stream: self, reason: .current) }
        let failure: SystemError? = Array(text.utf8).withUnsafeBytes { all -> SystemError? in
            var offset = 0
            while offset < all.count {
                let count = Foundation.write(descriptor, all.baseAddress! + offset, all.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return .current
                }
                // write(2) returns 0 only for a zero-length request; a device that takes nothing is full.
                guard count > 0 else { return SystemError(code: ENOSPC) }
                offset += count
            }
            return nil
        }
        if let failure { throw Failure(stream: self, reason: failure) }
    }

    /// `text` and a newline.
    func writeLine(_ text: String) throws(Failure) {
        try write(text + "\n")
    }

    /// For standard error's last words (the one error line): when even that cannot be written there is
    /// nowhere left to say so, and the exit status still tells what happened.
    func writeLineIgnoringFailure(_ text: String) {
        try? writeLine(text)
    }

    /// Fills a closed standard descriptor (`>&-`) with /dev/null opened the wrong way round, as coreutils'
    /// `stdopen` does: otherwise the next file opened (a font, the output folder, a temporary PNG) would
    /// get descriptor 1 or 2 and the listing would be written into it. Writes to it then fail with "bad
    /// file descriptor", which is reported like any lost output.
    static func occupyClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            // open returns the lowest free descriptor: this one, as the lower ones are open by now.
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
            if opened >= 0, opened != descriptor { close(opened) }
        }
    }

    /// Flushes what `print` buffered (ArgumentParser's help, `bench`'s figures) and says whether it reached
    /// standard output. `fflush(NULL)` flushes every stdio stream, which here means standard output
    /// (standard error is unbuffered): Swift 6 refuses to read the C global `stdout` itself.
    static func flushOutput() throws(Failure) {
        guard fflush(nil) == 0 else { throw Failure(stream: .output, reason: .current) }
    }
}
