/// The layering rules as pure functions of scanned files and a table, so `LayeringTests` can run them on
/// the real tree and, to show they can fail, on a made-up one. Each returns one line per violation,
/// `path:line: what`, empty when the files keep the table.
enum LayeringCheck {
    /// Imports of a package module the importing module's row does not list, and of a module that is
    /// neither in the table nor external.
    static func importViolations(_ files: [ScannedFile], modules: [String: Set<String>],
                                 external: Set<String>) -> [String] {
        files.flatMap { file in
            file.imports.compactMap { imported -> String? in
                if imported.module == file.layer { return nil }
                if modules[imported.module] != nil {
                    guard modules[file.layer]?.contains(imported.module) != true else { return nil }
                    return "\(file.path):\(imported.line): \(file.layer) imports \(imported.module), "
                        + "which its row in LayeringTable.modules does not allow"
                }
                guard !external.contains(imported.module) else { return nil }
                return "\(file.path):\(imported.line): \(file.layer) imports \(imported.module), a module "
                    + "LayeringTable does not know (add it to modules or externalModules)"
            }
        }
    }

    /// Re-exports (`@_exported import X`) that the re-exporting module's row in `allowed` does not list.
    static func reexportViolations(_ files: [ScannedFile], allowed: [String: Set<String>]) -> [String] {
        files.flatMap { file in
            file.reexports.compactMap { reexported -> String? in
                guard allowed[file.layer]?.contains(reexported.module) != true else { return nil }
                return "\(file.path):\(reexported.line): \(file.layer) re-exports \(reexported.module), "
                    + "which LayeringTable.reexports does not allow"
            }
        }
    }

    /// SDL identifiers in code outside the modules allowed to know SDL.
    static func sdlViolations(_ files: [ScannedFile], allowed: Set<String>) -> [String] {
        files.filter { !allowed.contains($0.layer) }.flatMap { file in
            file.sdlIdentifiers.map { "\(file.path):\($0.line): \(file.layer) names \($0.name); only Render may know SDL" }
        }
    }

    /// References from one Widgets folder to a type declared in a folder on a higher floor, unless the edge
    /// is declared; declared edges no file uses; a type declared in two folders; files in unlisted folders.
    static func floorViolations(_ files: [ScannedFile], floors: [(name: String, folders: [String])],
                                allowed: [(from: String, to: String, reason: String)]) -> [String] {
        var floorOf: [String: Int] = [:]
        for (n, floor) in floors.enumerated() { for folder in floor.folders { floorOf[folder] = n } }
        var problems: [String] = []
        var owner: [String: String] = [:]
        for file in files {
            guard floorOf[file.layer] != nil else {
                problems.append("\(file.path):1: folder \(file.layer) is on no floor of LayeringTable.widgetFloors")
                continue
            }
            for name in file.declaredTypes {
                if let other = owner[name], other != file.layer {
                    problems.append("\(file.path):1: \(name) is declared in both \(other) and \(file.layer)")
                }
                owner[name] = owner[name] ?? file.layer
            }
        }
        var used: Set<String> = []
        for file in files {
            guard let from = floorOf[file.layer] else { continue }
            for reference in file.typeReferences {
                guard let folder = owner[reference.name], folder != file.layer, let to = floorOf[folder], to > from
                else { continue }
                if allowed.contains(where: { $0.from == file.layer && $0.to == folder }) {
                    used.insert(file.layer + "→" + folder)
                    continue
                }
                problems.append("\(file.path):\(reference.line): \(file.layer) (\(floors[from].name)) names "
                    + "\(reference.name), declared in \(folder) (\(floors[to].name)): a back edge; give the lower "
                    + "type a hook the widget overrides, or declare the edge in LayeringTable")
            }
        }
        for edge in allowed where !used.contains(edge.from + "→" + edge.to) {
            problems.append("LayeringTable: the declared edge \(edge.from) → \(edge.to) is no longer used; remove it")
        }
        return problems
    }
}
