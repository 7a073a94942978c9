import Testing
import UIKit

// In Swift 5 mode: a toggle button written as UIKit apps write one (a subclass that watches isHighlighted
// and isSelected, titles and images per state, a tag to find it by), and a haptic on each toggle.

private final class Swift5StarButton: UIButton {
    var highlightLog: [Bool] = []

    override var isHighlighted: Bool {
        didSet { highlightLog.append(isHighlighted) }
    }

    override var isSelected: Bool {
        didSet { tintColor = isSelected ? .systemYellow : .systemGray }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setImage(UIImage(systemName: "star"), for: .normal)
        setImage(UIImage(systemName: "star.fill"), for: .selected)
        contentHorizontalAlignment = .leading
        tag = 42
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
struct Swift5ToggleButtonTests {
    @Test("a Swift 5 toggle button shows its .selected image, tints itself, and is found by its tag")
    func toggle() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let star = Swift5StarButton(frame: CGRect(x: 10, y: 10, width: 120, height: 44))
        container.addSubview(star)
        #expect(container.viewWithTag(42) === star)
        #expect(star.imageView?.image?.symbol?.name == "star")
        star.isSelected = true
        #expect(star.imageView?.image?.symbol?.name == "star.fill")
        #expect(star.tintColor == .systemYellow)
        star.isHighlighted = true
        star.isHighlighted = false
        #expect(star.highlightLog == [true, false])
        #expect(star.imageView?.image?.symbol?.name == "star.fill", "back to selected after the press")
        star.layoutIfNeeded()
        #expect(abs(Double(star.imageView?.frame.minX ?? -1) - Double(star.contentInsets.left)) < 1e-9)
        let haptic = UISelectionFeedbackGenerator()
        haptic.selectionChanged()
        #expect(haptic.occurrences == ["selection"])
    }
}
