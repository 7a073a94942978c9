import Testing
import TestSupport
import UIKit

/// UIButton.Configuration as iOS 15 code writes it: a preset, a title, colours, corners and insets, checked
/// by the colours, radius and size the button takes, and by a tap through the window.
@MainActor
struct UIButtonConfigurationTests {
    final class CheckoutViewController: UIViewController {
        let log = EventLog()
        lazy var pay: UIButton = {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Pay"
            configuration.cornerStyle = .capsule
            return UIButton(configuration: configuration, primaryAction: UIAction { [unowned self] _ in log.add("pay") })
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            pay.frame = CGRect(x: 20, y: 100, width: 160, height: 50)
            view.addSubview(pay)
        }
    }

    @Test("filled draws a white title on the tint; tinted and gray wash the background; plain draws none")
    func presetColours() {
        var filled = UIButton.Configuration.filled()
        filled.title = "Filled"
        let filledButton = UIButton(configuration: filled)
        #expect(filledButton.backgroundColor == .systemBlue)
        #expect(filledButton.titleLabel.textColor == .white)
        #expect(filledButton.title(for: .normal) == "Filled")

        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Tinted"
        let tintedButton = UIButton(configuration: tinted)
        #expect(tintedButton.backgroundColor == UIColor.systemBlue.withAlphaComponent(0.15))
        #expect(tintedButton.titleLabel.textColor == .systemBlue)

        let grayButton = UIButton(configuration: .gray())
        #expect(grayButton.backgroundColor == .systemGray5)

        var plain = UIButton.Configuration.plain()
        plain.title = "Plain"
        plain.baseForegroundColor = .systemRed
        let plainButton = UIButton(configuration: plain)
        #expect(plainButton.backgroundColor == .clear)
        #expect(plainButton.titleLabel.textColor == .systemRed)

        var prominent = UIButton.Configuration.borderedProminent()
        prominent.baseBackgroundColor = .systemGreen
        let prominentButton = UIButton(configuration: prominent)
        #expect(prominentButton.backgroundColor == .systemGreen)
        #expect(prominentButton.titleLabel.textColor == .white)
    }

    @Test("content insets size the button; corner styles round it; the configuration reads back as set")
    func insetsCornersAndReadBack() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 30)
        let button = UIButton(configuration: configuration)
        let wide = button.intrinsicContentSize
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 10, bottom: 20, trailing: 10)
        button.configuration = configuration
        #expect(Double(wide.width - button.intrinsicContentSize.width) == 40)
        #expect(Double(button.contentInsets.left) == 10)
        configuration.cornerStyle = .fixed
        configuration.cornerRadius = 9
        button.configuration = configuration
        #expect(button.cornerRadius == 9)
        configuration.cornerStyle = .capsule
        button.configuration = configuration
        #expect(button.cornerRadius == Double(button.intrinsicContentSize.height) / 2)
        let readBack = try #require(button.configuration)
        #expect(readBack.title == "Go")
        #expect(readBack.cornerStyle == .capsule)
    }

    @Test("a configured button's primary action runs on a tap through the window")
    func primaryActionTap() {
        let controller = CheckoutViewController()
        let host = UIKitHost(controller)
        host.tap(controller.pay)
        #expect(controller.log.entries == ["pay"])
        #expect(controller.pay.configuration?.title == "Pay")
    }
}
