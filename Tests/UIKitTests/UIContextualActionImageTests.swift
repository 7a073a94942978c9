import Foundation
import Testing
import TestSupport
import Render
import UIKit
import Widgets

/// UIContextualAction.image and backgroundColor, drawn in the swipe action's button.
@MainActor
struct UIContextualActionImageTests {
    final class Rows: NSObject, UITableViewDataSource, TableViewSwipeActionsDelegate {
        func numberOfSections(in tableView: UITableView) -> Int { 1 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView,
                       trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
            archive.image = UIImage(systemName: "archivebox")
            archive.backgroundColor = .systemIndigo
            return UISwipeActionsConfiguration(actions: [archive])
        }
    }

    @Test("a swipe action with an image shows it above its title, on its background colour")
    func imageAboveTitle() throws {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 375, height: 667))
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.rowHeight = 90
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = Rows()
        table.dataSource = rows
        table.delegate = rows
        window.rootView.addSubview(table)
        window.step(clock)
        func frame(_ phase: Touch.Phase? = nil, _ x: Double = 0) {
            clock.advance(by: 1.0 / 60)
            if let phase { window.sendPointer(phase, at: CGPoint(x: x, y: 45), time: clock.now) }
            window.advanceFrame()
        }
        frame(.began, 300)
        for i in 1...20 { frame(.moved, 300 - Double(i) * 10) }
        for _ in 0..<10 { frame() }
        frame(.ended, 100)
        for _ in 0..<40 { frame() }
        func buttons(in view: UIView) -> [UIButton] {
            view.subviews.flatMap { ($0 as? UIButton).map { [$0] } ?? buttons(in: $0) }
        }
        let archive = try #require(buttons(in: table).first { $0.title(for: .normal) == "Archive" })
        let image = try #require(archive.imageView)
        #expect(image.image?.symbol?.name == "archivebox")
        #expect(archive.backgroundColor == .systemIndigo)
        #expect(image.frame.maxY <= archive.titleLabel!.frame.minY, "the image sits above the title")
        #expect(abs(Double(image.frame.midX - archive.titleLabel!.frame.midX)) < 1, "both centred")
    }
}
