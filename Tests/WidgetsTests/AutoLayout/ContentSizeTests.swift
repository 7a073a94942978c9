import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Auto Layout content size")
struct AutoLayoutContentSizeTests {
    /// Two labels between the container's edges: the one that hugs less takes the spare width.
    @Test("the label with the lower hugging priority stretches, the other keeps its intrinsic width")
    func hugging() {
        let (window, clock, container, _) = makeConstrainedScene()
        let name = Label(text: "Name"), value = Label(text: "Value")
        for label in [name, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        value.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        #expect(name.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(value.contentHuggingPriority(for: .horizontal) == LayoutPriority(251))
        LayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            name.topAnchor.constraint(equalTo: container.topAnchor),
            value.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        window.step(clock)
        #expect(value.frame.width == value.intrinsicContentSize.width)
        #expect(name.frame.width == 375 - 32 - 8 - value.intrinsicContentSize.width)
        #expect(name.frame.height == name.intrinsicContentSize.height)
    }

    @Test("lowering compression resistance below a required size lets the view shrink")
    func compression() {
        let (window, clock, container, _) = makeConstrainedScene()
        let picker = PickerView()
        picker.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(picker)
        #expect(picker.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        let height = picker.heightAnchor.constraint(lessThanOrEqualToConstant: 100)
        height.priority = LayoutPriority(745)
        LayoutConstraint.activate([picker.topAnchor.constraint(equalTo: container.topAnchor),
                                   picker.leftAnchor.constraint(equalTo: container.leftAnchor),
                                   picker.widthAnchor.constraint(equalToConstant: 300), height])
        window.step(clock)
        #expect(picker.frame.height == 216)  // 750 resists the 745 squeeze
        picker.setContentCompressionResistancePriority(LayoutPriority(740), for: .vertical)
        #expect(picker.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(740))
        window.step(clock)
        #expect(picker.frame.height == 100)
    }

    @Test("a label's new text invalidates its intrinsic size and the next pass resizes it")
    func invalidation() {
        let (window, clock, container, _) = makeConstrainedScene()
        let label = Label(text: "Hi")
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        LayoutConstraint.activate([label.leftAnchor.constraint(equalTo: container.leftAnchor),
                                   label.topAnchor.constraint(equalTo: container.topAnchor)])
        window.step(clock)
        let short = label.frame.width
        #expect(short == label.intrinsicContentSize.width && short > 0)
        label.text = "Hello, world"
        window.step(clock)
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(label.frame.width > short)
    }

    @Test("a custom view's invalidateIntrinsicContentSize reaches the engine")
    func customInvalidation() {
        let (window, clock, container, _) = makeConstrainedScene()
        let glyph = SizedView()
        glyph.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(glyph)
        LayoutConstraint.activate([glyph.leftAnchor.constraint(equalTo: container.leftAnchor),
                                   glyph.topAnchor.constraint(equalTo: container.topAnchor)])
        window.step(clock)
        #expect(glyph.frame.size == Size(width: 20, height: 10))
        glyph.natural = Size(width: 40, height: 30)
        window.step(clock)
        #expect(glyph.frame.size == Size(width: 20, height: 10))  // not told yet
        glyph.invalidateIntrinsicContentSize()
        window.step(clock)
        #expect(glyph.frame.size == Size(width: 40, height: 30))
    }

    @Test("switches, buttons and glyph views report intrinsic sizes")
    func controls() {
        #expect(Switch().intrinsicContentSize == Size(width: 51, height: 31))
        #expect(GlyphView(glyph: .play, size: Size(width: 12, height: 14)).intrinsicContentSize == Size(width: 12, height: 14))
        #expect(Button(title: "Go").intrinsicContentSize.height == 44)
        #expect(PickerView().intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 216))
    }
}

@MainActor
final class SizedView: View {
    var natural = Size(width: 20, height: 10)
    override var intrinsicContentSize: Size { natural }
}
