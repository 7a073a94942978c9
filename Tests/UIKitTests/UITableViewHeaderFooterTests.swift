import Testing
import TestSupport
import UIKit

/// Section header views registered by class and dequeued by identifier, as UIKit code writes them.
@MainActor
struct UITableViewHeaderFooterTests {
    final class DateHeader: UITableViewHeaderFooterView {
        let dateLabel = UILabel()
        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            dateLabel.text = "Today"
            contentView.addSubview(dateLabel)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test("a registered header class is dequeued through its override, with its identifier")
    func registerAndDequeue() throws {
        let table = UITableView()
        table.register(DateHeader.self, forHeaderFooterViewReuseIdentifier: "date")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "date") as? DateHeader)
        #expect(header.reuseIdentifier == "date")
        #expect(header.dateLabel.text == "Today")
        #expect(header.dateLabel.superview === header.contentView)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "missing") == nil)
    }

    @Test("a class held as AnyClass registers too, and the header lays out its content view and title")
    func anyClassAndLayout() throws {
        let table = UITableView()
        let viewClass: AnyClass = UITableViewHeaderFooterView.self
        table.register(viewClass, forHeaderFooterViewReuseIdentifier: "plain")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "plain"))
        header.textLabel?.text = "Recent"
        header.frame = CGRect(x: 0, y: 0, width: 390, height: 38)
        header.layoutIfNeeded()
        #expect(header.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 38))
        #expect(header.textLabel?.frame == CGRect(x: 16, y: 0, width: 358, height: 38))
        #expect(header.textLabel?.text == "Recent")
    }
}
