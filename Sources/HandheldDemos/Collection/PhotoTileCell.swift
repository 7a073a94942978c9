import Foundation
import Render
import Widgets

/// A photo tile of the `collection` scene: one of the shipped pictures (`assets/photos`, drawn in code, CC0)
/// filling a rounded tile, its number over it; a featured card adds an SF Symbol at its top left. Pictures come
/// from the window's `ImageStore`, so each file is decoded once and no scroll frame decodes. Selected, it
/// shows the system tint's ring.
final class PhotoTileCell: CollectionViewCell {
    let number = Label(text: "", textStyle: .headline, color: .white)
    let photoView = ImageView()
    let symbolView = ImageView()

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentView.cornerRadius = 8
        contentView.clipsToBounds = true
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        contentView.addSubview(photoView)
        symbolView.tintColor = .white
        symbolView.contentMode = .center
        contentView.addSubview(symbolView)
        contentView.addSubview(number)
        let ring = View()
        ring.layer.borderWidth = 3
        ring.layer.borderColor = Color.systemBlue
        ring.cornerRadius = 8
        selectedBackgroundView = ring
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    /// Shows `photo`, its picture and symbol taken from `images` (the window's store; nil before the
    /// collection view is in a window, when the tile shows its colour alone).
    func configure(_ photo: PhotoItem, images: ImageStore?) {
        contentView.backgroundColor = photo.color
        number.text = photo.title
        identifier = "photo-\(photo.id)"
        photoView.image = images?.image(named: photo.pictureName, in: PhotoItem.folders)
        symbolView.image = photo.symbolName.flatMap {
            images?.symbol(named: $0, configuration: .init(pointSize: 22, weight: .semibold))
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let ring = selectedBackgroundView { bringSubviewToFront(ring) }
        photoView.frame = contentView.bounds
        symbolView.frame = Rect(x: 8, y: 8, width: symbolView.image?.size.width ?? 0, height: symbolView.image?.size.height ?? 0)
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
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = Rect(x: 16, y: 0, width: bounds.width - 32, height: bounds.height)
    }
}

/// One photo of the scene: an id (the diffable identifier), a colour from the system palette shown until
/// its picture is drawn, one of the nine shipped pictures, and a symbol for the featured cards (ids from 100).
struct PhotoItem: Hashable {
    let id: Int
    var title: String { "\(id)" }
    /// `photo-1` … `photo-9` in `assets/photos` (only `@3x` files: 2x screens draw them filtered down).
    var pictureName: String { "photo-\((id - 1) % 9 + 1)" }
    var symbolName: String? {
        id >= 100 ? ["star.fill", "heart.fill", "bolt.fill", "leaf"][(id - 100) % 4] : nil
    }

    /// The folder of the shipped pictures, found as the fonts and symbols are.
    static let folders: [String] = (try? AssetLocator.assetsDirectory()).map { [($0 as NSString).appendingPathComponent("photos")] } ?? []
    @MainActor var color: Color {
        let palette: [Color] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple, .systemTeal,
                                .systemYellow, .systemRed, .systemIndigo]
        return palette[id % palette.count]
    }
}
