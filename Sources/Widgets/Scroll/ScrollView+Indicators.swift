import Render

/// The scroll indicators: thin bars along the right (vertical) and bottom (horizontal) edges, sized to the
/// visible fraction, shown while scrolling and faded after (reference: Scrolling). Each shows only while
/// its axis has more content than fits. Each bar's own insets (`verticalScrollIndicatorInsets`,
/// `horizontalScrollIndicatorInsets`) come on top of the adjusted content inset: the top and bottom (left and
/// right) ones shorten the bar's track and start it lower (further right), the right (bottom) one moves the
/// bar in from the edge, as UIKit's indicator insets do ("the distance the scroll indicators are inset from
/// the edge of the scroll view", UIScrollView.verticalScrollIndicatorInsets documentation).
extension ScrollView {
    func positionIndicator() {
        positionVerticalIndicator()
        positionHorizontalIndicator()
    }

    private func positionVerticalIndicator() {
        let visible = bounds.height
        let total = max(contentSize.height + adjustedContentInset.vertical, 1)
        guard showsVerticalScrollIndicator, total > visible + 0.5 else {
            indicator.isHidden = true
            return
        }
        indicator.isHidden = false
        let inset = adjustedContentInset, own = verticalScrollIndicatorInsets
        let track = visible - inset.top - inset.bottom - own.vertical - 2 * Self.indicatorInset
        let length = max(36, track * visible / total)
        let range = offsetRange.y
        let fraction = range.upperBound > range.lowerBound ? (bounds.origin.y - range.lowerBound) / (range.upperBound - range.lowerBound) : 0
        let y = bounds.origin.y + inset.top + own.top + Self.indicatorInset + (track - length) * min(1, max(0, fraction))
        performWithoutAnimation {
            indicator.frame = Rect(x: bounds.maxX - own.right - Self.indicatorThickness - Self.indicatorInset, y: y,
                                   width: Self.indicatorThickness, height: length)
        }
        bringSubviewToFront(indicator)
    }

    private func positionHorizontalIndicator() {
        let visible = bounds.width
        let total = max(contentSize.width + adjustedContentInset.horizontal, 1)
        guard showsHorizontalScrollIndicator, total > visible + 0.5 else {
            horizontalIndicator.isHidden = true
            return
        }
        horizontalIndicator.isHidden = false
        let inset = adjustedContentInset, own = horizontalScrollIndicatorInsets
        // The vertical bar's corner is left free when both show.
        let corner = indicator.isHidden ? 0 : Self.indicatorThickness + Self.indicatorInset
        let track = visible - inset.left - inset.right - own.horizontal - 2 * Self.indicatorInset - corner
        let length = max(36, track * visible / total)
        let range = offsetRange.x
        let fraction = range.upperBound > range.lowerBound ? (bounds.origin.x - range.lowerBound) / (range.upperBound - range.lowerBound) : 0
        let x = bounds.origin.x + inset.left + own.left + Self.indicatorInset + (track - length) * min(1, max(0, fraction))
        performWithoutAnimation {
            horizontalIndicator.frame = Rect(x: x, y: bounds.maxY - inset.bottom - own.bottom - Self.indicatorThickness - Self.indicatorInset,
                                             width: length, height: Self.indicatorThickness)
        }
        bringSubviewToFront(horizontalIndicator)
    }

    func showIndicator() {
        indicatorFade?.invalidate()
        positionIndicator()
        performWithoutAnimation {
            indicator.alpha = 1
            horizontalIndicator.alpha = 1
        }
    }

    func scheduleIndicatorFade() {
        indicatorFade?.invalidate()
        indicatorFade = window?.schedule(after: Self.indicatorFadeDelay) { [weak self] in
            guard let self else { return }
            self.animate(withDuration: Self.indicatorFadeDuration, options: .toolkit) {
                self.indicator.alpha = 0
                self.horizontalIndicator.alpha = 0
            }
        }
    }
}
