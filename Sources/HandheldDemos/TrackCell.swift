import Render
import Widgets

/// A track row built as seed 5 builds it: a vertical stack view pinned to the content view by constraints,
/// holding two containers with constant height constraints (track info 60 pt, playback controls 51 pt),
/// so the row sizes itself from them. The controls' height is 999 by default: when they hide, the stack's
/// required 'UISV-hiding' height of 0 wins without a conflict (seed 5's lesson). The article's first
/// version, at 1000, is the `top-tracks-required` scene.
final class TrackCell: TableViewCell {
    static let playbackHeight = 51.0
    static let artworkSize = 60.0
    /// The playback height's priority seed 5 settles on (`UILayoutPriority(999)`).
    static let playbackPriority = LayoutPriority.required - 1

    let stack = StackView()
    let info = View()
    let artwork = View()
    let rankLabel = Label(text: "", font: Font(size: 13, weight: .semibold), color: .white)
    /// Body semibold and subheadline, following the reader's text size; the rank in the fixed-size
    /// artwork keeps its size.
    let titleLabel = Label(text: "", textStyle: .body, weight: .semibold)
    let artistLabel = Label(text: "", textStyle: .subheadline, color: .secondaryLabel)
    /// The row's expand indicator, a disclosure chevron at the info's trailing edge that turns a quarter
    /// turn to point down while the controls show, animated with the row (as an iOS app rotates its
    /// chevron image view with `CGAffineTransform(rotationAngle: .pi / 2)` in the same animation block).
    let disclosure = GlyphView(glyph: .chevronRight, size: Size(width: 8, height: 13),
                               tintColor: TableViewCell.chevronColor, lineWidth: 2)
    /// The chevron's width and the gap before it, taken from the text.
    static let disclosureWidth = 8.0 + 12
    let playback: PlaybackControlsView
    private(set) var track: Track?
    var onPlayPause: (() -> Void)?

    /// The stack's leading edge, on the separator's inset, which the table sets when it installs the cell.
    private var stackLeading: LayoutConstraint!
    /// The controls' 51 pt height constraint.
    let playbackHeightConstraint: LayoutConstraint
    /// The track info's height: the artwork's 60 pt, or what the title and artist need at a larger text size.
    private var infoHeightConstraint: LayoutConstraint!

    override convenience init(style: Style, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier, playbackPriority: Self.playbackPriority)
    }

    /// A cell whose controls' height holds at `playbackPriority` (1000 is the article's first version).
    init(style: Style, reuseIdentifier: String?, playbackPriority: LayoutPriority) {
        let playback = PlaybackControlsView()
        self.playback = playback
        playbackHeightConstraint = playback.heightAnchor.constraint(equalToConstant: Self.playbackHeight)
        playbackHeightConstraint.priority = playbackPriority
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        infoHeightConstraint = info.heightAnchor.constraint(equalToConstant: Self.artworkSize)
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
        info.addSubview(disclosure)
        disclosure.isUserInteractionEnabled = false
        titleLabel.numberOfLines = 0
        artistLabel.numberOfLines = 0
        info.setLayoutHandler { [unowned self] v in
            let s = Self.artworkSize
            self.artwork.frame = Rect(x: 0, y: 0, width: s, height: s)
            self.rankLabel.frame = Rect(x: 0, y: (s - 20) / 2, width: s, height: 20)
            let textWidth = v.bounds.width - s - 12 - Self.disclosureWidth
            let lines = self.textHeights(width: textWidth)
            self.titleLabel.frame = Rect(x: s + 12, y: 9, width: textWidth, height: lines.title)
            self.artistLabel.frame = Rect(x: s + 12, y: 11 + lines.title, width: textWidth, height: lines.artist)
            // Bounds and centre rather than frame, which a turned view's transform would distort.
            self.disclosure.bounds = Rect(size: self.disclosure.glyphSize)
            self.disclosure.center = Point(x: v.bounds.width - 4, y: s / 2)
        }
        contentView.addSubview(stack)
        for view in [stack, info, playback] { view.translatesAutoresizingMaskIntoConstraints = false }
        stack.addArrangedSubview(info)
        stack.addArrangedSubview(playback)
        playback.isHidden = true
        playback.playButton.onTap = { [weak self] in self?.onPlayPause?() }
        // 999, as UIKit self-sizing cells commonly have it, so the row's height the table sets while a cell
        // is resized ('UIView-Encapsulated-Layout-Height') never has to break the stack's edges.
        let stackBottom = contentView.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 12)
        stackBottom.priority = .required - 1
        stackLeading = stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: leadingMargin)
        LayoutConstraint.activate([
            stackLeading,
            contentView.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 16),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            stackBottom,
            infoHeightConstraint,
            playbackHeightConstraint,
        ])
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    /// The title's and artist's heights at `width`: 22 and 20 pt at the default size (the article's
    /// frames), more when a larger text size wraps or enlarges them, so the self-sizing row grows.
    private func textHeights(width: Double) -> (title: Double, artist: Double) {
        let fit = Size(width: max(0, width), height: .infinity)
        return (max(22, titleLabel.sizeThatFits(fit).height), max(20, artistLabel.sizeThatFits(fit).height))
    }

    /// Sets the info's height for a row `rowWidth` wide before the row is measured or laid out.
    private func updateInfoHeight(rowWidth: Double) {
        let textWidth = rowWidth - safeAreaInsets.horizontal - leadingMargin - 16 - Self.artworkSize - 12 - Self.disclosureWidth
        let lines = textHeights(width: textWidth)
        infoHeightConstraint.constant = max(Self.artworkSize, 9 + lines.title + 2 + lines.artist + 7)
    }

    override func sizeThatFits(_ size: Size) -> Size {
        updateInfoHeight(rowWidth: size.width)
        return super.sizeThatFits(size)
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
        performWithoutAnimation {
            playback.isHidden = !expanded
            disclosure.transform = Self.disclosureTransform(expanded: expanded)
        }
        playback.duration = track.duration
        updatePlayback(playing: playing, elapsed: elapsed)
        setNeedsLayout()
    }

    /// Shows or hides the controls; inside an animation block the stack animates the collapse.
    func setExpanded(_ expanded: Bool) {
        playback.isHidden = !expanded
        disclosure.transform = Self.disclosureTransform(expanded: expanded)
    }

    /// Pointing right when collapsed; a quarter turn clockwise, pointing down, when expanded.
    static func disclosureTransform(expanded: Bool) -> Transform {
        expanded ? Transform(rotationAngle: .pi / 2) : .identity
    }

    /// The table may move the separator inset (20 pt on regular width) after the cell is made.
    override func layoutSubviews() {
        stackLeading.constant = leadingMargin
        updateInfoHeight(rowWidth: bounds.width)
        super.layoutSubviews()
    }

    func updatePlayback(playing: Bool, elapsed: Double) {
        playback.update(playing: playing, elapsed: elapsed)
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
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

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
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override func draw(in canvas: Canvas) {
        canvas.fillRoundedRect(bounds.inset(dx: 4, dy: 4), radius: (bounds.height - 8) / 2,
                               color: isHighlighted ? Color.systemBlue.withAlpha(0.6) : .systemBlue)
        let g = bounds.height * 0.36
        glyph.draw(in: Rect(x: bounds.midX - g / 2 + (glyph == .play ? 1.5 : 0), y: bounds.midY - g / 2, width: g, height: g),
                   color: .white, lineWidth: 2, canvas: canvas)
    }

    override func treeAttributes() -> [(String, JSONValue)] { [("glyph", .string(glyph.rawValue))] }
}
