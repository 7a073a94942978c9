import Render
import Widgets

/// A sign-up form: grouped rows of text fields in a scroll view, a Notes text view and a Save bar pinned to
/// the keyboard layout guide. Tapping a field brings up the keyboard for its type; the scroll view gets the
/// keyboard's inset and scrolls the field into view; Return goes to the next field and Done ends editing.
final class FormViewController: ViewController, TextFieldDelegate, TextViewDelegate {
    let scroll = ScrollView()
    let bar = View()
    let saveButton = Button(title: "Save")
    let notes = TextView()
    private(set) var fields: [TextField] = []
    /// The inset group's card behind the rows: one view, so only its outer corners are rounded, as in an
    /// inset-grouped table.
    private let group = View()
    /// The bar's material, reaching from the bar's top to the screen's bottom edge as a UIToolbar's
    /// background does, under the home indicator (the bar's buttons stay above the safe area).
    private let barBackdrop = View()
    private var separators: [HairlineView] = []
    private var titles: [Label] = []
    private let notesHeader = Label(text: "NOTES", textStyle: .footnote, color: .secondaryLabel)
    private let accountHeader = Label(text: "ACCOUNT", textStyle: .footnote, color: .secondaryLabel)

    /// (title, identifier, placeholder, keyboard, secure) per row.
    static let rows: [(String, String, String, KeyboardType, Bool)] = [
        ("Name", "name-field", "Jane Appleseed", .default, false),
        ("Email", "email-field", "jane@example.com", .emailAddress, false),
        ("Password", "password-field", "Required", .default, true),
        ("Phone", "phone-field", "Optional", .numberPad, false),
        ("Website", "website-field", "example.com", .url, false),
        ("City", "city-field", "Cupertino", .default, false),
    ]

    static let rowHeight = 44.0
    static let notesMinimumHeight = 132.0
    static let barHeight = 50.0
    /// The bar in compact height (an iPhone in landscape): UIToolbar shrinks from 44 to 32 pt there (HIG,
    /// "take into account the automatic change in toolbar height that occurs on device rotation"; Mail's
    /// toolbar is 32 pt in landscape [OBS]).
    static let compactBarHeight = 32.0
    private var barHeightConstraint: LayoutConstraint?

    /// The bar's height for the traits it is laid out in.
    var currentBarHeight: Double {
        traitCollection.verticalSizeClass == .compact ? Self.compactBarHeight : Self.barHeight
    }

    override func viewDidLoad() {
        title = "Sign Up"
        view.backgroundColor = .groupedBackground
        scroll.identifier = "form-scroll"
        scroll.alwaysBounceVertical = true
        scroll.contentInset = EdgeInsets(top: 0, left: 0, bottom: currentBarHeight, right: 0)
        view.addSubview(scroll)
        scroll.addSubview(accountHeader)
        group.backgroundColor = .secondarySystemGroupedBackground
        group.cornerRadius = 10
        scroll.addSubview(group)
        for (i, row) in Self.rows.enumerated() {
            if i > 0 {
                let separator = HairlineView(color: .separator)
                separators.append(separator)
                scroll.addSubview(separator)
            }
            let title = Label(text: row.0, textStyle: .body)
            titles.append(title)
            scroll.addSubview(title)
            let field = TextField(placeholder: row.2)
            field.identifier = row.1
            field.keyboardType = row.3
            field.isSecureTextEntry = row.4
            field.clearButtonMode = .whileEditing
            field.adjustsFontForContentSizeCategory = true
            field.returnKeyType = i == Self.rows.count - 1 ? .done : .next
            field.delegate = self
            fields.append(field)
            scroll.addSubview(field)
        }
        scroll.addSubview(notesHeader)
        notes.identifier = "notes"
        notes.backgroundColor = .secondarySystemGroupedBackground
        notes.cornerRadius = 10
        notes.placeholder = "Anything we should know?"
        notes.adjustsFontForContentSizeCategory = true
        // Notes grows with its text (at least 132 pt) and the form's content with it.
        notes.isScrollEnabled = false
        notes.delegate = self
        scroll.addSubview(notes)

        bar.identifier = "save-bar"
        barBackdrop.backgroundColor = Color(light: Color(r: 249, g: 249, b: 249, a: 0.94),
                                            dark: Color(r: 22, g: 22, b: 23, a: 0.94))
        // The bar's top edge: UIToolbar's shadow, a hairline in the separator colour.
        let barShadow = HairlineView(color: .separator)
        barBackdrop.addSubview(barShadow)
        barBackdrop.setLayoutHandler { b in barShadow.frame = Rect(x: 0, y: -0.5, width: b.bounds.width, height: 0.5) }
        view.addSubview(barBackdrop)
        barBackdrop.translatesAutoresizingMaskIntoConstraints = false
        saveButton.identifier = "save"
        saveButton.onTap = { [weak self] in self?.view.window?.firstResponder?.resignFirstResponder() }
        bar.addSubview(saveButton)
        view.addSubview(bar)
        bar.translatesAutoresizingMaskIntoConstraints = false
        let height = bar.heightAnchor.constraint(equalToConstant: currentBarHeight)
        barHeightConstraint = height
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            height,
            barBackdrop.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            barBackdrop.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            barBackdrop.topAnchor.constraint(equalTo: bar.topAnchor),
            barBackdrop.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        bar.setLayoutHandler { [unowned self] b in
            // 44 pt tall in the 50 pt bar, 3 pt from its top; centred in a compact bar.
            let h = min(44, b.bounds.height)
            saveButton.frame = Rect(x: b.bounds.midX - 60, y: b.bounds.height < Self.barHeight ? (b.bounds.height - h) / 2 : 3,
                                    width: 120, height: h)
        }
        view.setLayoutHandler { [unowned self] v in layoutForm(in: v) }
    }

