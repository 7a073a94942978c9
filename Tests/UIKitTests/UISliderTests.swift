import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// UISlider as UIKit code writes it: Float values, the overridable track and thumb rectangles that both
/// drawing and tracking use, the animated setter, the thumb's tint and images, and the value images.
@MainActor
@Suite("UISlider")
struct UISliderTests {
    /// A 100 × 100 light window at scale 1 holding `slider` at (0, 30), 100 × 31.
    func host(_ slider: UISlider) -> (UIWindow, ManualClock) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 100))
        let screen = UIViewController()
        screen.view.backgroundColor = .white
        slider.frame = CGRect(x: 0, y: 30, width: 100, height: 31)
        screen.view.addSubview(slider)
        window.rootViewController = screen
        window.step(clock)
        return (window, clock)
    }

    /// A press at `from`, moves a frame apart to each of `through`, and a release at the last (window points).
    func drag(_ window: UIWindow, _ clock: ManualClock, from: CGPoint, through: [CGPoint]) {
        clock.advance(by: 1.0 / 60)
        window.sendPointer(.began, at: from, time: clock.now)
        window.advanceFrame()
        for point in through {
            clock.advance(by: 1.0 / 60)
            window.sendPointer(.moved, at: point, time: clock.now)
            window.advanceFrame()
        }
        clock.advance(by: 1.0 / 60)
        window.sendPointer(.ended, at: through.last ?? from, time: clock.now)
        window.advanceFrame()
    }

    @Test("value, minimumValue and maximumValue are Floats, pinned to the range as UISlider.h says")
    func floatValues() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        slider.value = 0.5 as Float
        let asFloat: Float = slider.value
        #expect(asFloat == 0.5)
        #expect(CGFloat(slider.value) == 0.5)
        #expect("\(slider.value)" == "0.5")
        slider.value = 0.1
        #expect(slider.value == Float(0.1), "a Float survives the round trip exactly")
        slider.value = 7
        #expect(slider.value == 1, "pinned to the maximum")
        slider.maximumValue = 100
        slider.minimumValue = 20
        #expect(slider.value == 20, "the minimum moved above the value and took it along")
        slider.setValue(-5, animated: false)
        #expect(slider.value == 20)
        #expect(slider.frame == .zero, "UISlider() is init(frame: .zero), as on iOS")
        #expect(Double(slider.intrinsicContentSize.height) == 31)
    }

    @Test("a drag sends .valueChanged with Float values: every move while continuous, only the release when not")
    func dragSendsValueChanged() {
        let slider = UISlider()
        var continuous: [Float] = []
        slider.addAction(UIAction { action in continuous.append((action.sender as! UISlider).value) }, for: .valueChanged)
        let (window, clock) = host(slider)
        // A 100 pt slider: the thumb's centre travels from x 14 to x 86 (72 pt).
        #expect(Double(slider.thumbFrame.midX) == 14)
        drag(window, clock, from: CGPoint(x: 14, y: 45), through: [CGPoint(x: 32, y: 45), CGPoint(x: 50, y: 45)])
        #expect(continuous == [0.25, 0.5])

        var released: [Float] = []
        slider.isContinuous = false
        slider.removeTarget(nil, action: nil, for: .valueChanged)
        slider.addAction(UIAction { action in released.append((action.sender as! UISlider).value) }, for: .valueChanged)
        drag(window, clock, from: CGPoint(x: 50, y: 45), through: [CGPoint(x: 68, y: 45), CGPoint(x: 86, y: 45)])
        #expect(released == [1])
        #expect(continuous == [0.25, 0.5])
    }

    /// A slider with a 10 pt track and a thumb 20 pt wide drawn 5 pt above the track's middle, as an app
    /// customises UISlider by overriding its rectangles.
    final class ThickSlider: UISlider {
        override func trackRect(forBounds bounds: CGRect) -> CGRect {
            CGRect(x: bounds.minX + 10, y: bounds.midY - 5, width: bounds.width - 20, height: 10)
        }
        override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
            let f = CGFloat((value - minimumValue) / (maximumValue - minimumValue))
            return CGRect(x: rect.minX + f * (rect.width - 20), y: rect.midY - 15, width: 20, height: 20)
        }
    }

    @Test("an overridden trackRect and thumbRect are where the slider draws and where a press grabs the thumb")
    func overriddenGeometry() throws {
        let slider = ThickSlider()
        slider.minimumTrackTintColor = .red
        slider.maximumTrackTintColor = .blue
        slider.thumbTintColor = .green
        let (window, clock) = host(slider)
        let surface = try Golden.draw(window)
        // The track is y 40.5…50.5 in the window (10 pt, centred on 45.5), x 10…90.
        #expect(surface.pixel(x: 60, y: 49) == Color.blue, "the maximum track, thick where the default is 4 pt")
        #expect(surface.pixel(x: 5, y: 45) == Color.white, "nothing left of the overridden track")
        // The thumb at value 0: x 10…30, y 30.5…50.5, its top half above the track.
        #expect(surface.pixel(x: 20, y: 33) == Color.green)

        // A press at the default thumb's place (x 14 ± 8, the middle) still hits the overridden thumb only
        // where it is: press its top half and drag 30 pt right: a value of 30 / 60.
        drag(window, clock, from: CGPoint(x: 20, y: 34), through: [CGPoint(x: 50, y: 34)])
        #expect(slider.value == 0.5)
        let moved = try Golden.draw(window)
        #expect(moved.pixel(x: 35, y: 49) == Color.red, "the minimum track runs to the thumb's centre")
        #expect(moved.pixel(x: 50, y: 33) == Color.green)
        // A press well below the thumb (which is above the track) grabs nothing.
        drag(window, clock, from: CGPoint(x: 50, y: 59), through: [CGPoint(x: 80, y: 59)])
        #expect(slider.value == 0.5)
    }

    @Test("setValue(_:animated:) changes the value at once and glides the thumb on the window's clock, with no .valueChanged")
    func animatedSetValue() {
        let slider = UISlider()
        var sent = 0
        slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        let (window, clock) = host(slider)
        slider.setValue(1, animated: true)
        #expect(slider.value == 1)
        #expect(Double(slider.thumbFrame.midX) == 14, "the thumb has not moved before a frame runs")
        window.step(clock, frames: 7)
        let midway = Double(slider.thumbFrame.midX)
        #expect(midway > 20 && midway < 80)
        window.step(clock, frames: 20)
        #expect(Double(slider.thumbFrame.midX) == 86)
        slider.setValue(0, animated: false)
        #expect(Double(slider.thumbFrame.midX) == 14, "not animated: there at once")
        #expect(sent == 0)
    }

    @Test("thumbTintColor fills the thumb; a nil minimum track follows the tint colour, the maximum track systemFill")
    func tintColours() throws {
        let slider = UISlider()
        slider.value = 0.5
        slider.thumbTintColor = .yellow
        slider.tintColor = .magenta
        let (window, clock) = host(slider)
        #expect(slider.minimumTrackTintColor == nil && slider.maximumTrackTintColor == nil)
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 50, y: 45) == Color.yellow, "the thumb's centre")
        #expect(surface.pixel(x: 20, y: 45) == Color.magenta, "the minimum track in the inherited tint")
        #expect(surface.pixel(x: 90, y: 45) != Color.white && surface.pixel(x: 90, y: 45) != Color.magenta)
        slider.superview?.tintColor = .red
        slider.tintColor = nil
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 20, y: 45) == Color.red, "the tint inherited from the superview")
    }

    /// A `size` image filled with `color`, at scale 1.
    func solid(_ color: UIColor, _ size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    @Test("setThumbImage(_:for:) draws the thumb as the state's image at its size, the normal one for a state without")
    func thumbImages() throws {
        let slider = UISlider()
        let normal = solid(.red, CGSize(width: 10, height: 10))
        let pressed = solid(.blue, CGSize(width: 16, height: 16))
        slider.setThumbImage(normal, for: .normal)
        slider.setThumbImage(pressed, for: .highlighted)
        #expect(slider.thumbImage(for: .normal) === normal && slider.thumbImage(for: .disabled) == nil)
        let (window, clock) = host(slider)
        #expect(slider.currentThumbImage === normal)
        // A 10 pt thumb travels from x 5 (its centre 2 pt left of the track's start at 2, plus half its width).
        #expect(slider.thumbFrame == CGRect(x: 0, y: 10.5, width: 10, height: 10))
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 5, y: 45) == Color.red)
        #expect(surface.pixel(x: 12, y: 45) != Color.red)
        clock.advance(by: 1.0 / 60)
        window.sendPointer(.began, at: CGPoint(x: 5, y: 45), time: clock.now)
        window.advanceFrame()
        #expect(slider.currentThumbImage === pressed && slider.thumbFrame.width == 16)
        #expect(try Golden.draw(window).pixel(x: 12, y: 45) == Color.blue, "the highlighted image while pressed")
        clock.advance(by: 1.0 / 60)
        window.sendPointer(.ended, at: CGPoint(x: 5, y: 45), time: clock.now)
        window.advanceFrame()
        slider.isEnabled = false
        #expect(slider.currentThumbImage === normal, "no disabled image: the normal one")
        slider.setThumbImage(nil, for: .normal)
        #expect(slider.currentThumbImage == nil)
    }

    @Test("minimum and maximum value images sit at the ends and the track runs between them")
    func valueImages() throws {
        let slider = UISlider()
        slider.minimumValueImage = solid(.red, CGSize(width: 12, height: 12))
        slider.maximumValueImage = solid(.blue, CGSize(width: 20, height: 20))
        let (window, _) = host(slider)
        let bounds = slider.bounds
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 9.5, width: 12, height: 12))
        #expect(slider.maximumValueImageRect(forBounds: bounds) == CGRect(x: 80, y: 5.5, width: 20, height: 20))
        #expect(slider.trackRect(forBounds: bounds) == CGRect(x: 20, y: 13.5, width: 52, height: 4))
        #expect(Double(slider.thumbFrame.midX) == 32, "the thumb starts at the shortened track")
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 6, y: 45) == Color.red)
        #expect(surface.pixel(x: 90, y: 45) == Color.blue)
    }
}
