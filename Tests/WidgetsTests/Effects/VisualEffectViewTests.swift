import Foundation
import Render
import Testing
import TestSupport
@testable import Widgets

/// UIVisualEffectView on pixels: the backdrop is blurred by the bars' blur and tinted per material and
/// appearance; vibrancy draws content in its style's colour.
@MainActor
@Suite("Visual effect view")
struct VisualEffectViewTests {
    /// A 100×100 window of 4 pt red and blue stripes with `effect` over its middle 60×60, drawn at scale 1.
    func draw(_ effect: (any VisualEffect)?, style: UserInterfaceStyle = .light,
              content: ((VisualEffectView) -> Void)? = nil) throws -> OffscreenSurface {
        let (window, clock) = TestSupport.makeWindow(
            size: Size(width: 100, height: 100),
            traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 1,
                                    userInterfaceStyle: style))
        for i in 0..<25 {
            let stripe = View(frame: Rect(x: Double(i) * 4, y: 0, width: 4, height: 100))
            stripe.backgroundColor = i.isMultiple(of: 2) ? Color(r: 255, g: 0, b: 0) : Color(r: 0, g: 0, b: 255)
            window.rootView.addSubview(stripe)
        }
        let view = VisualEffectView(effect: effect)
        view.frame = Rect(x: 20, y: 20, width: 60, height: 60)
        content?(view)
        window.rootView.addSubview(view)
        window.step(clock)
        return try Golden.draw(window)
    }

    @Test("with no effect the stripes show through; a blur mixes them and tints them")
    func blurMixes() throws {
        let none = try draw(nil)
        #expect(none.pixel(x: 50, y: 50) == Color(r: 255, g: 0, b: 0) || none.pixel(x: 50, y: 50) == Color(r: 0, g: 0, b: 255))
        let blurred = try draw(BlurEffect(style: .systemThinMaterialLight)).pixel(x: 50, y: 50)
        // Half red, half blue blurred, then white at 0.6 laid over: r and b both well above 0 and close.
        #expect(abs(blurred.r8 - blurred.b8) < 30, "\(blurred)")
        #expect(blurred.r8 > 150 && blurred.g8 > 120, "\(blurred)")
        #expect(try draw(BlurEffect(style: .systemThinMaterialLight)).pixel(x: 10, y: 50) == none.pixel(x: 10, y: 50),
                "outside the view nothing changes")
    }

    @Test("materials differ in pixels, thicker ones whiter in light mode and darker in dark mode")
    func materialsDiffer() throws {
        let styles: [BlurEffect.Style] = [.systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial]
        // Brightness (r + g + b): the backdrop's red and blue mix to about 128 + 0 + 128.
        let light = try styles.map { try draw(BlurEffect(style: $0)).pixel(x: 50, y: 50).sum }
        let dark = try styles.map { try draw(BlurEffect(style: $0), style: .dark).pixel(x: 50, y: 50).sum }
        #expect(light == light.sorted() && Set(light).count == 4, "\(light)")
        #expect(dark == dark.sorted(by: >) && Set(dark).count == 4, "\(dark)")
        #expect(zip(light, dark).allSatisfy { $0 > $1 })
    }

    @Test("Light and Dark variants ignore the appearance; adaptive styles follow it")
    func fixedVariants() throws {
        let lightInDark = try draw(BlurEffect(style: .systemMaterialLight), style: .dark).pixel(x: 50, y: 50)
        let lightInLight = try draw(BlurEffect(style: .systemMaterialLight)).pixel(x: 50, y: 50)
        #expect(lightInDark == lightInLight)
        let darkInLight = try draw(BlurEffect(style: .systemMaterialDark)).pixel(x: 50, y: 50)
        #expect(darkInLight == (try draw(BlurEffect(style: .systemMaterial), style: .dark).pixel(x: 50, y: 50)))
        #expect(try draw(BlurEffect(style: .regular)).pixel(x: 50, y: 50) == (try draw(BlurEffect(style: .light)).pixel(x: 50, y: 50)))
        #expect(try draw(BlurEffect(style: .regular), style: .dark).pixel(x: 50, y: 50)
                == (try draw(BlurEffect(style: .dark)).pixel(x: 50, y: 50)))
        #expect(try draw(BlurEffect(style: .extraLight)).pixel(x: 50, y: 50) != (try draw(BlurEffect(style: .light)).pixel(x: 50, y: 50)))
    }

    @Test("content added to contentView fills the effect view and is drawn over the blur")
    func contentView() throws {
        var shown: VisualEffectView?
        let surface = try draw(BlurEffect(style: .systemMaterial)) { effectView in
            let v = View(frame: Rect(x: 10, y: 10, width: 10, height: 10))
            v.backgroundColor = Color(r: 0, g: 255, b: 0)
            effectView.contentView.addSubview(v)
            shown = effectView
        }
        #expect(surface.pixel(x: 35, y: 35) == Color(r: 0, g: 255, b: 0))
        #expect(shown?.contentView.frame == Rect(x: 0, y: 0, width: 60, height: 60))
    }

    @Test("a vibrancy effect draws its content's symbol in the style's colour, whatever the view's tint")
    func vibrancy() throws {
        let blur = BlurEffect(style: .systemMaterialDark)
        let library = SymbolLibrary(directory: (try AssetLocator.assetsDirectory() as NSString).appendingPathComponent("symbols/tabler"))
        func pixel(_ vibrancy: VibrancyEffect.Style?) throws -> Color {
            try draw(blur) { effectView in
                let inner = VisualEffectView(effect: vibrancy.map { VibrancyEffect(blurEffect: blur, style: $0) })
                inner.frame = effectView.bounds
                let image = ImageView(image: Picture(systemName: "square.fill", withConfiguration: .init(pointSize: 40),
                                                     library: library))
                image.tintColor = Color(r: 255, g: 0, b: 0)
                image.frame = Rect(x: 6, y: 6, width: 48, height: 48)
                inner.contentView.addSubview(image)
                effectView.contentView.addSubview(inner)
            }.pixel(x: 50, y: 50)
        }
        #expect(try pixel(nil) == Color(r: 255, g: 0, b: 0), "a vibrancy view with no effect keeps the tint")
        #expect(try pixel(.label) == Color(r: 255, g: 255, b: 255), "label on an always-dark blur is white")
        let secondary = try pixel(.secondaryLabel)
        #expect(secondary != Color(r: 255, g: 255, b: 255) && secondary.r8 > 100, "\(secondary)")
    }
}

private extension Color {
    var r8: Int { Int((red * 255).rounded()) }
    var g8: Int { Int((green * 255).rounded()) }
    var b8: Int { Int((blue * 255).rounded()) }
    var sum: Int { r8 + g8 + b8 }
}
