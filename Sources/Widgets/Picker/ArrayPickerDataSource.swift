/// The data source behind `PickerView.columns`: fixed titles, one array per wheel.
@MainActor
final class ArrayPickerDataSource: PickerViewDataSource {
    let columns: [[String]]

    init(columns: [[String]]) {
        self.columns = columns
    }

    func numberOfComponents(in pickerView: PickerView) -> Int { columns.count }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        columns.indices.contains(component) ? columns[component].count : 0
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String {
        guard columns.indices.contains(component), columns[component].indices.contains(row) else { return "" }
        return columns[component][row]
    }
}
