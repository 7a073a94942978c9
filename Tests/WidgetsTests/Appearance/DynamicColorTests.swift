import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Dynamic colours")
struct DynamicColorTests {
    private func rgba(_ c: Color) -> String { c.description }

    @Test("the system colours resolve to the reference's light, dark and elevated dark values")
    func systemValues() {
        // docs/reference/appearance.md, from Flutter's CupertinoColors.
        let cases: [(Color, String, String, String)] = [
            (.label, "rgba(0, 0, 0, 1)", "rgba(255, 255, 255, 1)", "rgba(255, 255, 255, 1)"),
            (.secondaryLabel, "rgba(60, 60, 67, 0.6)", "rgba(235, 235, 245, 0.6)", "rgba(235, 235, 245, 0.6)"),
            (.separator, "rgba(60, 60, 67, 0.29)", "rgba(84, 84, 88, 0.6)", "rgba(84, 84, 88, 0.6)"),
            (.opaqueSeparator, "rgba(198, 198, 200, 1)", "rgba(56, 56, 58, 1)", "rgba(56, 56, 58, 1)"),
            (.systemBackground, "rgba(255, 255, 255, 1)", "rgba(0, 0, 0, 1)", "rgba(28, 28, 30, 1)"),
            (.secondarySystemBackground, "rgba(242, 242, 247, 1)", "rgba(28, 28, 30, 1)", "rgba(44, 44, 46, 1)"),
            (.systemGroupedBackground, "rgba(242, 242, 247, 1)", "rgba(0, 0, 0, 1)", "rgba(28, 28, 30, 1)"),
            (.secondarySystemGroupedBackground, "rgba(255, 255, 255, 1)", "rgba(28, 28, 30, 1)", "rgba(44, 44, 46, 1)"),
            (.systemBlue, "rgba(0, 122, 255, 1)", "rgba(10, 132, 255, 1)", "rgba(10, 132, 255, 1)"),
            (.systemRed, "rgba(255, 59, 48, 1)", "rgba(255, 69, 58, 1)", "rgba(255, 69, 58, 1)"),
            (.systemGray4, "rgba(209, 209, 214, 1)", "rgba(58, 58, 60, 1)", "rgba(58, 58, 60, 1)"),
            (.systemGray6, "rgba(242, 242, 247, 1)", "rgba(28, 28, 30, 1)", "rgba(28, 28, 30, 1)"),
            (.systemFill, "rgba(120, 120, 128, 0.2)", "rgba(120, 120, 128, 0.36)", "rgba(120, 120, 128, 0.36)"),
        ]
        for (color, light, dark, elevated) in cases {
            #expect(rgba(color.resolved(for: .light)) == light)
            #expect(rgba(color.resolved(for: .dark)) == dark)
            #expect(rgba(color.resolved(for: Appearance(darkness: 1, isElevated: true))) == elevated)
            #expect(rgba(color.resolved(for: Appearance(darkness: 0, isElevated: true))) == light)
        }
    }

    @Test("a plain colour is the same in every appearance, and a dynamic one keeps its light value as its components")
    func plainColours() {
        let c = Color(r: 12, g: 34, b: 56)
        #expect(c.resolved(for: .dark) == c)
        #expect(!c.isDynamic && Color.label.isDynamic)
        #expect(Color.systemBlue.plain == Color(r: 0, g: 122, b: 255))
    }

    @Test("a colour from a provider asks it once per appearance with the matching traits")
    func provider() {
        let c = Color(dynamicProvider: { traits in
            switch (traits.userInterfaceStyle, traits.userInterfaceLevel) {
            case (.dark, .elevated): Color(r: 3, g: 3, b: 3)
            case (.dark, _): Color(r: 2, g: 2, b: 2)
            default: Color(r: 1, g: 1, b: 1)
            }
        })
        #expect(c.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == Color(r: 1, g: 1, b: 1))
        #expect(c.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == Color(r: 2, g: 2, b: 2))
        #expect(c.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .elevated))
                == Color(r: 3, g: 3, b: 3))
    }

    @Test("withAlpha fades each value by the same factor, and half way through the cross-fade a colour is half way")
    func alphaAndBlend() {
        let faded = Color.separator.withAlpha(Color.separator.alpha * 0.5)
        #expect(abs(faded.resolved(for: .light).alpha - 0.145) < 1e-9)
        #expect(abs(faded.resolved(for: .dark).alpha - 0.3) < 1e-9)
        let mid = Color.systemBackground.resolved(for: Appearance(darkness: 0.5))
        #expect(rgba(mid) == "rgba(128, 128, 128, 1)")
    }

    @Test("the trait merges like the others: unspecified changes nothing")
    func traitMerging() {
        let base = TraitCollection(horizontalSizeClass: .compact, userInterfaceStyle: .dark)
        #expect(base.merging(TraitCollection(horizontalSizeClass: .regular)).userInterfaceStyle == .dark)
        #expect(base.merging(TraitCollection(userInterfaceStyle: .light)).userInterfaceStyle == .light)
        #expect(base.merging(TraitCollection(userInterfaceLevel: .elevated)).userInterfaceLevel == .elevated)
    }

    @Test("a view draws its dynamic colours for its controller's traits: dark in a dark window, elevated in a sheet")
    func drawing() {
        let (window, clock) = TestSupport.makeWindow(traits: TraitCollection(horizontalSizeClass: .compact,
                                                                             verticalSizeClass: .regular,
                                                                             displayScale: 2, userInterfaceStyle: .dark))
        let root = ViewController()
        window.rootViewController = root
        window.step(clock)
        let canvas = RecordingCanvas()
        window.draw(in: canvas)
        let fills = canvas.commands.compactMap { if case let .fill(_, c) = $0 { c } else { nil } }
        #expect(fills.allSatisfy { $0 == Color.black })
        let sheet = ViewController()
        root.present(sheet, animated: false)
        window.step(clock)
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        let sheetCanvas = RecordingCanvas()
        sheet.view.render(in: sheetCanvas)
        let first = sheetCanvas.commands.compactMap { command -> Color? in
            switch command {
            case let .fill(_, c), let .roundedRect(_, _, c): c
            default: nil
            }
        }.first
        #expect(first == Color(r: 28, g: 28, b: 30))
    }
}
