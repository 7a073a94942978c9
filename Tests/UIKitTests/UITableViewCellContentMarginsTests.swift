import Testing
import TestSupport
import UIKit

/// A custom cell's content pinned to `contentView.layoutMarginsGuide` lines up as on iOS: 11 pt from the top
/// and bottom, and on the sides the cell's leading margin (16 pt on an iPhone, 20 pt in a regular width),
/// where a system cell's text and separator start.
@MainActor
struct UITableViewCellContentMarginsTests {
    final class PinnedCell: UITableViewCell {
        let title = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            title.translatesAutoresizingMaskIntoConstraints = false
            title.numberOfLines = 0
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                title.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                title.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class ListController: UITableViewController {
        var zeroMargins = false
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(PinnedCell.self, forCellReuseIdentifier: "pinned")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "pinned", for: indexPath) as! PinnedCell
            cell.title.text = "Row \(indexPath.row)"
            if zeroMargins { cell.contentView.layoutMargins = .zero }
            return cell
        }
    }

    private func firstCell(_ controller: ListController) throws -> PinnedCell {
        try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? PinnedCell)
    }

    @Test("on an iPhone the title sits 16 pt in and 11 pt down, and the row is 11 + text + 11 tall")
    func phoneMargins() throws {
        let controller = ListController()
        let (window, clock) = TestSupport.makeWindow()
        window.rootViewController = controller
        window.step(clock)
        let cell = try firstCell(controller)
        #expect(cell.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        #expect(cell.title.frame.minX == 16)
        #expect(cell.title.frame.minY == 11)
        #expect(cell.title.frame.maxX == cell.contentView.bounds.width - 16)
        #expect(abs(cell.frame.height - (cell.title.frame.height + 22)) < 0.5)
    }

    @Test("in a regular width the sides follow the cell's 20 pt leading margin")
    func regularWidthMargins() throws {
        let controller = ListController()
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 820, height: 1180),
                                                     traits: UITraitCollection(horizontalSizeClass: .regular,
                                                                               verticalSizeClass: .regular,
                                                                               displayScale: 2))
        window.rootViewController = controller
        window.step(clock)
        let cell = try firstCell(controller)
        #expect(cell.separatorInset.left == 20)
        #expect(cell.title.frame.minX == 20)
        #expect(cell.title.frame.minY == 11)
    }

    @Test("margins the app sets on the content view stay as set")
    func appMarginsKept() throws {
        let controller = ListController()
        controller.zeroMargins = true
        let (window, clock) = TestSupport.makeWindow()
        window.rootViewController = controller
        window.step(clock)
        let cell = try firstCell(controller)
        #expect(cell.contentView.layoutMargins == .zero)
        #expect(cell.title.frame.minX == 0)
        #expect(cell.title.frame.minY == 0)
    }
}
