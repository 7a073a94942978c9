import Render

extension TableView {
    /// Grouped section headers and footers: the reference's light grey, and secondaryLabel's dark value.
    static let sectionTextColor = Color(light: Color(r: 109, g: 109, b: 114), dark: Color(r: 235, g: 235, b: 245, a: 0.6))

    /// Grouped-section spacing. UIKit documents no figure and the reference tables are silent (a search
    /// found only the default of about 18 pt that a grouped table falls back to for a zero height), so
    /// these are Handheld's values, matched by eye to iOS's Settings: an untitled header or a footer is
    /// 17.5 pt, half the 35 pt between grouped sections; the first section's untitled header is the
    /// whole 35; a titled header is 38 pt (55 above the first section); a footer's text sits 8 pt below
    /// its section's rows.
    static let groupedHalfGap = 17.5
    static let groupedFirstHeader = 35.0
    static let groupedTitledHeader = 38.0
    static let groupedFirstTitledHeader = 55.0
    static let footerTitleTop = 8.0

    /// Gives every row in the viewport (plus overscan) a cell, measuring self-sizing rows once, and
    /// recycles the cells of rows that left it. Zero-height rows inside the range keep a cell, so a hidden
    /// row can grow back with animation. Frames set inside an animation transaction animate.
    func layoutRows() {
        if needsReload { rebuildModel() }
        defer { placeTableHeaderAndFooter() }
        guard dataSource != nil else {
            // The data source went away (it is weak, as in UIKit): show nothing rather than crash.
            for cell in visibleCells.values { recycle(cell) }
            visibleCells.removeAll()
            return
        }
        let visible = Rect(x: 0, y: bounds.minY - Self.overscan, width: bounds.width, height: bounds.height + 2 * Self.overscan)
        var wanted: [IndexPath: Int] = [:]
        if var item = heights.index(at: max(0, visible.minY)) {
            while item < heights.count {
                if heights.offset(of: item) > visible.maxY { break }
                if let path = indexPath(forItem: item) {
                    if needsMeasurement(item) { measure(item: item, path: path) }
                    wanted[path] = item
                }
                item += 1
            }
        }
        if updateDepth == 0 {
            for (path, cell) in visibleCells where wanted[path] == nil {
                visibleCells[path] = nil
                recycle(cell)
            }
        }
        for (path, item) in wanted {
            let rect = rowRect(forItem: item)
            if let cell = visibleCells[path] {
                // The untransformed rectangle: a row swiped open keeps its translation (Swipe/).
                cell.setFrameIgnoringTransform(rect)
                configureChrome(of: cell, at: path)
            } else {
                let cell = cellFromDataSource(at: path)
                performWithoutAnimation {
                    cell.setFrameIgnoringTransform(rect)
                    configureChrome(of: cell, at: path)
                }
                install(cell, at: path)
            }
        }
        for (path, cell) in visibleCells where wanted[path] == nil {
            // Kept during an animated update: follow the new layout until it ends.
            if let item = item(for: path) {
                cell.setFrameIgnoringTransform(rowRect(forItem: item))
            }
        }
        placeSectionViews()
        bringSubviewToFront(indicator)
        prefetchRows(around: visible, shown: wanted)
    }

    /// Asks the data source for the row's cell (configured, not yet placed).
    func cellFromDataSource(at path: IndexPath) -> TableViewCell {
        let cell = dataSource!.tableView(self, cellForRowAt: path)
        cell.tableView = self
        // A cell from the reuse pool is measured before it joins the window: size its fonts first.
        if cell.window == nil { cell.adjustFontsForContentSizeCategory(traitCollection.preferredContentSizeCategory) }
        cell.indexPath = path
        return cell
    }

