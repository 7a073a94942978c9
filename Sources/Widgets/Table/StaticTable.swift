import Render

/// A table built from fixed cells in sections (a settings screen, Interface Builder's static cells), with
/// rows that can be hidden and shown with seed 3's cascade: hiding fades the row's content out, then
/// collapses the row; showing grows the row, then fades the content in.
@preconcurrency @MainActor
public final class StaticTable: TableViewDataSource, TableViewDelegate {
    public struct Section {
        public var header: String?
        public var footer: String?
        public var cells: [TableViewCell]

        public init(header: String? = nil, footer: String? = nil, cells: [TableViewCell]) {
            self.header = header
            self.footer = footer
            self.cells = cells
        }
    }

    // Seed 3's cascade (reference: Tables): content fade 0.25 s, row height 0.5 s, both easeInOut.
    public static let fadeDuration = 0.25
    public static let resizeDuration = 0.5

    public private(set) var sections: [Section]
    public weak var tableView: TableView?
    private var hidden: Set<ObjectIdentifier> = []
    /// Called when a row is tapped (the table keeps it selected until deselected).
    public var onSelect: ((TableView, IndexPath, TableViewCell) -> Void)?

    public init(sections: [Section]) {
        self.sections = sections
    }

    /// Makes `table` show these sections (sets its data source and delegate; they are weak, keep `self`).
    public func attach(to table: TableView) {
        tableView = table
        table.dataSource = self
        table.delegate = self
    }

    public func isHidden(_ cell: TableViewCell) -> Bool { hidden.contains(ObjectIdentifier(cell)) }

    public func indexPath(of cell: TableViewCell) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let r = section.cells.firstIndex(where: { $0 === cell }) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    /// Hides or shows a row. Animated, it runs the cascade; `completion` runs when it ends.
    public func setHidden(_ isHidden: Bool, _ cell: TableViewCell, animated: Bool, completion: (() -> Void)? = nil) {
        guard isHidden != self.isHidden(cell) else { completion?(); return }
        guard let table = tableView else {
            // Not attached yet: just record it; the table reads it when it loads.
            if isHidden { hidden.insert(ObjectIdentifier(cell)) } else { hidden.remove(ObjectIdentifier(cell)) }
            cell.contentView.alpha = isHidden ? 0 : 1
            completion?()
            return
        }
        let resize = {
            if isHidden { self.hidden.insert(ObjectIdentifier(cell)) } else { self.hidden.remove(ObjectIdentifier(cell)) }
            table.beginUpdates()
            table.endUpdates()
        }
        guard animated, table.window != nil else {
            table.performWithoutAnimation {
                cell.contentView.alpha = isHidden ? 0 : 1
                resize()
            }
            completion?()
            return
        }
        if isHidden {
            cell.animate(withDuration: Self.fadeDuration, options: .toolkit, animations: { cell.contentView.alpha = 0 }, completion: { _ in
                table.animate(withDuration: Self.resizeDuration, options: .toolkit, animations: resize, completion: { _ in completion?() })
            })
        } else {
            table.performWithoutAnimation { cell.contentView.alpha = 0 }
            table.animate(withDuration: Self.resizeDuration, options: .toolkit, animations: resize, completion: { _ in
                cell.animate(withDuration: Self.fadeDuration, options: .toolkit, animations: { cell.contentView.alpha = 1 },
                             completion: { _ in completion?() })
            })
        }
    }

    // MARK: Data source and delegate

    public func numberOfSections(in tableView: TableView) -> Int { sections.count }
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].cells.count }
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        sections[indexPath.section].cells[indexPath.row]
    }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    /// Hidden rows are 0 pt tall; the others size themselves (seed 3's `heightForRowAt`).
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        isHidden(sections[indexPath.section].cells[indexPath.row]) ? 0 : TableView.automaticDimension
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        onSelect?(tableView, indexPath, sections[indexPath.section].cells[indexPath.row])
    }
}
