import Foundation
import Render
import Testing
import TestSupport
@testable import Widgets

/// UIImageView's content modes, intrinsic size, highlighted image and template tint, checked on frames and
/// on pixels drawn by the software renderer.
@MainActor
@Suite("Image view")
struct ImageViewTests {
    /// A 20×10 pt image at 1x: opaque red.
    static func red(width: Int = 20, height: Int = 10) -> Picture {
        Picture(bitmap: Image(pixelWidth: width, pixelHeight: height, pixels: Array(repeating: 0xFFFF_0000, count: width * height)))
    }

    /// The image view on a white 100×100 window, drawn at scale 1.
    func draw(_ view: ImageView) throws -> OffscreenSurface {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 100))
        window.rootView.backgroundColor = .white
        window.rootView.addSubview(view)
        window.step(clock)
        return try Golden.draw(window)
    }

    @Test("every content mode places a 20×10 image in a 40×40 box where UIKit documents it")
    func contentModeFrames() {
        let box = Rect(x: 0, y: 0, width: 40, height: 40), size = Size(width: 20, height: 10)
        let expected: [(ContentMode, Rect)] = [
            (.scaleToFill, box), (.redraw, box),
            (.scaleAspectFit, Rect(x: 0, y: 10, width: 40, height: 20)),
            (.scaleAspectFill, Rect(x: -20, y: 0, width: 80, height: 40)),
            (.center, Rect(x: 10, y: 15, width: 20, height: 10)),
            (.top, Rect(x: 10, y: 0, width: 20, height: 10)), (.bottom, Rect(x: 10, y: 30, width: 20, height: 10)),
            (.left, Rect(x: 0, y: 15, width: 20, height: 10)), (.right, Rect(x: 20, y: 15, width: 20, height: 10)),
            (.topLeft, Rect(x: 0, y: 0, width: 20, height: 10)), (.topRight, Rect(x: 20, y: 0, width: 20, height: 10)),
            (.bottomLeft, Rect(x: 0, y: 30, width: 20, height: 10)), (.bottomRight, Rect(x: 20, y: 30, width: 20, height: 10)),
        ]
        #expect(expected.count == ContentMode.allCases.count)
        for (mode, rect) in expected { #expect(mode.rect(for: size, in: box) == rect, "\(mode)") }
    }

    @Test("aspect fit letterboxes on pixels; aspect fill overflows unless clipsToBounds")
    func aspectPixels() throws {
        let fit = ImageView(image: Self.red())
        fit.frame = Rect(x: 10, y: 10, width: 40, height: 40)
        fit.contentMode = .scaleAspectFit
        let s = try draw(fit)
        #expect(s.pixel(x: 30, y: 15) == .white)
        #expect(s.pixel(x: 11, y: 21) == Color(r: 255, g: 0, b: 0))
        #expect(s.pixel(x: 48, y: 38) == Color(r: 255, g: 0, b: 0))
        #expect(s.pixel(x: 30, y: 45) == .white)

        let fill = ImageView(image: Self.red())
        fill.frame = Rect(x: 30, y: 10, width: 40, height: 40)
        fill.contentMode = .scaleAspectFill
        #expect(try draw(fill).pixel(x: 15, y: 30) == Color(r: 255, g: 0, b: 0), "80 pt wide, 20 pt out on each side")
        fill.removeFromSuperview()
        fill.clipsToBounds = true
        let clipped = try draw(fill)
        #expect(clipped.pixel(x: 15, y: 30) == .white)
        #expect(clipped.pixel(x: 31, y: 30) == Color(r: 255, g: 0, b: 0))
    }

    @Test("intrinsicContentSize is the image's size in points, and follows the image")
    func intrinsicSize() {
        let view = ImageView(image: Self.red())
        #expect(view.intrinsicContentSize == Size(width: 20, height: 10))
        #expect(view.frame.size == Size(width: 20, height: 10), "UIImageView(image:) takes the image's size")
        view.image = Picture(bitmap: Image(pixelWidth: 30, pixelHeight: 30, scale: 3, pixels: Array(repeating: 0, count: 900)))
        #expect(view.intrinsicContentSize == Size(width: 10, height: 10))
        view.image = nil
        #expect(Double(view.intrinsicContentSize.width) == View.noIntrinsicMetric)
        #expect(!ImageView().isUserInteractionEnabled)
    }

    @Test("a template is drawn in the view's tint; withTintColor's colour wins; original stays red")
    func templates() throws {
        let view = ImageView(image: Self.red().withRenderingMode(.alwaysTemplate))
        view.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        view.tintColor = Color(r: 0, g: 0, b: 255)
        #expect(try draw(view).pixel(x: 5, y: 5) == Color(r: 0, g: 0, b: 255))
        view.removeFromSuperview()
        view.image = Self.red().withTintColor(Color(r: 0, g: 255, b: 0))
        #expect(try draw(view).pixel(x: 5, y: 5) == Color(r: 0, g: 255, b: 0))
        view.removeFromSuperview()
        view.image = Self.red().withTintColor(.black).withRenderingMode(.alwaysOriginal)
        #expect(try draw(view).pixel(x: 5, y: 5) == Color(r: 255, g: 0, b: 0))
    }

    @Test("highlightedImage shows while highlighted")
    func highlighted() throws {
        let blue = Picture(bitmap: Image(pixelWidth: 20, pixelHeight: 10, pixels: Array(repeating: 0xFF00_00FF, count: 200)))
        let view = ImageView(image: Self.red(), highlightedImage: blue)
        #expect(try draw(view).pixel(x: 5, y: 5) == Color(r: 255, g: 0, b: 0))
        view.removeFromSuperview()
        view.isHighlighted = true
        #expect(view.shownImage === blue)
        #expect(try draw(view).pixel(x: 5, y: 5) == Color(r: 0, g: 0, b: 255))
    }

    @Test("a resizable image keeps its corners and stretches its middle")
    func capInsets() {
        let caps = EdgeInsets(top: 2, left: 3, bottom: 2, right: 3)
        let parts = NinePart.pieces(imageSize: Size(width: 10, height: 10), caps: caps, in: Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(parts.count == 9)
        #expect(parts[0].source == Rect(x: 0, y: 0, width: 3, height: 2) && parts[0].destination == Rect(x: 0, y: 0, width: 3, height: 2))
        #expect(parts[4].source == Rect(x: 3, y: 2, width: 4, height: 6) && parts[4].destination == Rect(x: 3, y: 2, width: 44, height: 16))
        #expect(parts[8].destination == Rect(x: 47, y: 18, width: 3, height: 2))
    }

    @Test("named images come from loose @2x files and from an asset catalog's image set, at the screen's scale")
    func named() throws {
        let folder = NSTemporaryDirectory() + "handheld-images-\(getpid())"
        let set = folder + "/Assets.xcassets/Star.imageset"
        try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let surface = try OffscreenSurface(size: Size(width: 4, height: 4), scale: 1, fonts: try Golden.fonts())
        let png = try surface.pngData()
        for file in ["/loose.png", "/loose@2x.png", "/Assets.xcassets/Star.imageset/star@3x.png",
                     "/Assets.xcassets/Star.imageset/star@1x.png"] {
            FileManager.default.createFile(atPath: folder + file, contents: Data(png))
        }
        let json = #"{"images":[{"idiom":"universal","filename":"star@1x.png","scale":"1x"},{"idiom":"universal","scale":"2x"},{"idiom":"universal","filename":"star@3x.png","scale":"3x"}],"info":{"version":1,"author":"xcode"}}"#
        FileManager.default.createFile(atPath: set + "/Contents.json", contents: Data(json.utf8))
        #expect(Picture(named: "loose", inFolders: [folder], scale: 2)?.scale == 2)
        #expect(Picture(named: "loose", inFolders: [folder], scale: 1)?.size == Size(width: 4, height: 4))
        #expect(Picture(named: "Star", inFolders: [folder], scale: 2)?.scale == 3, "no 2x file: the next larger")
        #expect(Picture(named: "Star", inFolders: [folder], scale: 1)?.scale == 1)
        #expect(Picture(named: "Missing", inFolders: [folder]) == nil)
        #expect(Picture(contentsOfFile: folder + "/loose@2x.png")?.scale == 2)
        #expect(Picture(data: Data(png))?.size == Size(width: 4, height: 4))
        #expect(Picture(data: Data("nope".utf8)) == nil)
    }
}

@MainActor
@Suite("Image view in a table cell")
struct CellImageViewTests {
    @Test("setting a cell's imageView.image shows it and moves the text past it")
    func cellImage() {
        let cell = TableViewCell(style: .default)
        cell.frame = Rect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutIfNeeded()
        let before = cell.labelLeading
        #expect(cell.imageView.isHidden)
        cell.imageView.image = ImageViewTests.red()
        #expect(!cell.imageView.isHidden)
        cell.layoutIfNeeded()
        #expect(cell.labelLeading > before)
        #expect(Double(cell.imageView.frame.width) == TableViewCell.imageSide)
        cell.imageView.image = nil
        #expect(cell.imageView.isHidden)
    }
}
