/// What a picker shows, asked with UIKit's `UIPickerViewDataSource` / `UIPickerViewDelegate` names so code
/// ports over: how many wheels (components), how many rows each has, and each row's title. UIKit splits the
/// title into the delegate; Handheld keeps the three questions together because a picker needs all three.
///
/// The picker holds its data source weakly, as UIKit does (a view controller is usually both owner and
/// source). For fixed lists, `PickerView.columns` installs an array source the picker owns.
@preconcurrency @MainActor
public protocol PickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: PickerView) -> Int
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String
}
