import HandheldKit

/// UIColorPickerViewController (iOS 14): a sheet of colour swatches; a tap selects a colour and tells the
/// delegate, the close button finishes. Of iOS's three tabs (grid, spectrum, sliders) Handheld draws the
/// grid (ColorPickerGridView: a row of greys over twelve hues in nine shades); `supportsAlpha` is kept but
/// there is no opacity slider, so picked colours are opaque.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    /// The colour selected (UIKit's default is white). Setting it in code tells the delegate nothing, as
    /// in UIKit.
    open var selectedColor: UIColor = .white { didSet { grid.selected = selectedColor } }
    /// Whether the picker offers opacity (UIKit's default true); see the type's comment.
    open var supportsAlpha = true
    open weak var delegate: UIColorPickerViewControllerDelegate?

    let grid = ColorPickerGridView()
    let titleLabel = UILabel()
    let closeButton = UIButton(type: .system)

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Colors"
    }
    /// UIKit's storyboard initializer, required as UIViewController's is: nothing is decoded, so it gives
    /// what `init()` gives (white selected, alpha offered).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "Colors"
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        closeButton.setTitle("Done", for: .normal)
        closeButton.addAction(UIAction { [weak self] _ in self?.finish() }, for: .touchUpInside)
        grid.selected = selectedColor
        grid.onSelect = { [weak self] color in self?.select(color) }
        [titleLabel, closeButton, grid].forEach { view.addSubview($0) }
    }

    /// A title bar 56 pt tall (the sheet's header), then the grid at the system margins, square swatches.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        titleLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 56)
        closeButton.frame = CGRect(x: bounds.width - 80, y: 6, width: 72, height: 44)
        let width = bounds.width - 32
        let side = (width / CGFloat(ColorPickerGridView.columns)).rounded(.down)
        grid.frame = CGRect(x: 16, y: 64, width: side * CGFloat(ColorPickerGridView.columns),
                            height: side * CGFloat(ColorPickerGridView.rows))
    }

    /// A swatch was tapped: the colour becomes the selection and the delegate hears of it, through the
    /// iOS 15 method (not continuously: a tap is one choice) and then the iOS 14 one, as UIKit calls both.
    func select(_ color: UIColor) {
        selectedColor = color
        delegate?.colorPickerViewController(self, didSelect: color, continuously: false)
        delegate?.colorPickerViewControllerDidSelectColor(self)
    }

    /// The close button: the delegate's `colorPickerViewControllerDidFinish(_:)` after the picker is
    /// dismissed, as UIKit's close button dismisses the picker itself.
    func finish() {
        dismiss(animated: true)
        delegate?.colorPickerViewControllerDidFinish(self)
    }
}

/// UIColorPickerViewControllerDelegate; every method is optional (empty defaults).
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                          continuously: Bool) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
