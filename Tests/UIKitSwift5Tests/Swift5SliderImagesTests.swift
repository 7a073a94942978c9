import Testing
import TestSupport
import UIKit
import Widgets

/// A volume row as apps style one: speaker images at the ends, a custom thumb and custom track images.
final class VolumeViewController: UIViewController {
    let slider = UISlider()

    static func solid(_ color: UIColor, _ size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        slider.frame = CGRect(x: 0, y: 30, width: 200, height: 31)
        slider.minimumValueImage = Self.solid(.magenta, CGSize(width: 12, height: 12))
        slider.maximumValueImage = Self.solid(.cyan, CGSize(width: 16, height: 16))
        slider.setThumbImage(Self.solid(.black, CGSize(width: 14, height: 14)), for: .normal)
        slider.setMinimumTrackImage(Self.solid(.green, CGSize(width: 4, height: 6)), for: .normal)
        slider.setMaximumTrackImage(Self.solid(.red, CGSize(width: 4, height: 2)), for: .normal)
        slider.value = 0.5
        view.addSubview(slider)
    }
}

/// UISlider's images: track images stretched on either side of the thumb at their own height, the thumb
/// image instead of the white knob, and value images at the ends shortening the track.
@MainActor
struct Swift5SliderImagesTests {
    @Test("track images stretch from the track's ends to the thumb, at their own heights")
    func trackImages() throws {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 200, height: 100))
        let screen = VolumeViewController()
        window.rootViewController = screen
        window.step(clock)
        let slider = screen.slider
        #expect(slider.currentMinimumTrackImage === slider.minimumTrackImage(for: .normal))
        #expect(slider.currentMaximumTrackImage != nil && slider.maximumTrackImage(for: .highlighted) == nil)
        // Value images 12 and 16 pt wide plus 8 pt gaps: the track runs from x 20 to 176, the thumb's centre
        // half way along its travel.
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 20, y: 13.5, width: 156, height: 4))
        let thumb = slider.thumbFrame
        #expect(thumb.size == CGSize(width: 14, height: 14) && thumb.midX == 98)
        let surface = try Golden.draw(window)
        // Rows in window points: the slider's middle is y 45.5; the 6 pt minimum image spans 42.5...48.5,
        // the 2 pt maximum image 44.5...46.5.
        #expect(surface.pixel(x: 40, y: 43) == UIColor.green, "the minimum image, 6 pt tall")
        #expect(surface.pixel(x: 150, y: 45) == UIColor.red, "the maximum image")
        #expect(surface.pixel(x: 150, y: 43) == UIColor.white, "the maximum image is only 2 pt tall")
        #expect(surface.pixel(x: 98, y: 45) == UIColor.black, "the thumb image over the track")
        #expect(surface.pixel(x: 6, y: 45) == UIColor.magenta && surface.pixel(x: 190, y: 45) == UIColor.cyan)

        slider.value = 1
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 150, y: 43) == UIColor.green, "the minimum image follows the thumb")
        slider.minimumTrackTintColor = .blue
        #expect(slider.minimumTrackImage(for: .normal) == nil, "a tint colour releases the track images")
        window.step(clock)
        #expect(try Golden.draw(window).pixel(x: 150, y: 45) == UIColor.blue)
    }
}
