import Render
import Widgets

/// A photo stand-in for the `collection` scene: a coloured rounded tile with its number, drawn without
/// image decoding so the scene's goldens depend on shapes and text only. Selected, it shows the system
/// tint's ring.
final class PhotoTileCell: CollectionViewCell {
    let number = Label(text: "", textStyle: .headline, color: .white)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentView.cornerRadius = 8
        contentView.clipsToBounds = true
        contentView.addSubview(number)
        let ring = View()
        ring.layer.borderWidth = 3
        ring.layer.borderColor = Color.systemBlue
        ring.cornerRadius = 8
        selectedBackgroundView = ring
    }

    func configure(_ photo: PhotoItem) {
        contentView.backgroundColor = photo.color
        number.text = photo.title
        identifier = "photo-\(photo.id)"
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let ring = selectedBackgroundView { bringSubviewToFront(ring) }
        let size = number.sizeThatFits(contentView.bounds.size)
        number.frame = Rect(x: 8, y: contentView.bounds.height - size.height - 6, width: size.width, height: size.height)
    }
}

/// A section title for the `collection` scene's headers.
final class PhotoSectionHeader: CollectionReusableView {
    let title = Label(text: "", textStyle: .title3, weight: .semibold)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        addSubview(title)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = Rect(x: 16, y: 0, width: bounds.width - 32, height: bounds.height)
    }
}

/// One photo of the scene: an id (the diffable identifier) and a colour from the system palette.
struct PhotoItem: Hashable {
    let id: Int
    var title: String { "\(id)" }
    @MainActor var color: Color {
        let palette: [Color] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple, .systemTeal,
                                .systemYellow, .systemRed, .systemIndigo]
        return palette[id % palette.count]
    }
}
