#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX path operations the backend needs, without pulling Foundation into `Render`.
enum FileSystem {
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func currentDirectory() -> String? {
        guard let cwd = getcwd(nil, 0) else { return nil }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    static func isReadableFile(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
        return access(path, R_OK) == 0
    }

    static func join(_ a: String, _ b: String) -> String {
        a.hasSuffix("/") ? a + b : a + "/" + b
    }

    /// The folder holding `path` ("/" for top-level entries); a bare name's parent is ".".
    static func parent(of path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        guard let slash = p.lastIndex(of: "/") else { return "." }
        return slash == p.startIndex ? "/" : String(p[..<slash])
    }

    /// `path`, its parent, and so on up to the root.
    static func selfAndAncestors(of path: String) -> [String] {
        var out = [path]
        var current = path
        while true {
            let up = parent(of: current)
            if up == current || up == "." { break }
            out.append(up)
            current = up
        }
        return out
    }
}
