import Testing
import TestSupport
import UIKitCompat

// Seed 5, "Using stack views in table cells": the article's samples as printed, with the edits the README
// lists (the storyboard's cell is built in code, so `@IBOutlet` goes and the outlet's `didSet` runs when the
// cell assigns it).

final class StoreTrackTableViewCell: UITableViewCell {
    let stackView = UIStackView()
    let trackView = UIView()

    weak var audioPlaybackView: UIView! {
        didSet {
            audioPlaybackView.isHidden = true
        }
    }

    override init(style: UITableViewCell.Style, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let playback = UIView()
        stackView.axis = .vertical
        stackView.translatesAutoresizingMaskIntoConstraints = false
        for view in [trackView, playback] {
            view.translatesAutoresizingMaskIntoConstraints = false
            stackView.addArrangedSubview(view)
        }
        contentView.addSubview(stackView)
        // Both containers have constant heights; the playback one at 999 so that 'UISV-hiding' wins silently.
        let playbackHeight = playback.heightAnchor.constraint(equalToConstant: 51)
        playbackHeight.priority = UILayoutPriority(999)
        let bottom = contentView.bottomAnchor.constraint(equalTo: stackView.bottomAnchor)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            trackView.heightAnchor.constraint(equalToConstant: 85),
            playbackHeight,
            stackView.topAnchor.constraint(equalTo: contentView.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            bottom,
        ])
        connectOutlets(playback: playback)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// What the nib loader does after `init`: sets the outlet, so its `didSet` runs (Swift runs no observer
    /// for a property set in its own class's initializer).
    private func connectOutlets(playback: UIView) {
        audioPlaybackView = playback
    }
}

final class TopTracksViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(StoreTrackTableViewCell.self, forCellReuseIdentifier: "Track")
        tableView.rowHeight = UITableViewAutomaticDimension
        tableView.estimatedRowHeight = 85
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Track", for: indexPath)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let cell = tableView.cellForRow(at: indexPath) as? StoreTrackTableViewCell {
            cell.audioPlaybackView.isHidden = !cell.audioPlaybackView.isHidden
            tableView.beginUpdates()
            tableView.endUpdates()
            tableView.deselectRow(at: indexPath, animated: true)
        }
    }
}

@MainActor
@Suite("UIKit names: seed 5's stack views in table cells")
struct StackViewsInCellsTests {
    @Test("a tap expands the row by the playback view's 51 points, another collapses it")
    func expandAndCollapse() throws {
        let controller = TopTracksViewController()
        let (window, clock) = ArticleScreen.window(showing: UINavigationController(rootViewController: controller))
        let pointer = ArticlePointer(window: window, clock: clock)
        let row = IndexPath(row: 1, section: 0)
        #expect(controller.tableView.rectForRow(at: row).height == 85)

        pointer.tap(try #require(controller.tableView.cellForRow(at: row)))
        window.step(clock, frames: 40)
        #expect(controller.tableView.rectForRow(at: row).height == 136)
        #expect(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 85)

        pointer.tap(try #require(controller.tableView.cellForRow(at: row)))
        window.step(clock, frames: 40)
        #expect(controller.tableView.rectForRow(at: row).height == 85)
    }

    @Test("UIView.animate(withDuration:) animates a button's hiding in a stack view")
    func animatedHiding() {
        let button = UIButton(title: "Play")
        let other = UILabel(text: "Track")
        let stack = UIStackView(arrangedSubviews: [other, button], axis: .vertical, spacing: 8)
        let holder = UIViewController()
        let (window, clock) = ArticleScreen.window(showing: holder)
        holder.view.addSubview(stack)
        stack.frame = CGRect(x: 0, y: 100, width: 300, height: 200)
        window.step(clock)

        var finished: Bool?
        UIView.animate(withDuration: 0.3, animations: {
            button.isHidden = !button.isHidden
        }, completion: { finished = $0 })
        #expect(button.isHidden)
        #expect(finished == nil)
        window.step(clock, frames: 30)
        #expect(finished == true)

        // The trailing-closure form, as the article writes it.
        UIView.animate(withDuration: 0.3) {
            button.isHidden = !button.isHidden
        }
        window.step(clock, frames: 30)
        #expect(!button.isHidden)
    }

    @Test("UIView.animate on a view in no window applies the change at once")
    func noWindow() {
        let view = UIView()
        UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5)
        #expect(view.presentationAlpha == 0.5)
    }
}
