import Foundation
import Testing
import TestSupport
import UIKit
import Widgets

// In Swift 5 mode, written as UIKit code writes its initializers: `override init(frame:)` beside
// `required init?(coder:)` (calling `super.init(coder:)` or the Xcode fix-it's `fatalError`), and controllers
// with their own `init(item:)` over `super.init(nibName: nil, bundle: nil)`. UIView and UIViewController
// declare `init?(coder:)` required, as Apple's do, so these compile unmodified and run as on iOS.

/// Which initializer made each CardView, in order ("frame WxH" or "coder").
@MainActor var cardViewInits: [String] = []

class CardView: UIView {
    let stripe = UIView()
    override init(frame: CGRect) { cardViewInits.append("frame \(frame.width)x\(frame.height)"); super.init(frame: frame); setup() }
    required init?(coder: NSCoder) { cardViewInits.append("coder"); super.init(coder: coder); setup() }
    private func setup() {
        backgroundColor = .blue
        stripe.backgroundColor = .red
        addSubview(stripe)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        stripe.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 10)
    }
}

struct Item { let name: String }

class DetailVC: UIViewController {
    let item: Item
    let nameLabel = UILabel()
    init(item: Item) { self.item = item; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        nameLabel.text = item.name
        view.addSubview(nameLabel)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        nameLabel.frame = CGRect(x: 20, y: 100, width: view.bounds.width - 40, height: 30)
    }
}

class Cell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        detailTextLabel?.text = "made in code"
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

class BadgeLabel: UILabel {
    override init(frame: CGRect) { super.init(frame: frame); text = "badge" }
    required init?(coder: NSCoder) { super.init(coder: coder); text = "decoded"; textColor = .red }
}

class PillButton: UIButton {
    override init(frame: CGRect) { super.init(frame: frame); setTitle("Pill", for: .normal) }
    required init?(coder: NSCoder) { super.init(coder: coder); setTitle("Decoded", for: .normal) }
}

class FruitTableVC: UITableViewController {
    let fruits = ["Apple", "Pear"]
    init() { super.init(style: .plain) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
}

class SwatchCell: UICollectionViewCell {
    let swatch = UIView()
    override init(frame: CGRect) { super.init(frame: frame); setup() }
    required init?(coder: NSCoder) { super.init(coder: coder); setup() }
    private func setup() {
        swatch.backgroundColor = .green
        contentView.addSubview(swatch)
    }
}

/// An empty keyed archive to decode from, as a storyboard's coder would be (swift-corelibs-foundation's).
func emptyArchiveCoder() throws -> NSCoder {
    try NSKeyedUnarchiver(forReadingFrom: NSKeyedArchiver(requiringSecureCoding: false).encodedData)
}

@MainActor
struct Swift5CoderInitTests {
    @Test("CardView() inherits init() and runs init(frame:) with .zero; init(coder:) runs the coder path")
    func cardViewInitializers() throws {
        cardViewInits = []
        let plain = CardView()
        #expect(cardViewInits == ["frame 0.0x0.0"])
        #expect(plain.frame == .zero)
        #expect(plain.backgroundColor == .blue)
        #expect(plain.subviews.count == 1 && plain.subviews.first === plain.stripe)
        let decoded = try #require(CardView(coder: try emptyArchiveCoder()))
        #expect(cardViewInits == ["frame 0.0x0.0", "coder"])
        #expect(decoded.frame == .zero)
        #expect(decoded.subviews.count == 1 && decoded.subviews.first === decoded.stripe)
    }

    @Test("a view made by init(coder:) lays out and draws: its stripe's frame and pixels")
    func decodedViewDraws() throws {
        let (window, clock) = TestSupport.makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        controller.view.backgroundColor = .white
        let card = try #require(CardView(coder: NSCoder()))
        card.frame = CGRect(x: 20, y: 100, width: 200, height: 60)
        controller.view.addSubview(card)
        window.step(clock)
        #expect(card.stripe.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
        let surface = try Golden.draw(window)
        #expect(surface.pixel(x: 100, y: 104) == UIColor.red)
        #expect(surface.pixel(x: 100, y: 140) == UIColor.blue)
        #expect(surface.pixel(x: 100, y: 170) == UIColor.white)
    }

    @Test("a controller made with init(item:) loads its view, sized to the window, and lays out its label")
    func controllerWithOwnInitializer() {
        let (window, clock) = TestSupport.makeWindow()
        let detail = DetailVC(item: Item(name: "Lamp"))
        #expect(!detail.isViewLoaded)
        window.rootViewController = detail
        window.step(clock)
        #expect(detail.isViewLoaded)
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(detail.nameLabel.text == "Lamp")
        #expect(detail.nameLabel.frame == CGRect(x: 20, y: 100, width: 335, height: 30))
    }

    @Test("a cell with required init?(coder:) calling super is made by the table from its class, and by a coder")
    func cellSubclass() throws {
        let table = UITableView()
        table.register(Cell.self, forCellReuseIdentifier: "cell")
        let made = table.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0))
        #expect(made is Cell)
        #expect(made.style == .subtitle)
        #expect(made.detailTextLabel?.text == "made in code")
        let decoded = try #require(Cell(coder: try emptyArchiveCoder()))
        #expect(decoded.style == .default)
        #expect(decoded.reuseIdentifier == nil)
        #expect(decoded.detailTextLabel?.text == "")
    }

    @Test("UILabel and UIButton subclasses: init() goes through init(frame:), init(coder:) through the coder path")
    func labelAndButtonSubclasses() throws {
        #expect(BadgeLabel().text == "badge")
        let label = try #require(BadgeLabel(coder: try emptyArchiveCoder()))
        #expect(label.text == "decoded")
        #expect(label.textColor == .red)
        #expect(!label.isUserInteractionEnabled)
        #expect(PillButton().title(for: .normal) == "Pill")
        let button = try #require(PillButton(coder: try emptyArchiveCoder()))
        #expect(button.title(for: .normal) == "Decoded")
        #expect(button.titleLabel?.superview === button)
    }

    @Test("a UITableViewController subclass with init() over init(style:) shows its rows; init(coder:) is plain")
    func tableControllerSubclass() throws {
        let (window, clock) = TestSupport.makeWindow()
        let fruits = FruitTableVC()
        window.rootViewController = fruits
        window.step(clock)
        #expect(fruits.tableView.numberOfRows(inSection: 0) == 2)
        let first = fruits.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first?.textLabel?.text == "Apple")
        let decoded = try #require(FruitTableVC(coder: try emptyArchiveCoder()))
        #expect(decoded.tableView.style == .plain)
        _ = decoded.view
        #expect(decoded.tableView.dataSource === decoded)
    }

    @Test("a UICollectionViewCell subclass made by the collection view has its swatch; by a coder too")
    func collectionCellSubclass() throws {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(SwatchCell.self, forCellWithReuseIdentifier: "swatch")
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "swatch", for: IndexPath(item: 0, section: 0))
        let swatch = try #require(cell as? SwatchCell)
        #expect(swatch.swatch.superview === swatch.contentView)
        let decoded = try #require(SwatchCell(coder: try emptyArchiveCoder()))
        #expect(decoded.swatch.backgroundColor == .green)
        #expect(decoded.contentView.superview === decoded)
    }
}
