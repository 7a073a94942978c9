import Render
import Widgets

/// The default scene: every scene with its one-line description; choosing one opens it.
final class CatalogViewController: TableViewController, TableViewDataSource, TableViewDelegate {
    weak var host: SceneHost?
    private let scenes: [Scene]

    init(host: SceneHost?) {
        self.host = host
        scenes = SceneCatalog.all.filter { $0.name != "catalog" }
        super.init(style: .insetGrouped)
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    static func inNavigation(host: SceneHost?) -> ViewController {
        NavigationController(rootViewController: CatalogViewController(host: host))
    }

    override func viewDidLoad() {
        title = "Handheld"
        tableView.identifier = "catalog-table"
        tableView.rowHeight = TableView.automaticDimension
        tableView.register("scene") { TableViewCell(style: .subtitle) }
        tableView.dataSource = self
        tableView.delegate = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { scenes.count }
    /// The shortcut hint heads the list, where a new user sees it on an iPhone's first screen; the footer,
    /// below a dozen scenes, is past the fold there.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        "Scenes · F1 shortcuts · Ctrl+H home"
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        "Ctrl+H returns here from anywhere. F1 lists every shortcut."
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let scene = scenes[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "scene", for: indexPath)
        cell.identifier = "catalog-\(scene.name)"
        cell.textLabel.text = scene.name
        cell.textLabel.font = Font.body.withWeight(.medium)
        cell.detailTextLabel.text = scene.summary
        cell.detailTextLabel.textColor = .secondaryLabel
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let name = scenes[indexPath.row].name
        tableView.deselectRow(at: indexPath, animated: true)
        host?.open(sceneNamed: name)
    }
}
