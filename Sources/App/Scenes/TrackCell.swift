import Render
import Widgets

/// A track row: artwork, title and artist, and below them the playback controls, arranged in a vertical
/// stack view. The controls are 51 pt tall at a high, not required, priority, so hiding them collapses
/// them without a constraint conflict (seed 5's lesson).
final class TrackCell: TableViewCell {
    static let playbackHeight = 51.0
    static let artworkSize = 60.0

    let stack = StackView()
    let info = View()
    let artwork = View()
    let rankLabel = Label(text: "", font: Font(size: 13, weight: .semibold), color: .white)
    let titleLabel = Label(text: "", font: Font(size: 17, weight: .semibold))
    let artistLabel = Label(text: "", font: .subheadline, color: .secondaryLabel)
    let playback = PlaybackControlsView()
    private(set) var track: Track?
    var onPlayPause: (() -> Void)?

    required init(style: Style, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .fill
        artwork.cornerRadius = 8
        artwork.isUserInteractionEnabled = false
        artwork.addSubview(rankLabel)
        rankLabel.textAlignment = .center
        info.isUserInteractionEnabled = false
        info.addSubview(artwork)
        info.addSubview(titleLabel)
        info.addSubview(artistLabel)
        info.setLayoutHandler { [unowned self] v in
            let s = Self.artworkSize
            self.artwork.frame = Rect(x: 0, y: 0, width: s, height: s)
            self.rankLabel.frame = Rect(x: 0, y: (s - 20) / 2, width: s, height: 20)
            self.titleLabel.frame = Rect(x: s + 12, y: 9, width: v.bounds.width - s - 12, height: 22)
            self.artistLabel.frame = Rect(x: s + 12, y: 33, width: v.bounds.width - s - 12, height: 20)
        }
        stack.addArrangedSubview(info)
        stack.addArrangedSubview(playback)
        stack.setFixedHeight(Self.artworkSize, for: info)
        stack.setFixedHeight(Self.playbackHeight, for: playback, priority: .defaultHigh)
        playback.isHidden = true
        playback.playButton.onTap = { [weak self] in self?.onPlayPause?() }
        contentView.addSubview(stack)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        onPlayPause = nil
        track = nil
    }

    func configure(_ track: Track, expanded: Bool, playing: Bool, elapsed: Double) {
        self.track = track
        identifier = "track-\(track.rank)"
        playback.identifier = "playback-\(track.rank)"
        playback.playButton.identifier = "play-\(track.rank)"
        artwork.backgroundColor = track.artwork
        rankLabel.text = "\(track.rank)"
        titleLabel.text = track.title
        artistLabel.text = "\(track.artist) · \(track.album)"
        performWithoutAnimation { playback.isHidden = !expanded }
        playback.duration = track.duration
        updatePlayback(playing: playing, elapsed: elapsed)
        setNeedsLayout()
    }

    /// Shows or hides the controls; inside an animation block the stack animates the collapse.
    func setExpanded(_ expanded: Bool) {
        playback.isHidden = !expanded
    }

    func updatePlayback(playing: Bool, elapsed: Double) {
        playback.update(playing: playing, elapsed: elapsed)
    }

    override func layoutContent(in bounds: Rect) {
        stack.frame = Rect(x: leadingMargin, y: 12, width: bounds.width - leadingMargin - 16,
                           height: max(0, bounds.height - 24))
    }

    override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width - leadingMargin - 16
        return Size(width: size.width, height: stack.sizeThatFits(Size(width: width, height: .infinity)).height + 24)
    }
}

/// Play/pause, a progress bar, elapsed and remaining time.
final class PlaybackControlsView: View {
    let playButton = GlyphButton(glyph: .play)
    let track = View()
    let fill = View()
    let elapsedLabel = Label(text: "0:00", font: .caption, color: .secondaryLabel)
    let remainingLabel = Label(text: "-0:00", font: .caption, color: .secondaryLabel)
    var duration = 1.0
    private var progress = 0.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        track.backgroundColor = .systemGray5
        track.cornerRadius = 2
        fill.backgroundColor = .systemBlue
        fill.cornerRadius = 2
        track.addSubview(fill)
        remainingLabel.textAlignment = .right
        for v in [playButton, track, elapsedLabel, remainingLabel] as [View] { addSubview(v) }
    }

    func update(playing: Bool, elapsed: Double) {
        playButton.glyph = playing ? .pause : .play
        progress = duration > 0 ? min(1, elapsed / duration) : 0
        elapsedLabel.text = Self.format(elapsed)
        remainingLabel.text = "-" + Self.format(max(0, duration - elapsed))
        setNeedsLayout()
    }

    override func layoutSubviews() {
        playButton.frame = Rect(x: 0, y: 0, width: 44, height: 44)
        let x = 56.0, w = max(0, bounds.width - x)
        track.frame = Rect(x: x, y: 12, width: w, height: 4)
        fill.frame = Rect(x: 0, y: 0, width: w * progress, height: 4)
        elapsedLabel.frame = Rect(x: x, y: 22, width: w / 2, height: 16)
        remainingLabel.frame = Rect(x: x + w / 2, y: 22, width: w / 2, height: 16)
    }

    /// `m:ss`. The value is clamped before it becomes a whole number: the fixture's loader bounds durations,
    /// and this keeps any other value (NaN, a huge one) from trapping in the conversion.
    static func format(_ seconds: Double) -> String {
        let s = seconds.isNaN ? 0 : Int(min(max(seconds, 0), 359_999).rounded(.down))
        return "\(s / 60):" + (s % 60 < 10 ? "0" : "") + "\(s % 60)"
    }

    override func treeAttributes() -> [(String, JSONValue)] { [("progress", .number(progress))] }
}

/// A round tinted button showing a glyph (play, pause).
final class GlyphButton: Control {
    var glyph: Glyph { didSet { if glyph != oldValue { setNeedsDisplay() } } }

    init(glyph: Glyph) {
        self.glyph = glyph
        super.init(frame: .zero)
    }

    override func draw(in canvas: Canvas) {
        canvas.fillRoundedRect(bounds.insetBy(dx: 4, dy: 4), radius: (bounds.height - 8) / 2,
                               color: isHighlighted ? Color.systemBlue.withAlpha(0.6) : .systemBlue)
        let g = bounds.height * 0.36
        glyph.draw(in: Rect(x: bounds.midX - g / 2 + (glyph == .play ? 1.5 : 0), y: bounds.midY - g / 2, width: g, height: g),
                   color: .white, lineWidth: 2, canvas: canvas)
    }

    override func treeAttributes() -> [(String, JSONValue)] { [("glyph", .string(glyph.rawValue))] }
}
