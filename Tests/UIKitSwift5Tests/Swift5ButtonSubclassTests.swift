import Testing
import UIKit

// In Swift 5 mode: a UIButton subclass that overrides init(frame:) and builds itself with
// `self.init(type: .system)` from a convenience initializer, as UIKit code writes a styled button.

private final class Swift5PillButton: UIButton {
    private(set) var framesMade: [CGRect] = []
    var tone: UIColor = .clear

    override init(frame: CGRect) {
        super.init(frame: frame)
        framesMade.append(frame)
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    convenience init(title: String, tone: UIColor) {
        self.init(type: .system)
        self.tone = tone
        backgroundColor = tone
        setTitle(title, for: .normal)
    }
}

/// No initializer of its own: every UIButton initializer is inherited.
private final class Swift5PlainSubclass: UIButton {}

@MainActor
struct Swift5ButtonSubclassTests {
    @Test("Swift 5: a subclass's convenience init calling self.init(type: .system) runs its init(frame:)")
    func subclassTypeInit() {
        let button = Swift5PillButton(title: "Go", tone: .systemGreen)
        #expect(button.framesMade == [.zero])
        #expect(button.layer.cornerRadius == 12)
        #expect(button.backgroundColor == .systemGreen)
        #expect(button.title(for: .normal) == "Go")
        // A system button's title is tinted; a custom one's is white.
        #expect(button.titleLabel?.textColor == button.tintColor)
        let custom = Swift5PillButton(type: .custom)
        #expect(custom.framesMade == [.zero] && custom.titleLabel?.textColor == .white)
        #expect(Swift5PillButton(frame: CGRect(x: 1, y: 2, width: 30, height: 40)).frame == CGRect(x: 1, y: 2, width: 30, height: 40))
    }

    @Test("Swift 5: a subclass with no initializers of its own inherits init(type:) and init(frame:)")
    func inherited() {
        let system: UIButton = Swift5PlainSubclass(type: .system)
        #expect(system is Swift5PlainSubclass)
        let framed = Swift5PlainSubclass(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        #expect(framed.bounds.size == CGSize(width: 80, height: 44))
    }
}
