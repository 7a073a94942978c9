import Foundation
import Render

/// Finds a named image in a folder of resources as `UIImage(named:)` does in a bundle: a loose file
/// (`name.png`, `name@2x.png`, `name@3x.png`, `.jpg`), or an image set `name.imageset` inside any
/// `*.xcassets` catalog, read from its `Contents.json` (the `images` array: `filename`, `scale` "1x"/"2x"/"3x",
/// and `appearances` for the dark variant, as Xcode writes it). The file for the screen's scale wins,
/// then the nearest larger one, then any, as UIKit picks.
public enum AssetCatalog {
    /// The path of the best file for `name` in `folder`, and its scale; nil when there is none.
    public static func locate(_ name: String, in folder: String, scale: Int, dark: Bool = false) -> (path: String, scale: Double)? {
        let fm = FileManager.default
        var loose: [(String, Int)] = []
        for ext in ["png", "jpg", "jpeg"] {
            let bare = name.hasSuffix(".\(ext)") ? String(name.dropLast(ext.count + 1)) : name
            for s in 1...3 {
                let file = (folder as NSString).appendingPathComponent(s == 1 ? "\(bare).\(ext)" : "\(bare)@\(s)x.\(ext)")
                if fm.isReadableFile(atPath: file) { loose.append((file, s)) }
            }
        }
        if let best = pick(loose, scale: scale) { return (best.0, Double(best.1)) }
        guard let items = try? fm.contentsOfDirectory(atPath: folder) else { return nil }
        for catalog in items.sorted() where catalog.hasSuffix(".xcassets") {
            let set = ((folder as NSString).appendingPathComponent(catalog) as NSString)
                .appendingPathComponent("\(name).imageset")
            if let found = imageSet(set, scale: scale, dark: dark) { return found }
        }
        return nil
    }

    /// The best image of one image set.
    static func imageSet(_ folder: String, scale: Int, dark: Bool) -> (path: String, scale: Double)? {
        let contents = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else { return nil }
        var candidates: [(String, Int, Bool)] = []
        for entry in images {
            guard let file = entry["filename"] as? String else { continue }
            let s = Int((entry["scale"] as? String ?? "1x").dropLast()) ?? 1
            let isDark = (entry["appearances"] as? [[String: Any]])?.contains { $0["value"] as? String == "dark" } ?? false
            candidates.append(((folder as NSString).appendingPathComponent(file), s, isDark))
        }
        let matching = candidates.filter { $0.2 == dark }
        let pool = (matching.isEmpty ? candidates.filter { !$0.2 } : matching).map { ($0.0, $0.1) }
        return pick(pool, scale: scale).map { ($0.0, Double($0.1)) }
    }

    private static func pick(_ files: [(String, Int)], scale: Int) -> (String, Int)? {
        files.first { $0.1 == scale }
            ?? files.filter { $0.1 > scale }.min { $0.1 < $1.1 }
            ?? files.max { $0.1 < $1.1 }
    }
}

extension Picture {
    /// UIImage(named:): the image `name` from the first of `folders` that has it, at `scale` (the screen's);
    /// nil when none has it, as UIKit returns nil for an unknown name.
    public convenience init?(named name: String, inFolders folders: [String], scale: Int = 2) {
        for folder in folders {
            if let found = AssetCatalog.locate(name, in: folder, scale: scale),
               let bitmap = try? Image(contentsOfFile: found.path, scale: found.scale) {
                self.init(bitmap: bitmap)
                return
            }
        }
        return nil
    }
}
