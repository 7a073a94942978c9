import Foundation
import Render
import Testing
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator
import TestSupport

/// One seed script from `scripts/seeds/`, run in-process exactly as `handheld run SCRIPT` runs it (an
/// iPhone 8 showing the catalog until the script's own `device` and `scene` lines), at scale 1. Its trees
/// are read back as `SeedTree`s and its shots compared with the goldens in `Tests/Goldens/seeds/`.
@MainActor
struct SeedRun {
    let name: String
    let harness: HeadlessHarness

    /// Runs `scripts/seeds/NAME.txt`, or only its lines up to and including `lastLine`.
    init(_ name: String, through lastLine: String? = nil) throws {
        self.name = name
        let path = Self.scriptsDirectory + "/" + name + ".txt"
        var source = try String(contentsOfFile: path, encoding: .utf8)
        if let lastLine {
            let lines = source.components(separatedBy: "\n")
            let end = try #require(lines.firstIndex(of: lastLine), "no line '\(lastLine)' in \(name).txt")
            source = lines[...end].joined(separator: "\n")
        }
        harness = try HeadlessHarness(device: "iphone-8", orientation: .portrait, scene: SceneCatalog.defaultName, scale: 1)
        try harness.run(source, file: "scripts/seeds/\(name).txt")
    }

    static var scriptsDirectory: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/seeds").path
    }

    /// The tree the script wrote as `file`.
    func tree(_ file: String) throws -> SeedTree { try harness.tree(file) }

    /// Compares the shot the script wrote as `shot` with `Tests/Goldens/seeds/GOLDEN.png`. A missing golden
    /// is written and reported, so it gets looked at; `make goldens` (HANDHELD_UPDATE_GOLDENS=1) rewrites
    /// them all and reports each as written, so an update run never passes.
    func expectGolden(_ shot: String, _ golden: String, tolerance: Int = 2, allowed: Int = 0,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expectGoldenFile(harness.out + "/" + shot, golden, in: "seeds", tolerance: tolerance, allowed: allowed,
                             sourceLocation: sourceLocation)
    }
}

extension HeadlessHarness {
    /// The tree a script run by this harness wrote as `file`.
    func tree(_ file: String) throws -> SeedTree { SeedTree(document: try json(file)) }

    /// The frame of the node `id` in the tree written as `file`; the node must exist.
    func frame(_ file: String, _ id: String) throws -> Rect { SeedTree.frame(try #require(try tree(file).node(id))) }
}

/// A tree JSON document with the lookups the seed tests need.
struct SeedTree {
    let document: [String: Any]

    var root: [String: Any] { document["root"] as! [String: Any] }
    var time: Double { document["time"] as! Double }
    var orientation: String { document["orientation"] as! String }

    /// Every node, depth first, in tree order.
    var nodes: [[String: Any]] {
        var result: [[String: Any]] = []
        func walk(_ node: [String: Any]) {
            result.append(node)
            for child in node["children"] as? [[String: Any]] ?? [] { walk(child) }
        }
        walk(root)
        return result
    }

    func node(_ id: String) -> [String: Any]? { Self.node(id, in: root) }
    func nodes(type: String) -> [[String: Any]] { nodes.filter { $0["type"] as? String == type } }

    /// The split view's "collapsed" (nil without a split).
    var collapsed: Bool? { nodes.lazy.compactMap { $0["collapsed"] as? Bool }.first }
    /// The "stack" of every navigation controller on screen, in tree order (the primary first).
    var stacks: [[String]] { nodes.compactMap { $0["stack"] as? [Any] }.map { $0.map { $0 as? String ?? "" } } }
    /// The percent of the navigation transition running, if any.
    var navigationPercent: Double? {
        nodes.lazy.compactMap { ($0["transition"] as? [String: Any])?["percent"] as? Double }.first
    }
    /// The screen transition (rotation, device change) running, if any.
    var screenTransition: [String: Any]? { document["transition"] as? [String: Any] }

    /// The cell whose "text" is `text`.
    func cell(text: String) -> [String: Any]? {
        nodes.first { $0["accessory"] != nil && $0["text"] as? String == text }
    }

    /// The text of every label under `node`, in tree order.
    static func texts(in node: [String: Any]) -> [String] {
        var result: [String] = []
        func walk(_ n: [String: Any]) {
            if n["type"] as? String == "Label", let t = n["text"] as? String, !t.isEmpty { result.append(t) }
            for child in n["children"] as? [[String: Any]] ?? [] { walk(child) }
        }
        walk(node)
        return result
    }

    /// Depth-first search of `tree` for the first node with `id`.
    static func node(_ id: String, in tree: [String: Any]) -> [String: Any]? {
        if tree["id"] as? String == id { return tree }
        for child in tree["children"] as? [[String: Any]] ?? [] {
            if let found = node(id, in: child) { return found }
        }
        return nil
    }

    static func frame(_ node: [String: Any]) -> Rect {
        let f = node["frame"] as! [Double]
        return Rect(x: f[0], y: f[1], width: f[2], height: f[3])
    }
}
