import Render

/// A list row's background, selection and separator, drawn by the cell from the chrome its layout gave it
/// (ListLayoutAttributes), with the table's values: the table's highlight grey (systemGray4) while pressed
/// or selected, a separator of one device pixel in the separator colour from the text's leading edge
/// ("separators inset to the text", UIKit's separatorLayoutGuide) to the row's end, and an inset-grouped
/// card's outer corners rounded by 10 pt. A background view the app set replaces the drawn background.
extension CollectionViewListCell {
    func drawChrome(in canvas: Canvas) {
        guard backgroundView == nil else { return }
        let selected = (isSelected || isHighlighted) && selectedBackgroundView == nil
        let fill = selected ? TableViewCell.highlightColor : chrome.background
        guard let fill else { return }
        if chrome.isSidebar && selected {
            // A sidebar shows its selection as a rounded pill inside the row (iPadOS's source lists).
            canvas.fillRoundedRect(bounds.insetBy(dx: chrome.leadingMargin / 2, dy: 0), radius: ListRowChrome.cornerRadius, color: fill)
        } else if chrome.corners.isEmpty {
            canvas.fill(bounds, color: fill)
        } else {
            canvas.pushRoundedClip(bounds, radius: ListRowChrome.cornerRadius, corners: chrome.corners)
            canvas.fill(bounds, color: fill)
            canvas.popRoundedClip()
        }
    }

    /// Where the separator starts: under the text (after the image, the indentation and any leading
    /// accessory), or at the leading margin when the content is not a list content view.
    var separatorLeading: Double {
        let text = (hostedContentView as? ListContentView)?.textLeading ?? chrome.leadingMargin
        return contentView.frame.minX + (hostedContentView?.frame.minX ?? 0) + text
    }

    func drawSeparator(in canvas: Canvas) {
        guard chrome.showsSeparator, bounds.height > 0 else { return }
        let thickness = 1 / max(1, window?.traitCollection.displayScale ?? 2)
        let left = separatorLeading
        canvas.fillHairline(Rect(x: left, y: bounds.maxY - thickness, width: max(0, bounds.width - left), height: thickness),
                            color: .separator)
    }
}
