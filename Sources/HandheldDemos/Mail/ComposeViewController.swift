import Render
import Widgets

/// The compose sheet's page: To and Subject lines and the draft's body (`draft-body`). While the draft has
/// text the sheet refuses a drag down (`isModalInPresentation`), and the refused drag asks by an action
/// sheet whether to delete the draft, as Mail does. Cancel asks the same; Send dismisses.
final class ComposeViewController: ViewController, AdaptivePresentationControllerDelegate {
    let toLabel = Label(text: "To:", textStyle: .body, color: .secondaryLabel)
    let subjectLabel = Label(text: "Subject:", textStyle: .body, color: .secondaryLabel)
    let body = DraftBodyView()
    /// Each delegate call, in order, for tests.
    private(set) var delegateLog: [String] = []

    override func viewDidLoad() {
        title = "New Message"
        view.identifier = "compose-page"
        body.identifier = "draft-body"
        body.onChange = { [weak self] in self?.draftChanged() }
        for v in [toLabel, subjectLabel, body] as [View] { view.addSubview(v) }
        let cancel = BarButtonItem(title: "Cancel") { [weak self] in self?.cancelTapped() }
        cancel.identifier = "compose-cancel"
        let send = BarButtonItem(title: "Send", style: .done) { [weak self] in self?.dismiss(animated: true) }
        send.identifier = "compose-send"
        navigationItem.leftBarButtonItem = cancel
        navigationItem.rightBarButtonItem = send
        view.setLayoutHandler { [unowned self] v in
            let safe = v.bounds.inset(by: v.safeAreaInsets)
            // 36 pt lines 8 pt apart at the default text size; taller lines at larger sizes.
            let line = max(36, self.toLabel.intrinsicContentSize.height)
            self.toLabel.frame = Rect(x: safe.minX + 16, y: safe.minY + 8, width: safe.width - 32, height: line)
            self.subjectLabel.frame = Rect(x: safe.minX + 16, y: safe.minY + 16 + line, width: safe.width - 32, height: line)
            // The body's text starts where the old label did: its frame reaches out by the text view's
            // insets (8 pt above, the 5 pt line fragment padding at each side).
            let top = 2 * line + 28
            let pad = TextView.lineFragmentPadding, above = self.body.textContainerInset.top
            self.body.frame = Rect(x: safe.minX + 16 - pad, y: safe.minY + top - above, width: safe.width - 32 + 2 * pad,
                                   height: max(0, safe.height - top - 16 + above))
        }
    }

    /// The sheet refuses a drag while the draft has text (Mail's behaviour).
    func draftChanged() {
        navigationController?.isModalInPresentation = body.hasText
    }

    func cancelTapped() {
        if body.hasText { askAboutDraft() } else { dismiss(animated: true) }
    }

    /// The action sheet: Delete Draft dismisses the compose sheet, Save Draft too, Cancel keeps it.
    func askAboutDraft() {
        let sheet = ActionSheetController(actions: [
            .init(title: "Delete Draft", destructive: true) { [weak self] in self?.discard() },
            .init(title: "Save Draft") { [weak self] in self?.discard() },
        ])
        present(sheet, animated: true)
    }

    private func discard() {
        navigationController?.presentingViewController?.dismiss(animated: true)
    }

    // MARK: AdaptivePresentationControllerDelegate

    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
        delegateLog.append("didAttemptToDismiss")
        askAboutDraft()
    }

    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        delegateLog.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        delegateLog.append("didDismiss")
    }
}
