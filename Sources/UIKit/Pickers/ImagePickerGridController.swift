import HandheldKit

/// The photo library's grid inside an image picker: square thumbnails, four a row in a compact width
/// (UIKit's library picker on iPhone in portrait; six in a regular width), 1 pt apart, under a bar titled
/// "Photos" with Cancel at its trailing end. A tap picks the photo.
@MainActor
final class ImagePickerGridController: UICollectionViewController {
    /// The picker whose `photos` the grid shows and which the taps report to.
    weak var picker: UIImagePickerController?
    /// Points between thumbnails, across and down.
    static let spacing: CGFloat = 1
    static let reuseIdentifier = "photo"

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        super.init(collectionViewLayout: layout)
        title = "Photos"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, action: { [weak self] in self?.picker?.cancel() })
    }

    /// Required by UICollectionViewController, as in UIKit; the grid is only made in code.
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.backgroundColor = .systemBackground
        collectionView.register(ImagePickerPhotoCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier)
    }

    /// The thumbnails divide the width into whole columns.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let columns: CGFloat = traitCollection.horizontalSizeClass == .regular ? 6 : 4
        let side = ((view.bounds.width - (columns - 1) * Self.spacing) / columns).rounded(.down)
        guard side > 0, layout.itemSize.width != side else { return }
        layout.itemSize = CGSize(width: side, height: side)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        picker?.photos.count ?? 0
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        (cell as? ImagePickerPhotoCell)?.imageView.image = picker?.photos[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        picker?.pick(at: indexPath.item)
    }
}

/// One thumbnail: the photo filling the square, its overflow cut off (aspect fill, as the library draws).
@MainActor
final class ImagePickerPhotoCell: UICollectionViewCell {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only by the picker, so it fails.
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }
}
