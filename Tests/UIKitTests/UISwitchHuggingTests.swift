import Foundation
import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// A UISwitch keeps its 51 × 31 beside a label in a filling horizontal stack: its content hugging is 750 on
/// both axes (UIKit's default for switches, steppers and activity indicators; 250 for a view or a label
/// made in code), so the label takes the spare width. Found by running a Swift 5 to-do app whose
/// "Is Favorite:" row drew the switch as a capsule across the screen.
@MainActor @Suite struct UISwitchHuggingTests {
    final class FavoriteRow: UIViewController {
        let label = UILabel()
        let favoriteSwitch = UISwitch()
        lazy var row = UIStackView(arrangedSubviews: [label, favoriteSwitch])

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            label.text = "Is Favorite: "
            row.axis = .horizontal
            row.spacing = 8
            // As the app does: every view placed by constraints, the stack's arranged views too.
            for v in [row, label, favoriteSwitch] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(row)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                row.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            ])
        }
    }

    @Test("UISwitch hugs at 750 on both axes; a label keeps 250")
    func priorities() {
        let toggle = UISwitch()
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(UILabel().contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test("in a filling row the switch stays 51 × 31 at the trailing end and the label stretches; the track is drawn that wide")
    func switchKeepsItsSize() throws {
        let (window, clock) = TestSupport.makeWindow()
        let screen = FavoriteRow()
        window.rootViewController = screen
        window.step(clock, frames: 10)
        let width = screen.view.bounds.width
        #expect(screen.favoriteSwitch.frame.size == CGSize(width: 51, height: 31))
        #expect(screen.favoriteSwitch.frame.maxX == width - 32)
        #expect(screen.label.frame.width == width - 32 - 51 - 8)
        // Pixels: the grey track spans 51 pt, not the row; left of it (inside the label's stretched frame,
        // past its text) is the white background.
        let surface = try Golden.draw(window)
        let track = screen.favoriteSwitch.convert(screen.favoriteSwitch.bounds, to: nil)
        let mid = Int(track.midY)
        let off = UIColor.systemGray5.resolved(for: .light).plain
        let inside = surface.pixel(x: Int(track.maxX) - 8, y: mid)   // right of the knob (off: the knob is at the left)
        #expect(abs(inside.red - off.red) < 0.05 && abs(inside.blue - off.blue) < 0.05, "track at \(inside)")
        let before = surface.pixel(x: Int(track.minX) - 30, y: mid)
        #expect(before.red > 0.97 && before.green > 0.97 && before.blue > 0.97, "background before the switch: \(before)")
    }
}
