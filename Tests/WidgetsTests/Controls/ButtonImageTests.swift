import Foundation
import Render
import Testing
import TestSupport
@testable import Widgets

/// A button's image (UIButton.setImage, UIButton.Configuration.image): placed against the title by
/// `imagePlacement` and `imagePadding`, a symbol filled with the tint, dimmed with the title while pressed.
@MainActor
@Suite("Button image")
struct ButtonImageTests {
    static func symbol(_ name: String = "circle.fill", pointSize: Double = 20) throws -> Picture {
        let library = SymbolLibrary(directory: (try AssetLocator.assetsDirectory() as NSString).appendingPathComponent("symbols/tabler"))
        return try #require(Picture(systemName: name, withConfiguration: .init(pointSize: pointSize), library: library))
    }

    func laidOut(_ button: Button) -> Button {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 300, height: 200))
        window.rootView.addSubview(button)
        button.frame = Rect(x: 20, y: 20, width: 200, height: 100)
        window.step(clock)
        return button
    }

    @Test("leading, trailing, top and bottom placements put the image beside or above the title, padding apart, centred")
    func placements() throws {
        let image = try Self.symbol()
        let side = Double(image.size.width)
        for placement in [Button.ImagePlacement.leading, .trailing, .top, .bottom] {
            let button = Button(title: "Share")
            button.image = image
            button.imagePlacement = placement
            button.imagePadding = 8
            _ = laidOut(button)
            let i = try #require(button.imageView).frame, t = button.titleLabel.frame
            #expect(Double(i.width) == side && Double(i.height) == side, "\(placement): the image at its own size")
            switch placement {
            case .leading:
                #expect(abs(Double(t.minX - i.maxX) - 8) < 1e-9)
                #expect(abs(Double(i.minX - 8) - Double(192 - t.maxX)) < 1e-9, "the pair centred in the content rect")
                #expect(abs(Double(i.midY - t.midY)) < 1e-9)
            case .trailing:
                #expect(abs(Double(i.minX - t.maxX) - 8) < 1e-9)
                #expect(abs(Double(i.midY - t.midY)) < 1e-9)
            case .top:
                #expect(abs(Double(t.minY - i.maxY) - 8) < 1e-9)
                #expect(abs(Double(i.midX - t.midX)) < 1e-9)
            case .bottom:
                #expect(abs(Double(i.minY - t.maxY) - 8) < 1e-9)
                #expect(abs(Double(i.midX - t.midX)) < 1e-9)
            }
        }
    }

    @Test("the size fits image, padding, title and insets; a title-only button keeps its old layout")
    func sizes() throws {
        let image = try Self.symbol()
        let plain = Button(title: "Share")
        let titleOnly = plain.sizeThatFits(Size(width: Double.infinity, height: Double.infinity))
        #expect(plain.imageView == nil, "no image view until an image is set, as UIKit makes it on first use")
        let button = Button(title: "Share")
        button.image = image
        button.imagePadding = 6
        let fitted = button.sizeThatFits(Size(width: Double.infinity, height: Double.infinity))
        #expect(abs(Double(fitted.width - titleOnly.width) - (Double(image.size.width) + 6)) < 1e-9)
        button.imagePlacement = .top
        let stacked = button.sizeThatFits(Size(width: Double.infinity, height: Double.infinity))
        #expect(stacked.height > titleOnly.height && stacked.width < fitted.width)
        button.image = nil
        #expect(button.imageView?.isHidden == true)
        #expect(button.sizeThatFits(Size(width: Double.infinity, height: Double.infinity)) == titleOnly)
    }

    @Test("a symbol image is drawn in the button's tint and follows a new tint")
    func tintedPixels() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 100))
        window.rootView.backgroundColor = .white
        let button = Button(title: "")
        button.image = try Self.symbol(pointSize: 30)
        button.tintColor = Color(r: 255, g: 0, b: 0)
        button.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        window.rootView.addSubview(button)
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 50, y: 50) == Color(r: 255, g: 0, b: 0))
        button.tintColor = Color(r: 0, g: 0, b: 255)
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 50, y: 50) == Color(r: 0, g: 0, b: 255), "follows a new tint")
    }
}
