import Render

/// UITableViewDataSourcePrefetching: told which rows the table is likely to show soon, so an app can start
/// loading their data (or its next page) before the cells are asked for. Apple's documentation: "The table
/// view calls this method as the user scrolls, providing the index paths for cells it is likely to display in
/// the near future." How far ahead UIKit looks is not documented; here it is one viewport above and below
/// the rows that have cells, each row once until the next `reloadData()`; a row that already had a cell is
/// not prefetched (its data was needed then), so scrolling on asks only for rows ahead.
@preconcurrency @MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows no longer likely to be shown (UIKit's cancelPrefetchingForRowsAt:, optional there). Handheld
    /// does not call it yet: a row once prefetched stays so until a reload.
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

extension TableView {
    /// Hands the prefetch data source the rows within one viewport of `visible` (the overscanned range that
    /// has cells) that have no cell and were not handed over before, in row order.
    func prefetchRows(around visible: Rect, shown: [IndexPath: Int]) {
        guard let prefetcher = prefetchDataSource, bounds.height > 0, heights.count > 0 else { return }
        prefetchedRows.formUnion(shown.keys)
        let ahead = Rect(x: 0, y: visible.minY - bounds.height, width: visible.width, height: visible.height + 2 * bounds.height)
        var paths: [IndexPath] = []
        guard var item = heights.index(at: max(0, ahead.minY)) else { return }
        while item < heights.count, heights.offset(of: item) <= ahead.maxY {
            if let path = indexPath(forItem: item), shown[path] == nil, !prefetchedRows.contains(path) { paths.append(path) }
            item += 1
        }
        guard !paths.isEmpty else { return }
        prefetchedRows.formUnion(paths)
        prefetcher.tableView(self, prefetchRowsAt: paths)
    }
}
