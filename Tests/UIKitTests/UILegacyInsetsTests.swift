import Foundation
import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// The deprecated-but-valid inset APIs older UIKit code sets: a button's content, title and image edge
/// insets, a text field's attributed placeholder, scroll indicator insets and UITextView.scrollRangeToVisible.
@MainActor
struct UILegacyInsetsTests {
    /// A system button with `title`, laid out at 200×60.
    func button(title: String, image: Bool = false) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        if image { button.setImage(UIImage(systemName: "star"), for: .normal) }
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.layoutIfNeeded()
        return button
    }

    @Test("contentEdgeInsets grows the intrinsic size and moves the title; titleEdgeInsets moves it without growing")
    func titleInsets() {
        let plain = button(title: "Save")
        let size = plain.intrinsicContentSize
        let title = plain.titleLabel!.frame

        let padded = button(title: "Save")
        padded.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 4)
        padded.layoutIfNeeded()
        #expect(padded.intrinsicContentSize.width == size.width + 24)
        let titleHeight = Double(padded.titleLabel!.sizeThatFits(CGSize(width: 1000, height: 1000)).height)
        #expect(Double(padded.intrinsicContentSize.height) == max(44, titleHeight + padded.contentInsets.vertical + 20))
        #expect(padded.titleLabel!.frame.minX == title.minX + 20, "the content rectangle starts 20 pt further right")
        #expect(padded.titleLabel!.frame.width == title.width - 24)

        let moved = button(title: "Save")
        moved.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        moved.layoutIfNeeded()
        #expect(moved.intrinsicContentSize == size, "title insets do not count in the size (UIKit's documentation)")
        #expect(moved.titleLabel!.frame.minX == title.minX + 10)
        #expect(moved.titleLabel!.frame.width == title.width)
    }

    @Test("imageEdgeInsets and titleEdgeInsets move the image and title of an image button; a configuration ignores them")
    func imageInsets() {
        let plain = button(title: "Star", image: true)
        let image = plain.imageView!.frame, title = plain.titleLabel!.frame, size = plain.intrinsicContentSize

        let moved = button(title: "Star", image: true)
        moved.imageEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 8)
        moved.titleEdgeInsets = UIEdgeInsets(top: 4, left: 6, bottom: 0, right: 0)
        moved.layoutIfNeeded()
        #expect(moved.imageView!.frame == image.offsetBy(dx: -8, dy: 0), "a centred image moves by half of left − right")
        #expect(moved.titleLabel!.frame == title.offsetBy(dx: 3, dy: 2))
        #expect(moved.intrinsicContentSize == size)

        var config = UIButton.Configuration.plain()
        config.title = "Star"
        config.image = UIImage(systemName: "star")
        let configured = UIButton(configuration: config)
        configured.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        configured.layoutIfNeeded()
        let before = (configured.imageView!.frame, configured.titleLabel!.frame, configured.intrinsicContentSize)
        configured.imageEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 8)
        configured.contentEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        configured.layoutIfNeeded()
        #expect(configured.imageView!.frame == before.0 && configured.titleLabel!.frame == before.1)
        #expect(configured.intrinsicContentSize == before.2, "iOS 15 ignores the legacy insets under a configuration")
        configured.configuration = nil
        configured.layoutIfNeeded()
        #expect(configured.intrinsicContentSize.width == before.2.width + 20, "and applies them again without one")
    }

    @Test("attributedPlaceholder draws in its own colour and keeps placeholder in step")
    func attributedPlaceholder() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 240, height: 80))
        let field = UITextField(frame: CGRect(x: 10, y: 20, width: 220, height: 40))
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.red])
        #expect(field.placeholder == "Email")
        window.rootView.addSubview(field)
        window.step(clock)
        let reds = try redPixels(in: window, field: field)
        #expect(reds > 10, "the placeholder's glyphs are red")

        field.placeholder = "Phone"
        #expect(field.attributedPlaceholder?.string == "Phone")
        window.step(clock)
        #expect(try redPixels(in: window, field: field) == 0, "a plain placeholder replaced the red one")
    }

    private func redPixels(in window: Window, field: UITextField) throws -> Int {
        let surface = try Golden.draw(window)
        var count = 0
        for y in Int(field.frame.minY)..<Int(field.frame.maxY) {
            for x in Int(field.frame.minX)..<Int(field.frame.maxX) {
                let p = surface.pixel(x: x, y: y)
                if p.red > 0.7 && p.green < 0.4 && p.blue < 0.4 { count += 1 }
            }
        }
        return count
    }

    /// The scroll view's visible indicator bars: (vertical, horizontal).
    func indicators(of scrollView: UIScrollView) -> (UIView?, UIView?) {
        let bars = scrollView.subviews.filter { !$0.isHidden }
        return (bars.first { $0.frame.width == ScrollView.indicatorThickness && $0.frame.height > 10 },
                bars.first { $0.frame.height == ScrollView.indicatorThickness && $0.frame.width > 10 })
    }

    @Test("indicator insets move the bars in from the edge and shorten their tracks; scrollIndicatorInsets sets both")
    func indicatorInsets() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scroll.contentSize = CGSize(width: 800, height: 1000)
        scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 5)
        // Both bars show: the horizontal one leaves the vertical one's corner free (2.5 + 2.5).
        let (vertical, _) = indicators(of: scroll)
        // Track 300 − 20 − 30 − 2 × 2.5 = 245; the bar is 300/1000 of it; from y = 20 + 2.5; x = 200 − 5 − 2.5 − 2.5.
        #expect(vertical?.frame == CGRect(x: 190, y: 22.5, width: 2.5, height: 73.5))

        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 10, bottom: 8, right: 0)
        #expect(scroll.verticalScrollIndicatorInsets == scroll.horizontalScrollIndicatorInsets)
        let (_, horizontal) = indicators(of: scroll)
        // Track 200 − 10 − 0 − 5 − 5 (corner) = 180, a quarter of it; x = 10 + 2.5; y = 300 − 8 − 2.5 − 2.5.
        #expect(horizontal?.frame == CGRect(x: 12.5, y: 287, width: 45, height: 2.5))
        // The vertical bar now: insets 0 top, 8 bottom, 0 right: track 300 − 8 − 5 = 287, 0.3 of it.
        let bar = indicators(of: scroll).0?.frame ?? .zero
        #expect(bar.minX == 195 && bar.minY == 2.5 && abs(Double(bar.height) - 86.1) < 1e-9)
    }

    @Test("scrollRangeToVisible scrolls the least distance that shows the range, and back up to a range above")
    func scrollRangeToVisible() {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 240, height: 400))
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
        textView.text = (1...30).map { "line \($0)" }.joined(separator: "\n")
        window.rootView.addSubview(textView)
        window.step(clock)
        textView.contentOffset = .zero
        #expect(textView.contentOffset == .zero)
        let target = (textView.text as NSString).range(of: "line 20")
        let rect = textView.selectionRects(for: target.location..<(target.location + target.length))[0]
        textView.scrollRangeToVisible(target)
        let bottom = 100 - textView.textContainerInset.bottom
        #expect(Double(textView.contentOffset.y) == rect.maxY - bottom)
        #expect(abs(textView.selectionRects(for: target.location..<(target.location + target.length))[0].maxY - bottom) < 1e-9,
                "the range's line ends at the visible bottom")
        let offset = textView.contentOffset.y
        textView.scrollRangeToVisible(NSRange(location: target.location + 2, length: 1))
        #expect(textView.contentOffset.y == offset, "a range already visible does not scroll")
        let first = textView.selectionRects(for: 0..<4)[0]
        textView.scrollRangeToVisible(NSRange(location: 0, length: 4))
        #expect(abs(Double(textView.contentOffset.y - offset) - (first.minY - textView.textContainerInset.top)) < 1e-9,
                "a range above comes down to the top inset")
        #expect(textView.contentOffset == .zero)
    }

    @Test("a form drawn with the legacy insets and a grey attributed placeholder: the image sits left of the title")
    func drawnForm() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 320, height: 160))
        let share = UIButton(type: .system)
        share.setTitle("Share", for: .normal)
        share.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        share.imageEdgeInsets = UIEdgeInsets(top: 0, left: -8, bottom: 0, right: 8)
        share.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
        share.contentEdgeInsets = UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
        share.backgroundColor = .systemGray6
        share.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: share.intrinsicContentSize)
        let field = UITextField(frame: CGRect(x: 20, y: 90, width: 280, height: 40))
        field.borderStyle = .roundedRect
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.systemRed])
        window.rootView.addSubview(share)
        window.rootView.addSubview(field)
        window.step(clock)
        let surface = try Golden.draw(window)
        try surface.writePNG(to: NSTemporaryDirectory() + "handheld-legacy-insets.png")
        let image = share.convert(share.imageView!.frame, to: nil), title = share.convert(share.titleLabel!.frame, to: nil)
        #expect(abs(Double(title.minX - image.maxX) - 16) < 1e-9, "8 pt apart each way: 16 pt between image and title")
        #expect(Double(share.frame.width) == Double(image.width + title.width) + share.contentInsets.horizontal + 32)
        #expect(try redPixels(in: window, field: field) > 10)
    }
}
