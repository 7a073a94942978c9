import HandheldKit

/// UIFontPickerViewController (iOS 13): a searchable list of the installed font families, each name drawn
/// in its own face; picking one sets `selectedFontDescriptor` and tells the delegate, Cancel tells it the
/// user cancelled. As in UIKit the picker does not dismiss itself: the delegate does.
///
/// The families are those Handheld bundles: Inter only, so the list has one row ("Inter"), or with
/// `configuration.includeFaces` one per face ("Inter Regular", "Inter Medium", "Inter Semibold").
@preconcurrency @MainActor
open class UIFontPickerViewController: UIViewController {
    /// UIFontPickerViewController.Configuration.
    public final class Configuration: @unchecked Sendable {
        /// Whether each face of a family is listed (UIKit's default false: families only).
        public var includeFaces = false
        /// Whether names are drawn in the system font instead of their own face (default false).
        public var displayUsingSystemFont = false
        /// Only fonts with these traits are listed (default none: every font). Inter has no italic or
        /// monospaced face, so asking for either lists nothing, as UIKit lists no font without them.
        public var filteredTraits: UIFontDescriptor.SymbolicTraits = []
        public init() {}
    }

    public let configuration: Configuration
    /// The font the user picked, nil until then (UIKit: nil before a pick). Setting it marks that row.
    open var selectedFontDescriptor: UIFontDescriptor?
    open weak var delegate: UIFontPickerViewControllerDelegate?

    let header = PickerSheetHeader()
    /// The search field; typing filters the list by name, case-insensitively.
    public let searchField = UITextField()
    let tableView = UITableView(frame: .zero, style: .plain)
    private lazy var list = FontPickerList(picker: self)

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
        title = "Fonts"
    }
    /// UIKit's storyboard initializer, required as UIViewController's is: nothing is decoded, so it gives
    /// what `init()` gives, the default configuration.
    public required init?(coder: NSCoder) {
        configuration = Configuration()
        super.init(coder: coder)
        title = "Fonts"
    }

    /// The fonts listed for the current search: each a name and the font it is drawn in.
    public var listedFonts: [(name: String, font: UIFont)] {
        let query = searchField.text.trimmingCharacters(in: .whitespaces).lowercased()
        guard configuration.filteredTraits.subtracting(.traitBold).isEmpty else { return [] }
        let faces: [(String, Font.Weight)] = configuration.includeFaces
            ? [("Regular", .regular), ("Medium", .medium), ("Semibold", .semibold)]
            : [("", .regular)]
        return faces.compactMap { face, weight in
            if configuration.filteredTraits.contains(.traitBold) && weight != .semibold { return nil }
            let name = face.isEmpty ? Font.defaultFamily : "\(Font.defaultFamily) \(face)"
            guard query.isEmpty || name.lowercased().contains(query) else { return nil }
            let font = configuration.displayUsingSystemFont ? UIFont.systemFont(ofSize: 17)
                : Font(family: Font.defaultFamily, size: 17, weight: weight)
            return (name, font)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.configure(title: title) { [weak self] in
            guard let self else { return }
            self.delegate?.fontPickerViewControllerDidCancel(self)
        }
        searchField.placeholder = "Search"
        searchField.borderStyle = .roundedRect
        searchField.addAction(for: .editingChanged) { [weak self] _ in self?.tableView.reloadData() }
        tableView.dataSource = list
        tableView.delegate = list
        (header.views + [searchField, tableView]).forEach { view.addSubview($0) }
    }

    /// The sheet's header (56 pt: title, Cancel at the leading end), the search field, then the list.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        header.layout(width: bounds.width)
        let top = PickerSheetHeader.height
        searchField.frame = CGRect(x: 16, y: top, width: bounds.width - 32, height: 36)
        tableView.frame = CGRect(x: 0, y: top + 44, width: bounds.width, height: max(0, bounds.height - top - 44))
    }

    /// The row at `index` was tapped: it becomes the selection and the delegate hears of the pick.
    func pick(at index: Int) {
        let fonts = listedFonts
        guard fonts.indices.contains(index) else { return }
        selectedFontDescriptor = fonts[index].font.fontDescriptor
        delegate?.fontPickerViewControllerDidPickFont(self)
    }
}

/// UIFontPickerViewControllerDelegate; the methods are optional (empty defaults). UIKit's documentation:
/// the delegate dismisses the picker.
@preconcurrency @MainActor
public protocol UIFontPickerViewControllerDelegate: AnyObject {
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}

/// The font picker's table data source and delegate: one row per listed font, its name in that font.
@MainActor
final class FontPickerList: NSObject, TableViewDataSource, TableViewDelegate {
    unowned let picker: UIFontPickerViewController
    init(picker: UIFontPickerViewController) { self.picker = picker }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { picker.listedFonts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let listed = picker.listedFonts[indexPath.row]
        cell.textLabel?.text = listed.name
        cell.textLabel?.font = listed.font
        let selected = picker.selectedFontDescriptor.map { UIFont(descriptor: $0, size: 17) == listed.font } ?? false
        cell.accessoryType = selected ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        picker.pick(at: indexPath.row)
        tableView.reloadData()
    }
}
