import Foundation
import HandheldKit

/// UIDocumentPickerViewController: a sheet listing the files in the app's Documents folder (or
/// `directoryURL`) that match the types asked for; tapping one dismisses the picker and tells the delegate
/// `documentPicker(_:didPickDocumentsAt:)`, Cancel dismisses it and tells `documentPickerWasCancelled(_:)`
/// (UIKit's picker dismisses itself in both cases). With `allowsMultipleSelection` rows toggle a checkmark
/// and Open picks the checked ones.
///
/// iOS 14's `init(forOpeningContentTypes:asCopy:)` takes `UTType`s from UniformTypeIdentifiers, which Swift
/// on Linux does not have, so the picker offers UIKit's `init(documentTypes:in:)` (type identifiers as
/// strings, `"public.text"`, `"public.image"`, `"public.data"`…) and `init(forOpeningFilenameExtensions:asCopy:)`,
/// a Handheld form with file name extensions. The files app's browsing (other folders, iCloud, recents)
/// is not here: the list is one folder.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: UIDocumentPickerDelegate?
    /// Whether several files may be picked at once (default false).
    open var allowsMultipleSelection = false
    /// The folder listed; nil lists the app's Documents folder (FileManager's `.documentDirectory`).
    open var directoryURL: URL?
    /// Whether names show their extensions (default false, as UIKit's).
    open var shouldShowFileExtensions = false
    /// The mode it was made with: `.import` copies the chosen files, `.open` hands them over as they are.
    public let documentPickerMode: UIDocumentPickerMode
    /// The type identifiers a listed file must conform to (nil: `allowedExtensions` decides).
    let allowedTypes: [String]?
    /// The file name extensions a listed file must have (lower case; nil: `allowedTypes` decides).
    let allowedExtensions: [String]?

    let header = PickerSheetHeader()
    let openButton = UIButton(type: .system)
    let tableView = UITableView(frame: .zero, style: .plain)
    private lazy var list = DocumentPickerList(picker: self)
    /// The rows checked while picking several.
    var checked: Set<Int> = []

    /// UIDocumentPickerViewController(documentTypes:in:): files conforming to any of the type identifiers.
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        allowedTypes = allowedUTIs
        allowedExtensions = nil
        documentPickerMode = mode
        super.init(nibName: nil, bundle: nil)
    }

    /// UIKit's storyboard initializer, required as UIViewController's is. Nothing is decoded here, so the
    /// picker imports any file (`public.data`), as `init(documentTypes: ["public.data"], in: .import)` does.
    public required init?(coder: NSCoder) {
        allowedTypes = ["public.data"]
        allowedExtensions = nil
        documentPickerMode = .import
        super.init(coder: coder)
    }

    /// Handheld's stand-in for `init(forOpeningContentTypes:asCopy:)`: files with any of these name
    /// extensions (`["txt", "md"]`); `asCopy` hands the app copies, as that initializer's does.
    public init(forOpeningFilenameExtensions extensions: [String], asCopy: Bool = false) {
        allowedTypes = nil
        allowedExtensions = extensions.map { $0.lowercased() }
        documentPickerMode = asCopy ? .import : .open
        super.init(nibName: nil, bundle: nil)
    }

    /// The folder the list shows.
    public var listedDirectory: URL {
        directoryURL ?? FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
    }

    /// The files listed: regular files in `listedDirectory` that match, by name, hidden files left out.
    public var listedFiles: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: listedDirectory.path)) ?? []
        return names.sorted { $0.lowercased() < $1.lowercased() }.compactMap { name in
            guard !name.hasPrefix(".") else { return nil }
            let url = listedDirectory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  matches(url) else { return nil }
            return url
        }
    }

    private func matches(_ url: URL) -> Bool {
        let ext = url.pathExtension.lowercased()
        if let allowedExtensions { return allowedExtensions.contains(ext) }
        return (allowedTypes ?? []).contains { UniformTypeNames.conforms(extension: ext, to: $0) }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.configure(title: allowsMultipleSelection ? "Select Items" : "Documents") { [weak self] in self?.cancel() }
        openButton.setTitle("Open", for: .normal)
        openButton.isHidden = !allowsMultipleSelection
        openButton.isEnabled = false
        openButton.addAction(UIAction { [weak self] _ in self?.openChecked() }, for: .touchUpInside)
        tableView.dataSource = list
        tableView.delegate = list
        (header.views + [openButton, tableView]).forEach { view.addSubview($0) }
    }

    /// The sheet's header (56 pt: title, Cancel at the leading end, Open at the trailing end), then the list.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        header.layout(width: bounds.width, trailing: openButton)
        let top = PickerSheetHeader.height
        tableView.frame = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }

    /// The row at `index` was tapped: picked at once, or checked while picking several.
    func tapped(at index: Int) {
        guard allowsMultipleSelection else { return pick([index]) }
        if checked.contains(index) { checked.remove(index) } else { checked.insert(index) }
        openButton.isEnabled = !checked.isEmpty
        tableView.reloadData()
    }

    private func openChecked() { pick(checked.sorted()) }

    private func pick(_ indices: [Int]) {
        let files = listedFiles
        let chosen = indices.filter { files.indices.contains($0) }.map { files[$0] }
        guard !chosen.isEmpty else { return }
        let urls = documentPickerMode == .import ? chosen.compactMap { Self.importedCopy(of: $0) } : chosen
        finish { picker in
            picker.delegate?.documentPicker(picker, didPickDocumentsAt: urls)
            if let first = urls.first { picker.delegate?.documentPicker(picker, didPickDocumentAt: first) }
        }
    }

    private func cancel() {
        finish { picker in picker.delegate?.documentPickerWasCancelled(picker) }
    }

    /// Dismisses the picker when presented, then tells the delegate.
    private func finish(_ tell: @escaping (UIDocumentPickerViewController) -> Void) {
        guard presentingViewController != nil else { return tell(self) }
        dismiss(animated: true) { [self] in tell(self) }
    }

    /// A copy of `url` in a fresh folder under the temporary directory, as `.import` hands the app one it
    /// owns (UIKit copies into the app's `tmp/<bundle>-Inbox`).
    static func importedCopy(of url: URL) -> URL? {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("Inbox-\(UUID().uuidString)", isDirectory: true)
        let copy = folder.appendingPathComponent(url.lastPathComponent)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: url, to: copy)
            return copy
        } catch {
            return nil
        }
    }
}

/// The document picker's table: one row per listed file, its name and a document symbol.
@MainActor
final class DocumentPickerList: NSObject, TableViewDataSource, TableViewDelegate {
    unowned let picker: UIDocumentPickerViewController
    init(picker: UIDocumentPickerViewController) { self.picker = picker }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { picker.listedFiles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let url = picker.listedFiles[indexPath.row]
        cell.textLabel?.text = picker.shouldShowFileExtensions ? url.lastPathComponent
            : url.deletingPathExtension().lastPathComponent
        cell.imageView?.image = UIImage(systemName: "doc")
        cell.accessoryType = picker.checked.contains(indexPath.row) ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        picker.tapped(at: indexPath.row)
    }
}
