import Foundation
import Testing

/// Layers point one way (STYLE.md, "Layers that point one way"): every module's imports and every
/// Widgets folder's type references are checked against `LayeringTable`.
@Suite("Layering")
struct LayeringTests {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sources = packageRoot.appendingPathComponent("Sources")

    /// The folders directly inside `url`.
    static func folders(in url: URL) throws -> Set<String> {
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        return Set(names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        })
    }

    /// Every Swift file of every module, each in the module of its first folder under `Sources/`.
    static func moduleFiles() throws -> [ScannedFile] {
        try ScannedFile.all(under: sources, relativeTo: packageRoot) { path in
            String(path.split(separator: "/")[1])
        }
    }

    @Test("each module in the table has its folder under Sources, and each folder there is in the table")
    func modulesMatchFolders() throws {
        let present = try Self.folders(in: Self.sources)
        let listed = Set(LayeringTable.modules.keys)
        #expect(listed.subtracting(present).sorted() == [], "listed in LayeringTable.modules but missing from Sources/")
        #expect(present.subtracting(listed).sorted() == [], "under Sources/ but not in LayeringTable.modules")
    }

    @Test("every module imports only the package modules its row allows")
    func importsFollowTheTable() throws {
        let files = try Self.moduleFiles()
        for module in LayeringTable.modules.keys where module != "CSDL" {
            #expect(files.contains { $0.layer == module }, "no Swift file read in Sources/\(module)")
        }
        let problems = LayeringCheck.importViolations(files, modules: LayeringTable.modules,
                                                      external: LayeringTable.externalModules)
        #expect(problems == [], "\(problems.joined(separator: "\n"))")
    }

    @Test("each module re-exports only what its row allows: UIKit only Foundation, as Apple's does")
    func reexportsFollowTheTable() throws {
        let files = try Self.moduleFiles()
        let uikit = files.filter { $0.layer == "UIKit" }.flatMap { $0.reexports.map(\.module) }
        #expect(Set(uikit) == ["Foundation", "FoundationNetworking"])
        let problems = LayeringCheck.reexportViolations(files, allowed: LayeringTable.reexports)
        #expect(problems == [], "\(problems.joined(separator: "\n"))")
        // Shown failing once: a UIKit file re-exporting HandheldKit (which put Handheld's `View`, `Label`,
        // `Color`… beside an app's own types), in every spelling of the attribute.
        let made = ScannedFile(path: "S/UIKit/A.swift", layer: "UIKit", source: """
            // @_exported import Widgets in a comment is not a re-export.
            @_exported import Foundation
            @_exported import HandheldKit
            @_exported public import struct Render.Size
            import Widgets
            """)
        #expect(LayeringCheck.reexportViolations([made], allowed: LayeringTable.reexports) == [
            "S/UIKit/A.swift:3: UIKit re-exports HandheldKit, which LayeringTable.reexports does not allow",
            "S/UIKit/A.swift:4: UIKit re-exports Render, which LayeringTable.reexports does not allow",
        ])
    }

    @Test("no module above Render spells an SDL identifier in code")
    func sdlStaysInRender() throws {
        let problems = LayeringCheck.sdlViolations(try Self.moduleFiles(), allowed: LayeringTable.sdlModules)
        #expect(problems == [], "\(problems.joined(separator: "\n"))")
    }

    @Test("each Widgets folder names only types from its own floor or below")
    func widgetFoldersKeepTheirFloors() throws {
        let widgets = Self.sources.appendingPathComponent("Widgets")
        let listed = LayeringTable.widgetFloors.flatMap(\.folders)
        #expect(listed.count == Set(listed).count, "a folder is on two floors")
        let present = try Self.folders(in: widgets)
        #expect(Set(listed).subtracting(present).sorted() == [], "listed in LayeringTable.widgetFloors but missing")
        let files = try ScannedFile.all(under: widgets, relativeTo: Self.packageRoot) { path in
            String(path.split(separator: "/")[2])
        }
        #expect(files.count > 100)
        let problems = LayeringCheck.floorViolations(files, floors: LayeringTable.widgetFloors,
                                                     allowed: LayeringTable.allowedUpwardEdges)
        #expect(problems == [], "\(problems.joined(separator: "\n"))")
    }

    @Test("every public main-actor type is @preconcurrency, as UIKit's are to Swift 5 code")
    func publicMainActorTypesArePreconcurrency() throws {
        let files = try Self.moduleFiles().filter { ["Widgets", "UIKit", "HandheldTesting"].contains($0.layer) }
        let problems = IsolationCheck.violations(files)
        #expect(problems == [], "\(problems.joined(separator: "\n"))")
        let made = ScannedFile(path: "W/A.swift", layer: "Widgets", source: """
            /// A doc comment naming @preconcurrency does not count.
            @MainActor
            open class Spinner: View {}
            @preconcurrency @MainActor
            open class Kept: View {}
            @MainActor final class Internal {}
            """)
        #expect(IsolationCheck.violations([made]) == [
            "W/A.swift:3: Spinner is @MainActor without @preconcurrency; Swift 5 code that uses it outside the "
                + "main actor fails to compile (Apple's UIKit lets it)",
        ])
    }

    @Test("the check reports a back edge, a forbidden import, an SDL name and a stale declared edge")
    func theCheckCanFail() {
        let files = [
            ScannedFile(path: "W/Core/View.swift", layer: "Core", source: """
                // A comment naming Cell is not a reference, nor is "Cell" in a string.
                public class View {
                    func isCell() -> Bool { self is Cell }
                }
                """),
            ScannedFile(path: "W/Table/Cell.swift", layer: "Table", source: "public final class Cell: View {}\n"),
        ]
        let floors = [(name: "core", folders: ["Core"]), (name: "containers", folders: ["Table"])]
        #expect(LayeringCheck.floorViolations(files, floors: floors, allowed: []) == [
            "W/Core/View.swift:3: Core (core) names Cell, declared in Table (containers): a back edge; give the "
                + "lower type a hook the widget overrides, or declare the edge in LayeringTable",
        ])
        #expect(LayeringCheck.floorViolations(files, floors: floors, allowed: [("Core", "Table", "test")]) == [])
        #expect(LayeringCheck.floorViolations([files[1]], floors: floors, allowed: [("Core", "Table", "test")]) == [
            "LayeringTable: the declared edge Core → Table is no longer used; remove it",
        ])

        let layout = ScannedFile(path: "S/Layout/A.swift", layer: "Layout",
                                 source: "import Foundation\n@testable import Widgets\nimport Mystery\nlet s = \"SDL_Init\"\nlet f = SDL_Init\n")
        #expect(LayeringCheck.importViolations([layout], modules: ["Layout": [], "Widgets": ["Layout"]],
                                               external: ["Foundation"]) == [
            "S/Layout/A.swift:2: Layout imports Widgets, which its row in LayeringTable.modules does not allow",
            "S/Layout/A.swift:3: Layout imports Mystery, a module LayeringTable does not know (add it to modules or externalModules)",
        ])
        #expect(LayeringCheck.sdlViolations([layout], allowed: ["Render"]) == [
            "S/Layout/A.swift:5: Layout names SDL_Init; only Render may know SDL",
        ])
    }
}