    /// A new text size changes the rows' heights: lay the form out again (the labels only tell the scroll
    /// view they hold, and the form is laid out by its controller's view).
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        super.traitCollectionDidChange(previous)
        if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory, isViewLoaded {
            view.setNeedsLayout()
        }
        if previous?.verticalSizeClass != traitCollection.verticalSizeClass, isViewLoaded {
            barHeightConstraint?.constant = currentBarHeight
            scroll.contentInset.bottom = currentBarHeight
        }
    }

    /// Grouped rows as in Settings: an inset group 16 pt from the safe edges, 44 pt rows, the titles in a
    /// 100 pt column and the fields after them. Larger text makes the rows taller (the text's line plus 11 pt
    /// above and below, as UIKit's cells); at the accessibility sizes each title sits above its field, as
    /// iOS's forms stack label and value there.
    private func layoutForm(in v: View) {
        scroll.frame = v.bounds
        let safe = v.safeAreaInsets
        let x = safe.left + 16, width = v.bounds.width - safe.left - safe.right - 32
        let stacked = view.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        let line = max(titles.first?.intrinsicContentSize.height ?? 0, fields.first?.intrinsicContentSize.height ?? 0)
        let rowHeight = stacked ? 2 * line + 22 : max(Self.rowHeight, line + 22)
        let headerHeight = max(18, accountHeader.intrinsicContentSize.height)
        var y = 24.0
        accountHeader.frame = Rect(x: x + 16, y: y, width: width - 32, height: headerHeight)
        y += headerHeight + 8
        group.frame = Rect(x: x, y: y, width: width, height: rowHeight * Double(fields.count))
        for i in fields.indices {
            if stacked {
                titles[i].frame = Rect(x: x + 16, y: y + 11, width: width - 32, height: line)
                fields[i].frame = Rect(x: x + 16, y: y + 11 + line, width: width - 24, height: line)
            } else {
                titles[i].frame = Rect(x: x + 16, y: y, width: 96, height: rowHeight)
                fields[i].frame = Rect(x: x + 116, y: y, width: width - 124, height: rowHeight)
            }
            if i > 0 { separators[i - 1].frame = Rect(x: x + 16, y: y - 0.5, width: width - 16, height: 0.5) }
            y += rowHeight
        }
        y += 28
        notesHeader.frame = Rect(x: x + 16, y: y, width: width - 32, height: headerHeight)
        y += headerHeight + 8
        let notesHeight = max(Self.notesMinimumHeight, notes.sizeThatFits(Size(width: width, height: .infinity)).height)
        notes.frame = Rect(x: x, y: y, width: width, height: notesHeight)
        y += notesHeight + 24
        scroll.contentSize = Size(width: v.bounds.width - safe.left - safe.right, height: y)
    }

    // MARK: TextFieldDelegate

    /// Return goes to the next field; Done on the last one ends editing.
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        guard let i = fields.firstIndex(where: { $0 === textField }) else { return true }
        if i + 1 < fields.count {
            fields[i + 1].becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return false
    }

    /// The phone field takes digits only, as a number pad would type.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
        guard textField.keyboardType == .numberPad else { return true }
        return string.allSatisfy(\.isNumber)
    }

    // MARK: TextViewDelegate

    func textViewDidChange(_ textView: TextView) {
        view.setNeedsLayout()
    }

    static func inNavigation() -> ViewController {
        NavigationController(rootViewController: FormViewController())
    }
}
