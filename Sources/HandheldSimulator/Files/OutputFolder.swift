import Foundation

/// The folder a run writes into (`--out`), and the rule that every file stays inside it: scripts name files
/// relative to it without `..` (the parser checks), and a folder reached through a symbolic link that
/// leads elsewhere is refused when the file is written. Problems are reported in the system's plain words
/// ("permission denied", "read-only file system"), never as a Foundation error domain and code.
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
        do { try Self.makeDirectories(path) } catch { throw UsageError("--out \(ShownText.shown(path)): \(error.reason)") }
        guard access(path, W_OK | X_OK) == 0 else {
            throw UsageError("--out \(ShownText.shown(path)): cannot write into it: \(SystemError.current)")
        }
    }

    /// Creates the folder of `file`, which must end up inside this folder once symbolic links are followed.
    func prepareDirectory(for file: String) throws(Problem) {
        let directory = (file as NSString).deletingLastPathComponent
        try Self.makeDirectories(directory)
        guard let root = Self.realPath(path), let resolved = Self.realPath(directory),
              resolved == root || resolved.hasPrefix(root == "/" ? root : root + "/") else {
            throw Problem(reason: "folder \(directory) leads outside the output folder \(path) (a symbolic link)")
        }
    }

    /// What went wrong, as "cannot create folder X: reason".
    struct Problem: Error {
        let reason: String
    }

    /// `mkdir -p`, reporting the first component that could not be made and why.
    static func makeDirectories(_ directory: String) throws(Problem) {
        guard !directory.isEmpty else { return }
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += prefix.isEmpty || prefix.hasSuffix("/") ? String(component) : "/" + component
            if mkdir(prefix, 0o755) == 0 { continue }
            let error = SystemError.current
            var info = stat()
            if error.code == EEXIST {
                if stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
                throw Problem(reason: "cannot create folder \(prefix): a file of that name is in the way")
            }
            // mkdir reports EACCES or EROFS for a folder that already exists in a place it may not write to.
            if stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
            throw Problem(reason: "cannot create folder \(prefix): \(error)")
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
