import Render

/// A scroll view's two layout guides (UIScrollView.contentLayoutGuide and frameLayoutGuide) and the content
/// area its subviews' edge constraints attach to (`LayoutContentAreaProviding`). The content guide's origin
/// is the content's (the scroll view's own origin before scrolling) and its size is `contentSize`; when
/// constraints decide that size, the scroll view takes it as its `contentSize` after each layout, as UIKit
/// does ("the content view's size … defines the scroll view's content size", Auto Layout Guide, "Working
/// with Scroll Views").
final class ScrollViewLayoutGuides {
    let content: LayoutGuide
    /// The content guide's width and height tied to `contentSize` at the fitting level, so the guide has a
    /// size when nothing inside decides one and yields to any constraint that does.
    let contentSizeTies: [LayoutConstraint]
    var frame: LayoutGuide?

    init(content: LayoutGuide, contentSizeTies: [LayoutConstraint]) {
        self.content = content
        self.contentSizeTies = contentSizeTies
    }
}

extension ScrollView: LayoutContentAreaProviding {
    var layoutContentArea: any LayoutItem { contentLayoutGuide }

    /// The content's rectangle, for constraints that size the content (UIScrollView.contentLayoutGuide).
    public var contentLayoutGuide: LayoutGuide { guides.content }

    /// The scroll view's frame (UIScrollView.frameLayoutGuide), for sizing content to it. Solved once, not
    /// per offset: a view pinned to it scrolls with the content here, where UIKit lays it out again.
    public var frameLayoutGuide: LayoutGuide {
        if let guide = guides.frame { return guide }
        let guide = LayoutGuide(identifier: "UIScrollViewFrameLayoutGuide")
        addLayoutGuide(guide)
        guides.frame = guide
        LayoutConstraint.activate([guide.leftAnchor.constraint(equalTo: leftAnchor), guide.topAnchor.constraint(equalTo: topAnchor),
                          guide.widthAnchor.constraint(equalTo: widthAnchor),
                          guide.heightAnchor.constraint(equalTo: heightAnchor)])
        return guide
    }

    private var guides: ScrollViewLayoutGuides {
        if let state = layoutGuideState { return state }
        let guide = LayoutGuide(identifier: "UIScrollViewContentLayoutGuide")
        addLayoutGuide(guide)
        let ties = [guide.widthAnchor.constraint(equalToConstant: contentSize.width),
                    guide.heightAnchor.constraint(equalToConstant: contentSize.height)]
        for tie in ties { tie.priority = .fittingSizeLevel }
        let state = ScrollViewLayoutGuides(content: guide, contentSizeTies: ties)
        layoutGuideState = state
        LayoutConstraint.activate([guide.leftAnchor.constraint(equalTo: leftAnchor), guide.topAnchor.constraint(equalTo: topAnchor)] + ties)
        return state
    }

    /// After a layout pass: the content size constraints decided, when the content guide is in use.
    func adoptContentGuideSize() {
        guard let state = layoutGuideState else { return }
        let size = state.content.layoutFrame.size
        if size != contentSize { contentSize = size }
    }

    /// `contentSize` set by code: the guide's fallback size follows it.
    func contentGuideFollowsContentSize() {
        guard let ties = layoutGuideState?.contentSizeTies, ties.count == 2 else { return }
        if ties[0].constant != contentSize.width { ties[0].constant = contentSize.width }
        if ties[1].constant != contentSize.height { ties[1].constant = contentSize.height }
    }
}
