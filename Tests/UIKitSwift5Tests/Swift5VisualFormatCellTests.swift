import Foundation
import Render
import Testing
import TestSupport
import UIKit
import Widgets

// Swift 5 mode: a cell laid out with the visual format language and the item/attribute initializer, written
// as the corpus's apps write it (a views dictionary, `options: []`, `metrics: nil`, addConstraints on the
// content view).

/// A device row: a status dot, the device's name, when it last synced, and an info button.
final class DeviceStatusCell: UITableViewCell {
    let deviceName = UILabel()
    let lastSuccessTime = UILabel()
    let info_button = UIButton(type: .system)
    let image = UIView()
    let buttonWidth: CGFloat = 60

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        deviceName.text = "Kitchen sensor"
        lastSuccessTime.text = "2 min ago"
        lastSuccessTime.textColor = .gray
        info_button.setTitle("Info", for: .normal)
        info_button.backgroundColor = .systemYellow
        image.backgroundColor = .systemGreen
        for view in [deviceName, lastSuccessTime, info_button, image] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        deviceName.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let viewsDict: [String: Any] = ["deviceName": deviceName, "lastSuccessTime": lastSuccessTime,
                                        "info_button": info_button, "image": image]
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[deviceName]-[lastSuccessTime]-[info_button]-|", options: [], metrics: nil, views: viewsDict))
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[image(10)]", options: [], metrics: nil, views: viewsDict))
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(2)-[image(==10)]", options: [], metrics: nil, views: viewsDict))
        contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[deviceName]-|", options: [], metrics: nil, views: viewsDict))
        contentView.addConstraint(NSLayoutConstraint(item: info_button, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: buttonWidth))
        contentView.addConstraint(NSLayoutConstraint(item: info_button, attribute: .centerY, relatedBy: .equal, toItem: deviceName, attribute: .centerY, multiplier: 1, constant: 0))
        contentView.addConstraint(NSLayoutConstraint(item: lastSuccessTime, attribute: .lastBaseline, relatedBy: .equal, toItem: deviceName, attribute: .lastBaseline, multiplier: 1, constant: 0))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class DeviceListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(DeviceStatusCell.self, forCellReuseIdentifier: "device")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "device", for: indexPath)
    }
}

@MainActor
struct Swift5VisualFormatCellTests {
    @Test("a cell laid out with VFL: margins at the edges, 8 pt between siblings, the fixed sizes, the dot at the top margin")
    func deviceCell() throws {
        let (window, clock) = TestSupport.makeWindow()
        let controller = DeviceListController()
        window.rootViewController = controller
        window.step(clock, frames: 2)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? DeviceStatusCell)
        let margins = cell.contentView.layoutMarginsGuide.layoutFrame
        #expect(margins.minX > 0 && margins.minY > 0)
        #expect(cell.deviceName.frame.minX == margins.minX)
        #expect(cell.deviceName.frame.minY == margins.minY && cell.deviceName.frame.maxY == margins.maxY)
        #expect(cell.lastSuccessTime.frame.minX == cell.deviceName.frame.maxX + 8)
        #expect(cell.lastSuccessTime.frame.width == cell.lastSuccessTime.intrinsicContentSize.width)
        #expect(cell.info_button.frame.minX == cell.lastSuccessTime.frame.maxX + 8)
        #expect(cell.info_button.frame.maxX == margins.maxX && cell.info_button.frame.width == 60)
        #expect(cell.info_button.frame.midY == cell.deviceName.frame.midY)
        #expect(cell.image.frame == CGRect(x: 2, y: margins.minY, width: 10, height: 10))
        let surface = try Golden.draw(window)
        try? surface.writePNG(to: "/tmp/vfl-device-cell.png")
        let dot = cell.contentView.convert(CGPoint(x: cell.image.frame.midX, y: cell.image.frame.midY), to: nil)
        #expect(surface.pixel(x: Int(dot.x), y: Int(dot.y)) == UIColor.systemGreen.resolved(for: .light).plain)
        // The button's left edge, halfway down: its yellow background starts 8 pt after the time label.
        let button = cell.contentView.convert(CGPoint(x: cell.info_button.frame.minX + 1, y: cell.info_button.frame.midY), to: nil)
        #expect(surface.pixel(x: Int(button.x), y: Int(button.y)) == UIColor.systemYellow.resolved(for: .light).plain)
        #expect(surface.pixel(x: Int(button.x) - 3, y: Int(button.y)) == UIColor.white.resolved(for: .light).plain)
    }

    @Test("the corpus's lines compile and solve in Swift 5: a width from .notAnAttribute, system spacing on centerY")
    func corpusLines() {
        let (window, clock) = TestSupport.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootView.addSubview(view)
        let stackView = UIStackView()
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        let value: CGFloat = 120
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: stackView, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: value),
            stackView.heightAnchor.constraint(equalToConstant: 40),
            stackView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stackView.centerYAnchor.constraint(equalToSystemSpacingBelow: view.centerYAnchor, multiplier: 0.9),
        ])
        let spacing = stackView.centerYAnchor.constraint(equalToSystemSpacingBelow: view.centerYAnchor, multiplier: 0.9)
        #expect(abs(spacing.constant - 7.2) < 1e-9 && spacing.multiplier == 1)
        window.step(clock)
        // centerY = 100 + 0.9 × 8 = 107.2, so the 40 pt stack starts at 87.2, which the frame rounds to the
        // 2x display's pixel grid: 87.
        #expect(stackView.frame == CGRect(x: 40, y: 87, width: 120, height: 40))
    }
}
