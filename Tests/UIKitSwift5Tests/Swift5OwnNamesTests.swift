import Testing
import UIKit

// An app's own types named as Handheld's toolkit names its own: `import UIKit` exports none of Handheld's
// unprefixed names (Apple's UIKit exports no `View`, `Label`, `Color`…), so each declaration below is the app's,
// used beside UIKit's types. Before the UIKit module stopped re-exporting HandheldKit, an app's own
// `CollectionView` and `Color` clashed with Handheld's. This file imports UIKit alone, as an app does.

/// An app's collection view subclass, named as apps often name theirs, with its own flow layout.
final class CollectionView: UICollectionView {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 30)
        super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// An app's palette type: a name and a UIKit colour.
struct Color {
    let name: String
    let ui: UIColor

    static let alarm = Color(name: "alarm", ui: .red)
}

/// An app's label kind (a theme's text roles), not a view.
enum Label: String {
    case title, caption

    var font: UIFont { self == .title ? .boldSystemFont(ofSize: 20) : .systemFont(ofSize: 12) }
}

/// An app's own view subclass, named `View` as small demo apps do.
final class View: UIView {
    var drawnCount = 0
}

/// An app's model of a window in its document, not a UIWindow.
struct Window {
    var title: String
}

/// An app's button model, turned into a UIButton.
struct Button {
    let title: String

    func make() -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        return button
    }
}

/// An app's protocol for things shown as images.
protocol Picture {
    var symbolName: String { get }
}

struct StarPicture: Picture {
    var symbolName: String { "star.fill" }
}

/// An app's integer rectangle, converted to UIKit's CGRect.
struct Rect {
    var x = 0, y = 0, width = 0, height = 0

    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

@MainActor
struct Swift5OwnNamesTests {
    @Test("an app's own CollectionView subclass is a UICollectionView with its layout's item size")
    func ownCollectionView() {
        let collection = CollectionView()
        let layout = collection.collectionViewLayout as? UICollectionViewFlowLayout
        #expect(Double(layout?.itemSize.width ?? 0) == 40)
        #expect(Double(layout?.itemSize.height ?? 0) == 30)
        #expect(collection.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        let asUIKit: UICollectionView = collection
        #expect(asUIKit === collection)
    }

    @Test("an app's own Color, Label and View types sit beside UIColor, UILabel and UIView")
    func ownValueTypesBesideUIKit() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.backgroundColor = Color.alarm.ui
        let label = UILabel()
        label.font = Label.title.font
        label.text = Color.alarm.name
        view.addSubview(label)
        label.frame = Rect(x: 5, y: 6, width: 70, height: 24).cgRect

        #expect(view.backgroundColor == UIColor.red)
        #expect(Double(label.font.pointSize) == 20)
        #expect(Double(Label.caption.font.pointSize) == 12)
        #expect(label.text == "alarm")
        #expect(label.superview === view)
        #expect(label.frame == CGRect(x: 5, y: 6, width: 70, height: 24))
        #expect(view.convert(CGPoint(x: 5, y: 6), to: label) == CGPoint(x: 0, y: 0))
        #expect(view.drawnCount == 0)
    }

    @Test("an app's own Window and Button models build real UIKit buttons")
    func ownWindowAndButton() {
        var document = Window(title: "Draft")
        document.title += " 2"
        let button = Button(title: document.title).make()
        #expect(button.title(for: .normal) == "Draft 2")
        button.sizeToFit()
        #expect(Double(button.bounds.width) > 0)
    }

    @Test("an app's own Picture protocol and UIImage are different names")
    func ownPictureProtocol() {
        let pictures: [Picture] = [StarPicture()]
        let images = pictures.compactMap { UIImage(systemName: $0.symbolName) }
        #expect(images.count == 1)
        #expect(Double(images[0].size.width) > 0)
    }
}
