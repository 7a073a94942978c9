import Foundation
import HandheldSimulator
import Render
import Widgets

/// One row of the top-tracks fixture (assets/fixtures/top-tracks.json).
struct Track: Equatable {
    let rank: Int
    let title: String
    let artist: String
    let album: String
    /// Seconds.
    let duration: Double
    let artwork: Color
}

/// The tracks and what the user did with them. The expanded state lives here, by track, not in the cells
/// (seed 5): cells are reused while scrolling, so a cell only shows what the model says.
@MainActor
final class TrackStore {
    let tracks: [Track]
    private(set) var expanded: Set<Int> = []
    private(set) var playing: Set<Int> = []
    private(set) var elapsed: [Int: Double] = [:]

    init(tracks: [Track]) {
        self.tracks = tracks
    }

    func isExpanded(_ rank: Int) -> Bool { expanded.contains(rank) }
    func isPlaying(_ rank: Int) -> Bool { playing.contains(rank) }
    func elapsedTime(_ rank: Int) -> Double { elapsed[rank] ?? 0 }

    func toggleExpanded(_ rank: Int) {
        if expanded.remove(rank) == nil { expanded.insert(rank) }
    }

    func togglePlaying(_ rank: Int) {
        if playing.remove(rank) == nil { playing.insert(rank) }
    }

    /// Advances every playing track by `seconds`; a track that reaches its end stops at the start.
    func advance(by seconds: Double) {
        for rank in playing {
            guard let track = tracks.first(where: { $0.rank == rank }) else { continue }
            let t = elapsedTime(rank) + seconds
            if t >= track.duration {
                elapsed[rank] = 0
                playing.remove(rank)
            } else {
                elapsed[rank] = t
            }
        }
    }

    /// Reads the fixture; a missing or malformed file is one line naming the path and what was wrong. The
    /// size is capped before anything is read (`maximumFixtureSize`), and a directory, a FIFO or an
    /// unreadable file is named as such, not as "not found".
    static func load(from path: String) throws -> TrackStore {
        func bad(_ what: String) -> FixtureError { FixtureError("bad fixture \(path): \(what)") }
        let data: Data
        switch ScriptFile.read(path, maximumSize: maximumFixtureSize) {
        case .success(let bytes): data = Data(bytes)
        case .failure(let refusal) where refusal.isMissing: throw FixtureError("missing asset: fixture not found: \(path)")
        case .failure(let refusal): throw bad("expected a readable JSON file, got \(refusal.found)")
        }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { throw bad("not a JSON object") }
        guard let list = root["tracks"] as? [[String: Any]] else { throw bad("expected a \"tracks\" array") }
        var tracks: [Track] = []
        for (i, item) in list.enumerated() {
            guard let rank = item["rank"] as? Int, let title = item["title"] as? String, let artist = item["artist"] as? String,
                  let album = item["album"] as? String, let duration = item["duration"] as? Double, let artwork = item["artwork"]
            else { throw bad("track \(i + 1) needs rank, title, artist, album, duration and artwork \"#RRGGBB\"") }
            // A present but malformed colour names its field and value, as the duration's check does.
            guard let hex = artwork as? String, hex.hasPrefix("#"), hex.count == 7,
                  hex.dropFirst().allSatisfy(\.isHexDigit), let rgb = UInt32(hex.dropFirst(), radix: 16) else {
                let shown = (artwork as? String).map { "\"\($0.prefix(80))\"" } ?? String(String(describing: artwork).prefix(80))
                throw bad("track \(i + 1) artwork expects a colour \"#RRGGBB\", got \(shown)")
            }
            guard duration.isFinite, (1...maximumDuration).contains(duration) else {
                let line = lineNumber(ofKey: "duration", occurrence: i, in: data).map { ":\($0)" } ?? ""
                throw FixtureError("bad fixture \(path)\(line): track \(i + 1) duration expects seconds from 1 to "
                               + "\(Int(maximumDuration)) (a day), got \(duration)")
            }
            tracks.append(Track(rank: rank, title: title, artist: artist, album: album, duration: duration, artwork: Color(hex: rgb)))
        }
        guard !tracks.isEmpty else { throw bad("no tracks") }
        return TrackStore(tracks: tracks)
    }

    /// The largest fixture read: 1 MB, about 250 times the shipped one (3.8 KB, 40 tracks). JSON parsing
    /// takes some 25 times the file's size in objects, so a 63 MB fixture took 1.57 GB before this cap.
    static let maximumFixtureSize = 1 << 20

    /// The longest track the fixture may hold. Durations become whole minutes and seconds on the playback
    /// labels; a day is far beyond any track and keeps that conversion exact.
    static let maximumDuration = 86_400.0

    /// The 1-based line of the `occurrence`-th (0-based) `"key"` in the JSON text, so an error can point
    /// at the value; nil when the key is not found that many times.
    static func lineNumber(ofKey key: String, occurrence: Int, in data: Data) -> Int? {
        let needle = Array("\"\(key)\"".utf8)
        let bytes = [UInt8](data)
        var line = 1, found = 0, index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle {
                if found == occurrence { return line }
                found += 1
            }
            index += 1
        }
        return nil
    }

    static var fixturePath: String {
        get throws { try AssetLocator.assetsDirectory() + "/fixtures/top-tracks.json" }
    }
}