    /// Adds a configured cell at `path`, with the selection state the table holds for the row.
    func install(_ cell: TableViewCell, at path: IndexPath) {
        visibleCells[path] = cell
        if cell.superview !== self { insertSubview(cell, at: backgroundView?.superview === self ? 1 : 0) }
        cell.isFocused = path == focusedIndexPath
        performWithoutAnimation {
            cell.setSelected(selectedRows.contains(path), animated: false)
            cell.layoutIfNeeded()
        }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
    }

    func recycle(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        cell.indexPath = nil
        returnToPool(cell)
    }

    /// Measures a self-sizing row with the cell that will show it, once; the cell is kept for display.
    private func measure(item: Int, path: IndexPath) {
        let cell = visibleCells[path] ?? cellFromDataSource(at: path)
        let width = rowWidth
        let height = cell.sizeThatFits(Size(width: width, height: .infinity)).height.rounded(.up)
        measurementCount += 1
        measuredItems.insert(item)
        if cell.usesConstraintsForContent { constraintMeasuredItems.insert(item) }
        heights.setHeight(height, of: item)
        updateContentSize()
        if visibleCells[path] == nil {
            performWithoutAnimation {
                cell.setFrameIgnoringTransform(rowRect(forItem: item))
            }
            install(cell, at: path)
        }
    }

    /// Separators, insets and backgrounds that depend on the table's style and the row's place.
    func configureChrome(of cell: TableViewCell, at path: IndexPath) {
        let lastInSection = path.row == sections[path.section].rowCount - 1
        cell.showsSeparator = separatorStyle != .none && (style == .plain || !lastInSection)
        cell.separatorThickness = 1 / max(1, window?.traitCollection.displayScale ?? 2)
        cell.separatorColor = separatorColor ?? .separator
        let inset = isRegularWidth ? 20.0 : 16.0
        if cell.separatorInset.left == 16 || cell.separatorInset.left == 20 { cell.separatorInset.left = inset }
        if style == .insetGrouped { cell.backgroundColor = .clear }
        // Grouped cells sit on the grouped background: white in light, #1C1C1E in dark (UIKit's default
        // cell background in a grouped table). A background the app chose stays.
        if style == .grouped, cell.backgroundColor == .systemBackground { cell.backgroundColor = .secondarySystemGroupedBackground }
    }

    // MARK: Section headers and footers

    /// UIKit draws section titles in footnote caps above grouped sections; the heights follow its
    /// look (35 pt between grouped sections, a 28 pt plain header bar). The reference is silent here.
    func headerHeight(section: Int) -> Double {
        if let height = delegateHeaderHeight(section: section) { return height }
        let title = sections[section].headerTitle
        switch style {
        case .plain: return title == nil ? 0 : 28 + sectionTitleGrowth(plainHeaderFont)
        case .grouped, .insetGrouped:
            if title != nil {
                return (section == 0 ? Self.groupedFirstTitledHeader : Self.groupedTitledHeader) + sectionTitleGrowth(sectionTitleFont)
            }
            return section == 0 ? Self.groupedFirstHeader : Self.groupedHalfGap
        }
    }

    func footerHeight(section: Int) -> Double {
        if let height = delegateFooterHeight(section: section) { return height }
        guard let title = sections[section].footerTitle else { return style == .plain ? 0 : Self.groupedHalfGap }
        let width = bounds.width - titleMargins.left - titleMargins.right
        let measurer = window?.textMeasurer ?? Label.provisionalMeasurer
        return measurer.layout(title, font: sectionTitleFont, maxWidth: max(40, width)).size.height.rounded(.up) + Self.footerTitleTop + Self.groupedHalfGap
    }

    /// Where section titles start and end: on the rows' text margin, inside the safe area, as UIKit's header
    /// and footer views are.
    var titleMargins: (left: Double, right: Double) {
        let text = (isRegularWidth ? 20.0 : 16.0) + rowInset
        return (text + safeAreaInsets.left, text + safeAreaInsets.right)
    }

