import HandheldKit
import Testing
@testable import HandheldTesting

/// A screen with one of each accessibility problem, at fixed frames on white.
final class AuditScreen: ViewController {
    override func viewDidLoad() {
        view.backgroundColor = Color(r: 255, g: 255, b: 255)
        let save = Button(title: "Save")
        save.frame = Rect(x: 20, y: 100, width: 100, height: 44)
        let close = Button(title: "x")
        close.accessibilityLabel = "Close"
        close.frame = Rect(x: 20, y: 160, width: 30, height: 30)
        let mystery = Button(title: "")
        mystery.identifier = "mystery"
        mystery.frame = Rect(x: 20, y: 200, width: 44, height: 44)
        let faint = Label(text: "Faint", color: Color(r: 200, g: 200, b: 200))
        faint.frame = Rect(x: 20, y: 260, width: 200, height: 21)
        let dark = Label(text: "Readable")
        dark.frame = Rect(x: 20, y: 290, width: 200, height: 21)
        let long = Label(text: "A sentence far too long for its box")
        long.identifier = "long"
        long.frame = Rect(x: 20, y: 320, width: 80, height: 21)
        for v in [save, close, mystery, faint, dark, long] as [View] { view.addSubview(v) }
    }
}

@MainActor
@Suite("performAccessibilityAudit")
struct AuditTests {
    @Test("an interactive element without a label and one under 44 × 44 are found, each once")
    func labelsAndHitRegions() throws {
        let app = try TestApp(rootViewController: AuditScreen())
        let log = FailureLog(app)
        let issues = app.performAccessibilityAudit(for: [.sufficientElementDescription, .hitRegion])
        #expect(issues.map(\.description) == [
            "button \"Close\": hit region 30 × 30 pt, under 44 × 44",
            "button #mystery: no accessibility label",
        ])
        #expect(log.messages == ["Accessibility audit found 2 issue(s):\n" + issues.map(\.description).joined(separator: "\n")])
    }

    @Test("grey text on white fails WCAG's 4.5:1 with its measured ratio; black text passes")
    func contrast() throws {
        let app = try TestApp(rootViewController: AuditScreen())
        _ = FailureLog(app)
        let issues = app.performAccessibilityAudit(for: .contrast)
        #expect(issues.contains { $0.description == "staticText \"Faint\": text contrast 1.67:1, needs 4.5:1" })
        #expect(!issues.contains { $0.element.contains("Readable") })
        #expect(abs(TestApp.contrastRatio(Color(r: 0, g: 0, b: 0), Color(r: 255, g: 255, b: 255)) - 21) < 1e-9)
    }

    @Test("text that does not fit at the largest accessibility size is clipped, and the size is restored")
    func clipped() throws {
        let app = try TestApp(rootViewController: AuditScreen())
        _ = FailureLog(app)
        let issues = app.performAccessibilityAudit(for: .textClipped)
        #expect(issues.contains { $0.element == "staticText \"A sentence far too long for its box\" #long" })
        #expect(!issues.contains { $0.element.contains("Readable") })
        #expect(app.contentSize == .large)
    }

    @Test("issues the handler ignores do not fail the test")
    func ignored() throws {
        let app = try TestApp(rootViewController: AuditScreen())
        let log = FailureLog(app)
        let issues = app.performAccessibilityAudit { _ in true }
        #expect(!issues.isEmpty)
        #expect(log.messages.isEmpty)
    }
}
