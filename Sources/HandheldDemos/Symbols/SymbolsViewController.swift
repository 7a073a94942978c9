import Render
import Widgets

/// The `symbols` scene: a grid of SF Symbol names drawn from the bundled glyphs in the system tint, and below
/// it a photo under three blur materials (thin, regular, thick), the middle one holding a vibrant symbol and
/// label, as a media app's card overlays do. `appearance dark` in a script shows the adaptive materials turn dark.
final class SymbolsViewController: ViewController {
    /// Names a typical app's screens use: navigation, actions, media, status.
    static let gridNames = [
        "chevron.right", "star.fill", "heart", "gear", "person.crop.circle", "magnifyingglass",
        "plus", "trash", "square.and.arrow.up", "house.fill", "bell", "bookmark.fill",
        "calendar", "camera", "photo", "paperplane", "envelope", "folder",
        "play.fill", "pause.fill", "info.circle", "lock", "cart", "ellipsis.circle",
    ]
    static let columns = 6
    static let materials: [BlurEffect.Style] = [.systemThinMaterial, .systemMaterial, .systemThickMaterial]

    private var symbolViews: [ImageView] = []
    private let photo = ImageView(image: Picture(bitmap: SyntheticPhoto.sunset(pixelWidth: 343, pixelHeight: 220)))
    private var effectViews: [VisualEffectView] = []

    static func inNavigation() -> NavigationController {
        NavigationController(rootViewController: SymbolsViewController())
    }

    override func viewDidLoad() {
        title = "Symbols"
        // A share button as apps put one in the bar: a symbol image item, tinted like the bar's other items.
        let share = BarButtonItem(image: Picture(systemName: "square.and.arrow.up"))
        share.identifier = "share"
        navigationItem.rightBarButtonItem = share
        view.backgroundColor = .systemBackground
        for name in Self.gridNames {
            let image = ImageView(image: Picture(systemName: name, withConfiguration: .init(textStyle: .title2)))
            image.identifier = "symbol-\(name)"
            image.contentMode = .center
            symbolViews.append(image)
            view.addSubview(image)
        }
        photo.identifier = "photo"
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.cornerRadius = 12
        view.addSubview(photo)
        for style in Self.materials {
            let effect = BlurEffect(style: style)
            let card = VisualEffectView(effect: effect)
            card.identifier = "material-\(style.rawValue)"
            card.cornerRadius = 10
            card.clipsToBounds = true
            effectViews.append(card)
            photo.addSubview(card)
        }
        let middle = effectViews[1]
        let vibrancy = VisualEffectView(effect: VibrancyEffect(blurEffect: BlurEffect(style: .systemMaterial), style: .secondaryLabel))
        vibrancy.identifier = "vibrancy"
        let symbol = ImageView(image: Picture(systemName: "music.note", withConfiguration: .init(pointSize: 20, weight: .semibold)))
        symbol.contentMode = .center
        let label = Label(text: "Vibrant", textStyle: .footnote)
        label.textAlignment = .center
        vibrancy.contentView.addSubview(symbol)
        vibrancy.contentView.addSubview(label)
        middle.contentView.addSubview(vibrancy)
        view.setLayoutHandler { [unowned self] v in
            let safe = v.bounds.inset(by: v.safeAreaInsets)
            // Side by side when wide (landscape, iPad), grid above photo otherwise; cells at most 56 pt, so a
            // symbol keeps room around it as in a toolbar or a tab bar.
            let wide = safe.width > safe.height
            let area = wide ? Rect(x: safe.minX, y: safe.minY, width: safe.width / 2, height: safe.height) : safe
            let cell = min(56, (area.width - 32) / Double(Self.columns))
            let gridWidth = cell * Double(Self.columns)
            let gridX = area.minX + (area.width - gridWidth) / 2
            for (i, image) in self.symbolViews.enumerated() {
                image.frame = Rect(x: gridX + Double(i % Self.columns) * cell,
                                   y: area.minY + 16 + Double(i / Self.columns) * cell, width: cell, height: cell)
            }
            let photoWidth = min(wide ? safe.width / 2 - 32 : safe.width - 32, 420)
            let photoX = wide ? safe.midX + (safe.width / 2 - photoWidth) / 2 : safe.minX + (safe.width - photoWidth) / 2
            let photoY = wide ? safe.minY + 16 : safe.minY + 32 + 4 * cell
            self.photo.frame = Rect(x: photoX, y: photoY, width: photoWidth, height: 220)
            let w = (self.photo.bounds.width - 48) / 3
            for (i, card) in self.effectViews.enumerated() {
                card.frame = Rect(x: 12 + Double(i) * (w + 12), y: 110, width: w, height: 96)
            }
            vibrancy.frame = middle.bounds
            symbol.frame = Rect(x: 0, y: 14, width: vibrancy.bounds.width, height: 40)
            label.frame = Rect(x: 0, y: 58, width: vibrancy.bounds.width, height: 20)
        }
    }
}
