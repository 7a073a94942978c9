import Foundation
import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// UIFontMetrics scales a custom font with the reader's text size as its text style does, and a label that
/// adjusts for the content size category sizes it again; UISwitch takes UIKit's `isOn` setter and its
/// `onTintColor` / `thumbTintColor`.
@MainActor @Suite struct UIFontMetricsAndSwitchTintTests {
    @Test("scaledFont(for:) is the font's own size at Large and grows in proportion to its style, up to a maximum")
    func scaledFontSizes() {
        let custom = UIFont.systemFont(ofSize: 22, weight: .bold)
        let body = UIFontMetrics.default
        #expect(body.scaledFont(for: custom).pointSize == 22)
        let xl = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        // Body is 17 pt at Large and 19 pt at Extra Large (HIG Dynamic Type sizes).
        #expect(abs(body.scaledFont(for: custom, compatibleWith: xl).pointSize - 22 * 19 / 17) < 1e-9)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(body.scaledFont(for: custom, maximumPointSize: 40, compatibleWith: ax5).pointSize == 40)
        #expect(abs(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10, compatibleWith: xl) - 10 * 30 / 28) < 1e-9)
        #expect(body.scaledFont(for: custom).weight == custom.weight)
    }

    @Test("a label with adjustsFontForContentSizeCategory resizes a scaled font when the text size changes")
    func labelFollowsTextSize() {
        let (window, clock) = TestSupport.makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        let label = UILabel()
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 20))
        label.adjustsFontForContentSizeCategory = true
        label.text = "Scaled"
        root.view.addSubview(label)
        window.step(clock, frames: 2)
        #expect(label.font.pointSize == 20)
        window.transition(toContentSizeCategory: .accessibilityMedium)
        window.step(clock, frames: 2)
        // Body: 17 pt at Large, 28 pt at Accessibility Medium.
        #expect(abs(label.font.pointSize - 20 * 28 / 17) < 1e-9)
    }

    @Test("isOn is settable without an action; onTintColor colours the track when on, thumbTintColor the knob")
    func switchTints() throws {
        let (window, clock) = TestSupport.makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        let toggle = UISwitch(frame: CGRect(x: 40, y: 200, width: 0, height: 0))
        var sent = 0
        toggle.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        toggle.onTintColor = .systemRed
        toggle.thumbTintColor = .systemYellow
        toggle.isOn = true
        root.view.addSubview(toggle)
        window.step(clock, frames: 2)
        #expect(toggle.isOn && sent == 0)
        let surface = try Golden.draw(window)
        let red = UIColor.systemRed.resolved(for: .light).plain, yellow = UIColor.systemYellow.resolved(for: .light).plain
        // The track's left end (the knob sits on the right when on) and the knob's middle.
        let track = surface.pixel(x: 48, y: 215), knob = surface.pixel(x: 40 + 51 - 15, y: 215)
        #expect(abs(track.red - red.red) < 0.03 && abs(track.green - red.green) < 0.03 && abs(track.blue - red.blue) < 0.03)
        #expect(abs(knob.red - yellow.red) < 0.03 && abs(knob.green - yellow.green) < 0.03 && abs(knob.blue - yellow.blue) < 0.03)
        toggle.isOn = false
        window.step(clock, frames: 2)
        // Off, the knob is on the left and the track's right end is systemGray5 again.
        let off = try Golden.draw(window).pixel(x: 40 + 51 - 6, y: 215)
        let gray = UIColor.systemGray5.resolved(for: .light).plain
        #expect(abs(off.red - gray.red) < 0.03 && abs(off.green - gray.green) < 0.03 && abs(off.blue - gray.blue) < 0.03)
        #expect(sent == 0)
    }
}
