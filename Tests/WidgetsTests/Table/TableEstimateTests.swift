import Render
import Testing
import TestSupport
@testable import Widgets

/// Rows with a per-row estimate from the delegate (UITableViewDelegate's `estimatedHeightForRowAt`).
@MainActor
final class EstimatingRows: TableViewDataSource, TableViewDelegate {
    let count: Int
    var estimates: (IndexPath) -> Double
    init(_ count: Int, estimates: @escaping (IndexPath) -> Double) {
        self.count = count
        self.estimates = estimates
    }
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { estimates(indexPath) }
}

@MainActor
@Suite("Table view: estimated heights")
struct TableEstimateTests {
    @Test("rows not yet measured stand at the delegate's estimate; measured rows at their real height")
    func delegateEstimates() {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
        let table = TableView(frame: Rect(size: window.size), style: .plain)
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 44
        table.register("row") { TableViewCell(style: .default) }
        // Even rows are estimated at 100 pt, odd ones at 200 pt; 1,000 rows, about ten on screen.
        let source = EstimatingRows(1000) { $0.row % 2 == 0 ? 100 : 200 }
        table.dataSource = source
        table.delegate = source
        window.rootView.addSubview(table)
        window.step(clock)
        let visible = table.visibleCellsInOrder.compactMap(\.indexPath).map(\.row)
        #expect(!visible.isEmpty && visible.count < 20)
        let last = 999
        #expect(table.heights.height(of: table.sections[0].firstRowItem + last) == 200)
        #expect(table.heights.height(of: table.sections[0].firstRowItem + last - 1) == 100)
        let unmeasured = (0..<1000).filter { !visible.contains($0) }
        let estimated = unmeasured.reduce(0.0) { $0 + ($1 % 2 == 0 ? 100 : 200) }
        let measured = visible.reduce(0.0) { $0 + table.heights.height(of: table.sections[0].firstRowItem + $1) }
        #expect(Double(table.contentSize.height) == estimated + measured)
        withExtendedLifetime(source) {}
    }
}

/// A controller that logs its layout callbacks and its view's.
@MainActor
final class LayoutLoggingController: ViewController {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        let child = View()
        child.setLayoutHandler { [log] _ in log.add("child layoutSubviews") }
        view.addSubview(child)
        view.setLayoutHandler { [log] v in
            log.add("view layoutSubviews")
            child.frame = Rect(x: 0, y: 0, width: v.bounds.width / 2, height: 10)
        }
    }
    override func viewWillLayoutSubviews() { log.add("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.add("viewDidLayoutSubviews") }
}

@MainActor
@Suite("View controller layout callbacks")
struct ViewControllerLayoutCallbackTests {
    @Test("viewWillLayoutSubviews and viewDidLayoutSubviews wrap the root view's layoutSubviews, before its subviews lay out")
    func order() {
        let (window, clock) = TestSupport.makeWindow()
        let log = EventLog()
        let controller = LayoutLoggingController(log: log)
        window.rootViewController = controller
        window.step(clock)
        #expect(log.entries == ["viewWillLayoutSubviews", "view layoutSubviews", "viewDidLayoutSubviews",
                                "child layoutSubviews"])
        log.clear()
        window.step(clock)
        #expect(log.entries.isEmpty, "nothing asked for layout")
        window.size = Size(width: 200, height: 400)
        window.step(clock)
        #expect(log.entries == ["viewWillLayoutSubviews", "view layoutSubviews", "viewDidLayoutSubviews",
                                "child layoutSubviews"])
    }
}
