import Render

/// An item's animated change (`setRightBarButton(_:animated: true)` and its siblings, and any change made
/// inside an animation block, as a title set in `UIView.animate`): the bar cross-fades what changed, the
/// replaced buttons, title or back button fading out where they stood while their replacements fade in at
/// their new places, and the back chevron fading with its button. Parts the change left alone stay still.
///
/// UIKit cross-fades these changes but documents no duration; the fade here takes Core Animation's default
/// 0.25 s (`View.defaultAnimationDuration`), the duration UIToolbar's `setItems(_:animated:)` uses in this
/// toolkit, so a screen changing both bars' items fades them together. Inside an app's animation block the
/// block's own timing applies instead.
extension NavigationBar {
    static let itemCrossFadeDuration = View.defaultAnimationDuration

    /// Whether a change of `item` now is animated: an animated setter is running, or an animation block is
    /// open; never while a push or pop runs (the transition already cross-fades the bar) or off-window.
    func changeIsAnimated(for item: NavigationItem) -> Bool {
        guard transition == nil, window != nil else { return false }
        return item.animatesChange || engine?.currentTransaction != nil
    }

    /// Reloads `content` from its item, fading the parts the change replaced.
    func crossFade(_ content: NavigationBarContentView) {
        // What the large title left of the inline title (hidden at the scroll edge) is what it fades to.
        let titleAlpha = content.titleLabel.alpha
        let (outgoing, incoming) = content.reload(keepingReplaced: true)
        let showsBack: Double = content === contentView && content.showsBackButton ? 1 : 0
        performWithoutAnimation {
            content.layoutIfNeeded()
            for v in incoming { v.alpha = 0 }
        }
        guard !outgoing.isEmpty || !incoming.isEmpty || backIndicator.alpha != showsBack else { return }
        animate(withDuration: Self.itemCrossFadeDuration, options: .toolkit, animations: {
            for v in incoming { v.alpha = v === content.titleLabel ? titleAlpha : 1 }
            for v in outgoing { v.alpha = 0 }
            if content === self.contentView { self.backIndicator.alpha = showsBack }
        }, completion: { [weak content] _ in
            for v in outgoing where v.superview === content { v.removeFromSuperview() }
        })
    }
}

extension NavigationBarContentView {
    /// A still copy of the title as it reads now, left in its place to fade out over the new title.
    func fadingCopyOfTitle() -> Label {
        let copy = Label(font: titleLabel.font)
        copy.text = titleLabel.text
        copy.textColor = titleLabel.textColor
        copy.textAlignment = titleLabel.textAlignment
        copy.isUserInteractionEnabled = false
        copy.identifier = "navigation-title-fading"
        performWithoutAnimation {
            copy.frame = titleLabel.untransformedFrame
            copy.alpha = titleLabel.alpha
        }
        insertSubview(copy, belowSubview: titleLabel)
        return copy
    }
}
