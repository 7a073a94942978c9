import Foundation
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// `docs/reference/devices.md`'s "Screen shape and sensor housing" table is the catalog's shapes written out
/// with their sources; this reads it and checks every cell against the code, so a change to one without the
/// other fails.
@Suite("Device reference doc")
struct DeviceReferenceDocTests {
    /// The rows of the shape table: device name → [corners, housing, home indicator].
    static func shapeTable() throws -> [String: [String]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/reference/devices.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Screen shape and sensor housing").dropFirst().first)
        var rows: [String: [String]] = [:]
        for line in section.components(separatedBy: "\n") {
            guard line.hasPrefix("| `") else {
                if !rows.isEmpty && !line.hasPrefix("|") { break }
                continue
            }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = Array(cells[1...3])
        }
        return rows
    }

    @Test("the doc's shape table has one row per device, each equal to the catalog's shape")
    func shapeTableMatchesCatalog() throws {
        let rows = try Self.shapeTable()
        #expect(Set(rows.keys) == Set(DeviceCatalog.names))
        for device in DeviceCatalog.all {
            let row = try #require(rows[device.name], "\(device.name) has no row")
            let shape = device.shape
            #expect(row[0] == shape.cornerRadius.compact, "\(device.name) corners")
            #expect(row[1] == (shape.housing == .none ? "none" : shape.housing.description), "\(device.name) housing")
            #expect(row[2] == (shape.homeIndicator.map { $0.size.description } ?? "none"), "\(device.name) indicator")
        }
    }
}