    /// Draws what lies under the cells: inset-grouped section backgrounds, grouped section titles and footers.
    /// A plain table's titles float above the cells (`drawPlainSectionTitles`).
    func drawSections(in canvas: Canvas) {
        let visible = bounds
        let margin = titleMargins.left
        for (s, section) in sections.enumerated() {
            let (rowsTop, rowsBottom) = rowsExtent(s)
            let (top, bottom) = sectionExtent(s, rowsTop: rowsTop, rowsBottom: rowsBottom)
            if bottom < visible.minY || top > visible.maxY { continue }
            if style == .insetGrouped && rowsBottom > rowsTop {
                canvas.fillRoundedRect(Rect(x: rowInsets.left, y: rowsTop, width: rowWidth, height: rowsBottom - rowsTop),
                                       radius: 10, color: .secondarySystemGroupedBackground)
            }
            if section.headerView == nil, let title = section.headerTitle, style != .plain {
                let font = sectionTitleFont
                let lh = canvas.measurer.metrics(for: font).lineHeight
                canvas.drawText(title.uppercased(), font: font, color: Self.sectionTextColor,
                                at: Point(x: margin, y: rowsTop - 6 - lh))
            }
            if section.footerView == nil, let footer = section.footerTitle {
                let layout = canvas.measurer.layout(footer, font: sectionTitleFont, maxWidth: bounds.width - titleMargins.left - titleMargins.right)
                canvas.drawText(layout, font: sectionTitleFont, color: Self.sectionTextColor, at: Point(x: margin, y: rowsBottom + Self.footerTitleTop))
            }
        }
    }

    /// The first and last rows' tops and bottoms of section `s`: the cells' presentation frames during an
    /// animated update (the titles go with the section's first and last cells, as UIKit's header and footer
    /// views animate with the rows), else their places in the content.
    private func rowsExtent(_ s: Int) -> (top: Double, bottom: Double) {
        let section = sections[s]
        var rowsTop = heights.offset(of: section.firstRowItem)
        var rowsBottom = heights.offset(of: section.footerItem)
        if let first = visibleCells[IndexPath(row: 0, section: s)] { rowsTop = first.presentationFrame.minY }
        if let last = visibleCells[IndexPath(row: section.rowCount - 1, section: s)] { rowsBottom = last.presentationFrame.maxY }
        return (rowsTop, rowsBottom)
    }

    /// Section `s` from its header's top to its footer's bottom, around rows spanning `rowsTop`…`rowsBottom`.
    private func sectionExtent(_ s: Int, rowsTop: Double, rowsBottom: Double) -> (top: Double, bottom: Double) {
        let section = sections[s]
        let top = min(heights.offset(of: section.headerItem), rowsTop - heights.height(of: section.headerItem))
        let bottom = max(heights.offset(of: section.footerItem), rowsBottom) + heights.height(of: section.footerItem)
        return (top, bottom)
    }

    /// A plain table's drawn section titles, on their grey bars, above the cells (`drawOverlay`), so rows
    /// scroll beneath a title floating under the visible top (`floatingHeaderTop`).
    func drawPlainSectionTitles(in canvas: Canvas) {
        guard style == .plain else { return }
        let visible = bounds
        for (s, section) in sections.enumerated() {
            guard section.headerView == nil, let title = section.headerTitle else { continue }
            let (rowsTop, rowsBottom) = rowsExtent(s)
            let (natural, bottom) = sectionExtent(s, rowsTop: rowsTop, rowsBottom: rowsBottom)
            let height = heights.height(of: section.headerItem)
            let top = floatingHeaderTop(naturalTop: natural, height: height, sectionEnd: bottom)
            if top + height < visible.minY || top > visible.maxY { continue }
            canvas.fill(Rect(x: 0, y: top, width: bounds.width, height: height), color: .systemGray6)
            canvas.drawText(title, font: plainHeaderFont, color: .label, at: Point(x: titleMargins.left, y: top + 4))
        }
    }
}
