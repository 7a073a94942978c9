import Render
import Testing
import TestSupport
import Widgets

/// Sections of a settings-like list for the style goldens.
@MainActor
final class SampleSections: TableViewDataSource {
    let sections: [(header: String?, footer: String?, rows: [(String, String?, TableViewCell.AccessoryType)])] = [
        ("General", nil, [("About", nil, .disclosureIndicator), ("Software Update", nil, .disclosureIndicator),
                           ("Date & Time", "Automatic", .disclosureIndicator)]),
        ("Sounds", "Vibrate on silent keeps the haptics when the ring switch is off.",
         [("Ringtone", "Opening", .none), ("Vibrate on Silent", nil, .checkmark)]),
    ]
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "value", for: indexPath)
        cell.textLabel.text = row.0
        cell.detailTextLabel.text = row.1 ?? ""
        cell.accessoryType = row.2
        return cell
    }
}

@MainActor
@Suite("Golden images: tables")
struct TableGoldenTests {
    func render(_ style: TableStyle, name: String) throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 460))
        window.textMeasurer = try Golden.fonts()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 375, height: 460), style: style)
        table.register("value") { TableViewCell(style: .value1) }
        let source = SampleSections()
        table.dataSource = source
        window.rootView.addSubview(table)
        window.step(clock)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false)
        window.step(clock)
        let outcome = try Golden.check(window, name: name)
        #expect(outcome == .matched, "\(outcome)")
        withExtendedLifetime(source) {}
    }

    @Test("a plain table") func plain() throws { try render(.plain, name: "table-plain") }
    @Test("a grouped table") func grouped() throws { try render(.grouped, name: "table-grouped") }
    @Test("an inset-grouped table") func insetGrouped() throws { try render(.insetGrouped, name: "table-inset-grouped") }
}
