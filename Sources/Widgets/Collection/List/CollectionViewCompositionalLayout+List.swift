import Render

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration` (UICollectionViewCompositionalLayout.list(using:)).
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, size in .list(using: configuration, layoutEnvironment: size) }
    }

    /// Places a list section from `y`, a table's section of the same style: the header gap or header view,
    /// one row per item at the width the style gives (inset-grouped cards 16 pt in, 20 on a regular-width
    /// screen, plus the safe area: `TableView.rowInsets`), each row as tall as its cell asks for at that
    /// width (at least 44 pt, growing with Dynamic Type: `TableViewCell.sizeThatFits`), then the footer.
    ///
    /// Rows are measured with their cells, as the table measures self-sizing rows, but only those in view:
    /// a shown row from its cell at each `prepare`; a row coming into view once, with a cell from the data
    /// source (`sizeEstimatedItems`, as compositional `.estimated` items are); every other row stands at
    /// the height it last measured at this width, or at the estimate. A prepare costs O(n) arithmetic and
    /// O(visible) cell configurations (before: one configuration per row of the list at every prepare).
    func placeList(_ list: CollectionLayoutListConfiguration, _ description: CollectionLayoutSection,
                   section s: Int, at y: inout Double) -> CompositionalSection {
        var section = CompositionalSection(start: y, description: description)
        guard let cv = collectionView else { return section }
        applyListBackground(list, to: cv)
        if list.leadingSwipeActionsConfigurationProvider != nil || list.trailingSwipeActionsConfigurationProvider != nil {
            cv.installRowSwipeIfNeeded()
        }
        let regular = cv.bounds.width >= UserInterfaceSizeClass.regularMinimumWidth
            && cv.window?.traitCollection.horizontalSizeClass != .compact
        let safe = cv.safeAreaInsets
        let inset = list.isInset ? (regular ? 20.0 : 16.0) : 0
        let left = list.isInset ? inset + safe.left : 0
        let width = max(0, cv.bounds.width - left - (list.isInset ? inset + safe.right : 0))
        let grouped = list.tableStyle != .plain

        if list.headerMode == .supplementary {
            let h = grouped ? (s == 0 ? TableView.groupedFirstTitledHeader : TableView.groupedTitledHeader) : Self.plainHeaderHeight
            section.supplementaries.append((boundaryItem(CollectionView.elementKindSectionHeader, height: h, alignment: .top),
                                            Rect(x: left, y: y, width: width, height: h)))
            y += h
        } else if grouped {
            y += s == 0 ? TableView.groupedFirstHeader : TableView.groupedHalfGap
        }

        let count = cv.numberOfItems(inSection: s)
        let estimate = description.group.layoutSize.heightDimension.resolve(in: cv.bounds.size)
        for i in 0..<count {
            let h = rowHeight(IndexPath(item: i, section: s), width: width, estimate: estimate, in: cv)
            section.frames.append(Rect(x: left, y: y, width: width, height: h))
            y += h
        }
        section.count = count
        section.list = ListSectionRows(configuration: list, count: count, regularWidth: regular)

        if list.footerMode == .supplementary {
            let line = (cv.window?.textMeasurer ?? Label.provisionalMeasurer).metrics(for: .footnote).lineHeight.rounded(.up)
            // The table's titled footer, in every style: 8 pt, one footnote line, the 17.5 pt half gap (`footerHeight`).
            let h = TableView.footerTitleTop + line + TableView.groupedHalfGap
            section.supplementaries.append((boundaryItem(CollectionView.elementKindSectionFooter, height: h, alignment: .bottom),
                                            Rect(x: left, y: y, width: width, height: h)))
            y += h
        } else if grouped {
            y += TableView.groupedHalfGap
        }
        section.end = y
        return section
    }

    /// A plain list's section header bar: the table's 28 pt (TableView+Layout, `headerHeight`).
    static let plainHeaderHeight = 28.0

    /// The list's cell attributes for items of list sections (their chrome), plain ones otherwise.
    func cellAttributes(_ indexPath: IndexPath, frame: Rect) -> CollectionViewLayoutAttributes {
        guard indexPath.section < sections.count, let rows = sections[indexPath.section].list else {
            return CollectionViewLayoutAttributes(forCellWith: indexPath, frame: frame)
        }
        let attributes = ListLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        attributes.chrome = rows.chrome(forItem: indexPath.item)
        return attributes
    }

    private func boundaryItem(_ kind: String, height: Double, alignment: CollectionLayoutBoundarySupplementaryItem.Alignment)
        -> CollectionLayoutBoundarySupplementaryItem {
        CollectionLayoutBoundarySupplementaryItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                   heightDimension: .absolute(height)),
                                                  elementKind: kind, alignment: alignment)
    }

    /// The row's height while placing: a shown row's cell answers (and counts as measured); any other row
    /// stands at its last measurement at this width, else the estimate.
    private func rowHeight(_ path: IndexPath, width: Double, estimate: Double, in cv: CollectionView) -> Double {
        if let shown = cv.cells[path] as? CollectionViewListCell {
            let height = shown.listHeight(forWidth: width)
            measuredHeights[path] = height
            listRowHeights[path] = (width, height)
            return height
        }
        if let measured = measuredHeights[path] { return measured }
        if let kept = listRowHeights[path], kept.width == width { return kept.height }
        return estimate
    }

    /// The height the item's cell asks for at `width`: the shown cell if there is one, else one from the data
    /// source, measured with the collection view's text size and handed back to the reuse queue; nil for a
    /// cell that is not a list cell (it stays at the estimate).
    func measureListRow(_ path: IndexPath, width: Double, in cv: CollectionView) -> Double? {
        if let shown = cv.cells[path] { return (shown as? CollectionViewListCell)?.listHeight(forWidth: width) }
        guard cv.dataSource != nil else { return nil }
        let cell = cv.cellFromDataSource(at: path)
        defer { cv.recycle(cell) }
        guard let listCell = cell as? CollectionViewListCell else { return nil }
        if listCell.window == nil { listCell.adjustFontsForContentSizeCategory(cv.traitCollection.preferredContentSizeCategory) }
        return listCell.listHeight(forWidth: width)
    }

    /// The list's background goes on the collection view (UIKit draws it behind the sections) while the
    /// collection view still has its default colour: a colour the app set stays.
    private func applyListBackground(_ list: CollectionLayoutListConfiguration, to cv: CollectionView) {
        if cv.backgroundColor == .systemBackground { cv.backgroundColor = list.backgroundColor ?? list.defaultBackgroundColor }
    }
}

/// What a list section knows about its rows to give each its chrome.
struct ListSectionRows {
    var configuration: CollectionLayoutListConfiguration
    var count: Int
    var regularWidth: Bool

    /// The table's chrome for the row (TableView+Layout, `configureChrome` and `drawSections`): a plain
    /// list separates every row; grouped ones all but the last of a section; inset-grouped cards round
    /// their first and last rows' outer corners by 10 pt.
    func chrome(forItem item: Int) -> ListRowChrome {
        let last = item == count - 1
        var corners: RectCorners = []
        if configuration.appearance == .insetGrouped {
            if item == 0 { corners.formUnion(.top) }
            if last { corners.formUnion([.bottomLeft, .bottomRight]) }
        }
        return ListRowChrome(background: configuration.rowBackgroundColor, corners: corners,
                             showsSeparator: configuration.drawsSeparators && (configuration.tableStyle == .plain || !last),
                             leadingMargin: regularWidth ? 20 : 16, isSidebar: configuration.isSidebar)
    }
}
