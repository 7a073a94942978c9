import Testing
import TestSupport
import UIKit

/// UIButton's per-state titles, colours and images (selected and highlighted), and the control's content
/// alignments moving the title and image.
@MainActor
struct UIButtonStateTests {
    final class ToggleViewController: UIViewController {
        let star = UIButton(type: .system)
        let log = EventLog()

        override func viewDidLoad() {
            super.viewDidLoad()
            star.frame = CGRect(x: 20, y: 100, width: 160, height: 44)
            star.setTitle("Follow", for: .normal)
            star.setTitle("Following", for: .selected)
            star.setTitle("Unfollow?", for: [.selected, .highlighted])
            star.setTitleColor(.systemGray, for: .selected)
            star.addAction(UIAction { [unowned self] _ in
                star.isSelected.toggle()
                log.add("tapped, selected \(star.isSelected)")
            }, for: .touchUpInside)
            view.addSubview(star)
        }
    }

    @Test("isSelected shows the .selected title and colour; a press on a selected button shows [.selected, .highlighted]")
    func selectedAndHighlightedTitles() {
        let controller = ToggleViewController()
        let host = UIKitHost(controller)
        let star = controller.star
        #expect(star.state == .normal && !star.isSelected && !star.isHighlighted)
        #expect(star.titleLabel?.text == "Follow")
        #expect(star.titleLabel?.textColor == .systemBlue, "the normal colour is still the tint")

        host.tap(star)
        #expect(controller.log.entries == ["tapped, selected true"])
        #expect(star.state == .selected)
        #expect(star.titleLabel?.text == "Following")
        #expect(star.titleLabel?.textColor == .systemGray)

        // Press without releasing: the state is the combination, which has a title of its own but no colour,
        // so the colour falls back to the normal one (UIKit's rule), not the .selected one.
        let centre = star.convert(CGPoint(x: 80, y: 22), to: nil)
        host.clock.advance(by: 1.0 / 60)
        host.window.sendPointer(.began, at: centre, time: host.clock.now)
        host.window.advanceFrame()
        #expect(star.state == [.selected, .highlighted])
        #expect(star.titleLabel?.text == "Unfollow?")
        #expect(star.titleLabel?.textColor == .systemBlue)
        host.clock.advance(by: 1.0 / 60)
        host.window.sendPointer(.ended, at: centre, time: host.clock.now)
        host.window.advanceFrame()
        #expect(controller.log.entries == ["tapped, selected true", "tapped, selected false"])
        #expect(star.state == .normal && star.titleLabel?.text == "Follow")
    }

    @Test("title(for:), titleColor(for:) and image(for:) fall back to the normal value for a state never set")
    func lookupsFallBackToNormal() {
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.setTitleColor(.red, for: .highlighted)
        button.setImage(UIImage(systemName: "play.fill"), for: .normal)
        button.setImage(UIImage(systemName: "pause.fill"), for: .selected)
        #expect(button.title(for: .normal) == "Play")
        #expect(button.title(for: .selected) == "Pause")
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.title(for: [.selected, .highlighted]) == "Play", "a combination is its own state")
        #expect(button.titleColor(for: .highlighted) == .red)
        #expect(button.titleColor(for: .normal) == .white, "a custom button's own white")
        #expect(button.image(for: .selected)?.symbol?.name == "pause.fill")
        #expect(button.image(for: .disabled)?.symbol?.name == "play.fill")

        button.isSelected = true
        #expect(button.imageView?.image?.symbol?.name == "pause.fill")
        #expect(button.titleLabel?.text == "Pause")
        button.isHighlighted = true
        #expect(button.state == [.selected, .highlighted])
        #expect(button.titleLabel?.text == "Play")
        #expect(button.titleLabel?.textColor == .white)
        button.isSelected = false
        #expect(button.titleLabel?.textColor == .red, "highlighted alone has its colour")
        button.isHighlighted = false
        button.isEnabled = false
        #expect(button.state == .disabled && button.titleLabel?.text == "Play")
    }

    /// A UIButton subclass that dims itself while pressed, the idiom that needs `isHighlighted` to be open.
    final class DimmingButton: UIButton {
        var changes: [Bool] = []
        override var isHighlighted: Bool {
            didSet { changes.append(isHighlighted); alpha = isHighlighted ? 0.5 : 1 }
        }
    }

    @Test("a subclass overriding isHighlighted sees each press and release")
    func overriddenHighlight() {
        let controller = UIViewController()
        let button = DimmingButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        controller.view.addSubview(button)
        let host = UIKitHost(controller)
        let centre = button.convert(CGPoint(x: 50, y: 22), to: nil)
        host.window.sendPointer(.began, at: centre, time: host.clock.now)
        #expect(button.changes == [true] && Double(button.alpha) == 0.5)
        host.clock.advance(by: 1.0 / 60)
        host.window.sendPointer(.ended, at: centre, time: host.clock.now)
        #expect(button.changes == [true, false] && Double(button.alpha) == 1)
    }

    @Test("contentHorizontalAlignment and contentVerticalAlignment move the title to the content edges")
    func titleAlignment() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        button.setTitle("Go", for: .normal)
        button.layoutIfNeeded()
        let insets = button.contentInsets
        let centred = button.titleLabel!.frame
        #expect(centred == button.bounds.inset(by: insets), "centred both ways the label spans the content, text centred")
        let fit = button.titleLabel!.sizeThatFits(CGSize(width: 200, height: Double.infinity))

        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(Double(button.titleLabel!.frame.minX) == Double(insets.left))
        #expect(Double(button.titleLabel!.frame.width) == Double(fit.width))

        button.contentHorizontalAlignment = .trailing
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(Double(button.titleLabel!.frame.maxX) == Double(200 - insets.right))
        #expect(Double(button.titleLabel!.frame.maxY) == Double(80 - insets.bottom))
        #expect(Double(button.titleLabel!.frame.height) == Double(fit.height))

        button.contentVerticalAlignment = .top
        button.contentHorizontalAlignment = .fill
        button.layoutIfNeeded()
        #expect(Double(button.titleLabel!.frame.minY) == Double(insets.top))
        #expect(Double(button.titleLabel!.frame.width) == Double(200 - insets.left - insets.right))
    }

    @Test("an image and title move together to the leading edge, the image keeping its place before the title")
    func imageAndTitleAlignment() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 240, height: 60)
        button.setTitle("Share", for: .normal)
        button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        button.layoutIfNeeded()
        let centredImage = button.imageView!.frame, centredTitle = button.titleLabel!.frame
        button.contentHorizontalAlignment = .leading
        button.layoutIfNeeded()
        let image = button.imageView!.frame, title = button.titleLabel!.frame
        #expect(abs(Double(image.minX) - Double(button.contentInsets.left)) < 1e-9)
        #expect(abs(Double(title.minX - image.minX) - Double(centredTitle.minX - centredImage.minX)) < 1e-9, "the pair moves as one")
        #expect(image.minY == centredImage.minY)
        button.contentHorizontalAlignment = .right
        button.layoutIfNeeded()
        #expect(abs(Double(button.titleLabel!.frame.maxX) - Double(240 - button.contentInsets.right)) < 1e-9)
    }
}
