import Testing
import TestSupport
import UIKit

/// directionalLayoutMargins as UIKit code sets it, checked by where the margins guide puts a subview.
@MainActor
struct UIViewDirectionalMarginsTests {
    @Test("directionalLayoutMargins sets the left and right margins the margins guide keeps, left to right")
    func directionalMarginsMoveTheGuide() {
        let (window, clock) = TestSupport.makeWindow()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.rootView.addSubview(card)
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 24, bottom: 12, trailing: 40)
        #expect(Double(card.layoutMargins.left) == 24)
        #expect(Double(card.layoutMargins.right) == 40)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        window.step(clock)
        #expect(label.frame == CGRect(x: 24, y: 10, width: 236, height: 178))
        card.layoutMargins = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        #expect(card.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
    }
}
