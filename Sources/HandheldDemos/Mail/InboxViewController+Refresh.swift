import Widgets

/// Pull to refresh (`refresh`): a pull past the threshold fetches one new message, which arrives after
/// `fetchDelay` on the window's clock (the run loop's timers follow it, so a headless run lands it on the
/// same frame every time), at the top of the list; then the content settles back.
extension InboxViewController {
    /// How long the pretend fetch takes.
    static let fetchDelay = 1.0
    /// The message a refresh brings.
    static let fetched = Message(sender: "Katherine Johnson", subject: "Trajectory figures, checked by hand")

    func installRefresh() {
        let refresh = RefreshControl()
        refresh.identifier = "refresh"
        refresh.onValueChanged = { [weak self] in self?.fetchNewMail() }
        refreshControl = refresh
    }

    private func fetchNewMail() {
        guard let window = view.window else {
            refreshControl?.endRefreshing()
            return
        }
        _ = window.schedule(after: Self.fetchDelay) { [weak self] in
            guard let self else { return }
            self.show([Self.fetched] + self.messages)
            self.refreshControl?.endRefreshing()
        }
    }
}
