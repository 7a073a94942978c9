import Foundation

/// The folder a run writes into (`--out`), and the rule that every file stays inside it: scripts name files
/// relative to it without `..` (the parser checks), and each folder below it is made and opened one
/// component at a time relative to its parent's descriptor (`mkdirat`, then `openat` with
/// `O_DIRECTORY | O_NOFOLLOW`), so a symbolic link there is refused before anything is created through it,
/// and a folder swapped for a link after the check cannot move where the file lands. Problems are reported
/// in the system's plain words ("permission denied", "read-only file system"), never as a Foundation
/// error domain and code, and quote at most 80 characters of a path (`ShownText.shownPath`).
struct OutputFolder {
    /// As given on the command line, for messages and for joining file names.
    let path: String

    init(_ path: String) {
        self.path = path
    }

    /// Whether a script's file name stays inside the folder: relative, with no `..` component.
    static func isContained(_ name: String) -> Bool {
        !name.hasPrefix("/") && !name.split(separator: "/").contains("..")
    }

    /// The path of a file name from a script.
    func file(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    /// Creates the folder (and its parents) before the first frame runs, so a bad `--out` is reported
    /// before any work is done.
    func prepare() throws(UsageError) {
        let shown = ShownText.shownPath(path)
        do { try Self.makeDirectories(path) } catch { throw UsageError("--out \(shown): \(error.reason)") }
        guard access(path, W_OK | X_OK) == 0 else {
            throw UsageError("--out \(shown): cannot write into it: \(SystemError.current)")
        }
    }

    /// Opens the folder that the script's file `name` goes in, making the missing ones: a descriptor the
    /// caller closes. A folder under `--out` that is a symbolic link is refused, wherever it leads.
    func openDirectory(for name: String) throws(Problem) -> Int32 {
        try Self.makeDirectories(path)
        var directory = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else {
            throw Problem(reason: "cannot open the output folder \(ShownText.shownPath(path)): \(SystemError.current)")
        }
        var reached = path
        for component in name.split(separator: "/").dropLast() where component != "." {
            reached = (reached as NSString).appendingPathComponent(String(component))
            let next: Int32
            do { next = try Self.openSubfolder(String(component), in: directory, shown: reached) } catch {
                Foundation.close(directory)
                throw error
            }
            Foundation.close(directory)
            directory = next
        }
        return directory
    }

    /// `mkdirat` then `openat(O_DIRECTORY | O_NOFOLLOW)`: one component, never through a link.
    private static func openSubfolder(_ component: String, in parent: Int32, shown path: String) throws(Problem) -> Int32 {
        let made = mkdirat(parent, component, 0o755) == 0
        let makeError = SystemError.current
        let folder = openat(parent, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if folder >= 0 { return folder }
        let openError = SystemError.current
        var info = stat()
        if fstatat(parent, component, &info, AT_SYMLINK_NOFOLLOW) == 0 {
            if info.st_mode & S_IFMT == S_IFLNK {
                throw Problem(reason: "folder \(ShownText.shownPath(path)) is a symbolic link; files stay inside the output folder")
            }
            if info.st_mode & S_IFMT != S_IFDIR {
                throw Problem(reason: "cannot create folder \(ShownText.shownPath(path)): a file of that name is in the way")
            }
        }
        let reason = made || makeError.code == EEXIST ? openError : makeError
        throw Problem(reason: "cannot create folder \(ShownText.shownPath(path)): \(reason)")
    }

    /// What went wrong, as "cannot create folder X: reason".
    struct Problem: Error {
        let reason: String
    }

    /// `mkdir -p`, reporting the first component that could not be made and why. A path the system could
    /// never name (PATH_MAX) is refused before anything is made, and on any failure the folders this call
    /// made are removed again, deepest first: a refused `--out` leaves nothing behind.
    static func makeDirectories(_ directory: String) throws(Problem) {
        guard !directory.isEmpty else { return }
        let bytes = directory.utf8.count
        guard bytes < Int(PATH_MAX) else {
            throw Problem(reason: "a path of \(bytes) bytes (at most \(Int(PATH_MAX) - 1))")
        }
        var made: [String] = []
        func undo() { for folder in made.reversed() { rmdir(folder) } }
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += prefix.isEmpty || prefix.hasSuffix("/") ? String(component) : "/" + component
            if mkdir(prefix, 0o755) == 0 {
                made.append(prefix)
                continue
            }
            let error = SystemError.current
            var info = stat()
            if error.code == EEXIST {
                if stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
                undo()
                throw Problem(reason: "cannot create folder \(ShownText.shownPath(prefix)): a file of that name is in the way")
            }
            // mkdir reports EACCES or EROFS for a folder that already exists in a place it may not write to.
            if stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
            undo()
            throw Problem(reason: "cannot create folder \(ShownText.shownPath(prefix)): \(error)")
        }
    }
}
