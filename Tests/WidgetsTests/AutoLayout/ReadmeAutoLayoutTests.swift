import Foundation
import Render
import Testing
import TestSupport
import Widgets

// The README's "Auto Layout" example, verbatim between the markers; a test below checks the README shows it.

// README Auto Layout example begins
/// A settings row: a title on the leading margin, a switch on the trailing one, the height from the switch.
@MainActor func makeWiFiRow() -> View {
    let row = View(), title = Label(text: "Wi-Fi"), toggle = Switch(isOn: true)
    for view in [title, toggle] { view.translatesAutoresizingMaskIntoConstraints = false; row.addSubview(view) }
    LayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
        title.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
        toggle.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
        toggle.topAnchor.constraint(equalTo: row.topAnchor, constant: 6),
        row.bottomAnchor.constraint(equalTo: toggle.bottomAnchor, constant: 6),
    ])
    return row
}
// README Auto Layout example ends

@MainActor
@Suite("README: the Auto Layout example")
struct AutoLayoutReadmeTests {
    @Test("the example row measures 43 points and places the switch on the trailing margin")
    func example() {
        let row = makeWiFiRow()
        let size = row.systemLayoutSizeFitting(Size(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                               verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 375, height: 43))
        let (window, clock) = TestSupport.makeWindow()
        row.frame = Rect(origin: .zero, size: size)
        window.rootView.addSubview(row)
        window.step(clock)
        let title = row.subviews[0], toggle = row.subviews[1]
        #expect(toggle.frame == Rect(x: 316, y: 6, width: 51, height: 31))
        #expect(title.frame.minX == 8 && title.frame.midY == 21.5)
        #expect(window.layoutWarnings.isEmpty)
    }

    @Test("the README shows exactly the Auto Layout example this file compiles")
    func readmeShowsTheExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let example = try #require(source.components(separatedBy: "// README Auto Layout example begins\n").dropFirst().first?
            .components(separatedBy: "// README Auto Layout example ends\n").first)
        #expect(readme.contains("```swift\n" + example + "```"))
    }
}
