import Render
import Widgets

/// The collection benchmark's picture: a three-column grid of square image cells filling the screen
/// (a compositional layout: items a third of the width, 1 pt insets, rows as tall as a column is wide),
/// each cell showing one of `CollectionBenchLayout.images` by item number. The toolkit version
/// (`CollectionBenchScene`) and the floor (`CollectionBenchFloor`) both draw it.
@MainActor
enum CollectionBenchLayout {
    static let columns = 3
    static let inset = 1.0
    /// 7 pt per frame, as the table benchmark scrolls.
    static let step = 7.0
    static let imageCount = 8
    static let imagePixels = 128

    /// The distinct photos, made once in code (a gradient and a band per image): decoding, or making, an
    /// image happens before any frame is timed, never while scrolling.
    static func makeImages() -> [Image] {
        (0..<imageCount).map { k in
            let n = imagePixels
            var pixels = [UInt32](repeating: 0, count: n * n)
            for y in 0..<n {
                for x in 0..<n {
                    let r = UInt32((x * 255) / n), g = UInt32((y * 255) / n), b = UInt32((k * 255) / imageCount)
                    let band = (x + y + k * 16) % 64 < 8
                    pixels[y * n + x] = band ? 0xFFFF_FFFF : 0xFF00_0000 | r << 16 | g << 8 | b
                }
            }
            return Image(pixelWidth: n, pixelHeight: n, scale: 1, pixels: pixels)
        }
    }

    static func side(width: Double) -> Double { width / Double(columns) }

    static func contentHeight(items: Int, width: Double) -> Double {
        Double((items + columns - 1) / columns) * side(width: width)
    }

    /// 7 pt a frame, wrapping at the end of the content.
    static func offset(frame: Int, items: Int, size: Size) -> Double {
        let range = max(1, contentHeight(items: items, width: size.width) - size.height)
        return (Double(frame) * step).truncatingRemainder(dividingBy: range)
    }
}

/// An image cell: an image view over the whole content view.
final class CollectionBenchCell: CollectionViewCell {
    let imageView = ImageView()

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }
}

/// The toolkit version: a window holding a collection view of `items` image cells.
@MainActor
final class CollectionBenchScene: CollectionViewDataSource {
    let window: Window
    let collection: CollectionView
    let items: Int
    let pictures: [Picture]

    init(size: Size, items: Int, images: [Image], measurer: TextMeasuring) {
        self.items = items
        pictures = images.map { Picture(bitmap: $0) }
        window = Window(size: size, clock: ManualClock(), textMeasurer: measurer,
                        traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 1))
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / Double(CollectionBenchLayout.columns)),
                                                                         heightDimension: .fractionalHeight(1)))
        let i = CollectionBenchLayout.inset
        item.contentInsets = DirectionalEdgeInsets(top: i, leading: i, bottom: i, trailing: i)
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                      heightDimension: .fractionalWidth(1.0 / Double(CollectionBenchLayout.columns))),
                                                     subitems: [item])
        collection = CollectionView(frame: Rect(size: size), collectionViewLayout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        collection.backgroundColor = .white
        collection.showsVerticalScrollIndicator = false
        collection.register(CollectionBenchCell.self, forCellWithReuseIdentifier: "photo")
        window.rootView.addSubview(collection)
        collection.dataSource = self
        window.layoutIfNeeded()
    }

    func scroll(to offset: Double) {
        collection.contentOffset = Point(x: 0, y: offset)
        _ = window.advanceFrame()
    }

    /// Rows on screen (a partly shown row counts) and the live-cell bound the issue sets: visible + 2 rows.
    var visibleBound: Int {
        let side = CollectionBenchLayout.side(width: collection.bounds.width)
        let rows = Int((collection.bounds.height / side).rounded(.up)) + 1
        return (rows + 2) * CollectionBenchLayout.columns
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! CollectionBenchCell
        cell.imageView.image = pictures[indexPath.item % pictures.count]
        return cell
    }
}

/// The same picture straight through Render: the visible rows' images, no views, no layout.
@MainActor
struct CollectionBenchFloor {
    let size: Size
    let items: Int
    let images: [Image]

    func draw(offset: Double, in canvas: Canvas) {
        canvas.fill(Rect(size: size), color: .white)
        let side = CollectionBenchLayout.side(width: size.width)
        let i = CollectionBenchLayout.inset
        var row = max(0, Int(offset / side))
        while Double(row) * side - offset < size.height {
            for column in 0..<CollectionBenchLayout.columns {
                let item = row * CollectionBenchLayout.columns + column
                guard item < items else { return }
                let rect = Rect(x: Double(column) * side + i, y: Double(row) * side - offset + i, width: side - 2 * i, height: side - 2 * i)
                canvas.drawImage(images[item % images.count], in: rect)
            }
            row += 1
        }
    }
}
