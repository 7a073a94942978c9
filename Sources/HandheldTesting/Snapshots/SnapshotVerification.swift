import Foundation
import Render

/// The body of every snapshot assertion: put the app on the strategy's screen, take the snapshot, then
/// record it or compare it with its reference. Returns the failure message, nil when it matched.
@MainActor
struct SnapshotVerification {
    let app: TestApp
    let strategy: Snapshotting
    let files: SnapshotFiles
    let record: SnapshotRecordMode?

    func run() -> String? {
        if let configuration = strategy.configuration, let problem = apply(configuration) { return problem }
        let mode: SnapshotRecordMode
        switch SnapshotRecordMode.resolved(record) {
        case let .success(resolved): mode = resolved
        case let .failure(error): return error.message
        }
        let exists = FileManager.default.fileExists(atPath: files.reference)
        // The fast path of a passing image snapshot: decode the reference and compare pixels, so PNG
        // compression (most of a snapshot's cost at 3×) is paid only to record or to report a difference.
        if case let .image(precision, perceptualPrecision) = strategy.format, exists, mode != .all {
            return compareImages(precision: precision, perceptualPrecision: perceptualPrecision)
        }
        let actual: [UInt8]
        switch strategy.format {
        case .image:
            do { actual = try app.pngData() } catch { return "Cannot render the snapshot: \(error)" }
        case .tree:
            actual = Array(app.treeDescription.utf8)
        }
        if mode == .all || (!exists && mode == .missing) {
            do { try SnapshotFiles.write(actual, to: files.reference) } catch {
                return "Cannot record the snapshot at \(files.reference): \(error)"
            }
            return "Recorded a new snapshot (record mode \(mode.rawValue)): \(files.reference)\n"
                + "Look at it, then run the test again to compare against it."
        }
        guard exists else {
            let written = writeArtifact(actual, "actual")
            return "No reference snapshot at \(files.reference) (record mode never"
                + (record == nil ? ", from CI or HANDHELD_RECORD" : "") + ").\n"
                + "actual: \(written)\nRecord it with HANDHELD_RECORD=missing swift test, look at it and commit it."
        }
        let reference: [UInt8]
        do { reference = Array(try Data(contentsOf: URL(fileURLWithPath: files.reference))) } catch {
            return "Cannot read the reference snapshot \(files.reference): \(error)"
        }
        return reference == actual ? nil : compareTrees(actual, reference)
    }

    /// Applies a `.image(on:)` configuration, then settles, so the snapshot shows the finished screen.
    private func apply(_ configuration: SnapshotConfiguration) -> String? {
        if configuration.device != app.device || configuration.orientation != app.orientation {
            if let problem = app.session.change(device: configuration.device.name,
                                                orientation: configuration.orientation.simulatorName) {
                return "Cannot take the snapshot on \(configuration.name): \(problem)"
            }
        }
        if configuration.appearance != app.appearance { app.setAppearance(configuration.appearance) }
        if configuration.contentSize != app.contentSize { app.setContentSize(configuration.contentSize) }
        let pending = settledOrPending()
        return pending.isEmpty ? nil : "The app did not settle on \(configuration.name): " + pending.joined(separator: ", ")
    }

    private func settledOrPending() -> [String] {
        let end = app.time + 10
        while !app.session.pending.isEmpty && app.time < end { app.session.frame() }
        return app.session.pending
    }

    private func writeArtifact(_ bytes: [UInt8], _ kind: String) -> String {
        let path = files.artifact(kind)
        do { try SnapshotFiles.write(bytes, to: path) } catch { return "(cannot write \(path): \(error))" }
        return path
    }

    private func compareImages(precision: Double, perceptualPrecision: Double) -> String? {
        let reference: PixelBuffer, actual: PixelBuffer
        do { reference = try app.session.references.image(contentsOf: files.reference) } catch {
            return "Cannot decode the reference snapshot \(files.reference): \(error)"
        }
        // Compared in place first: a passing snapshot copies no pixels.
        if (try? app.session.matches(reference)) == true { return nil }
        do { actual = try app.pixelBuffer() } catch { return "Cannot render the snapshot: \(error)" }
        if reference == actual { return nil }
        let comparison = ImageComparison(reference: reference, actual: actual, precision: precision,
                                         perceptualPrecision: perceptualPrecision)
        let outcome = comparison.compare()
        if outcome.matches { return nil }
        let actualPath = (try? actual.pngData()).map { writeArtifact($0, "actual") } ?? "(not written)"
        let referenceCopy = writeArtifact((try? Array(Data(contentsOf: URL(fileURLWithPath: files.reference)))) ?? [],
                                          "reference")
        var message: String
        if let difference = outcome.difference {
            let differencePath = (try? difference.pngData()).map { writeArtifact($0, "difference") } ?? "(not written)"
            let percent = String(format: "%.3f", Double(outcome.differing) / Double(max(1, outcome.total)) * 100)
            message = "Snapshot does not match \(files.reference): \(outcome.differing) of \(outcome.total) pixels "
                + "differ (\(percent) %; precision \(precision), perceptual precision \(perceptualPrecision))\n"
                + "difference: \(differencePath)\n"
        } else {
            message = "Snapshot does not match \(files.reference): the reference is "
                + "\(comparison.reference.width)×\(comparison.reference.height) pixels, the actual "
                + "\(comparison.actual.width)×\(comparison.actual.height)\n"
        }
        message += "reference: \(referenceCopy)\nactual: \(actualPath)"
        return message
    }

    private func compareTrees(_ actualBytes: [UInt8], _ referenceBytes: [UInt8]) -> String? {
        let actual = String(decoding: actualBytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let reference = String(decoding: referenceBytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for i in 0..<max(actual.count, reference.count) {
            let r = i < reference.count ? String(reference[i]) : nil
            let a = i < actual.count ? String(actual[i]) : nil
            guard r != a else { continue }
            if let r { lines.append("\(i + 1) − \(r)") }
            if let a { lines.append("\(i + 1) + \(a)") }
            if lines.count >= 12 { lines.append("…"); break }
        }
        let referenceCopy = writeArtifact(referenceBytes, "reference")
        let actualPath = writeArtifact(actualBytes, "actual")
        return "Tree snapshot does not match \(files.reference):\n" + lines.joined(separator: "\n")
            + "\nreference: \(referenceCopy)\nactual: \(actualPath)"
    }
}
