import Foundation

/// What a picker shows, asked as UIKit asks its `UIPickerViewDataSource`: how many wheels (components) and
/// how many rows each has. Apple's protocol stops there and asks the delegate for titles; Handheld's own
/// sources may answer titles here too (`pickerView(_:titleForRow:forComponent:)`, empty by default), so one
/// object can fill a picker. The picker asks the delegate first (PickerView.titleForRow). The title here
/// is a `String`, the delegate's a `String?` as Apple declares it: different signatures, so a type that
/// adopts both protocols has two distinct defaults rather than two ambiguous ones, and its own
/// `-> String?` title is the delegate's.
///
/// The picker holds its data source weakly, as UIKit does (a view controller is usually both owner and
/// source). For fixed lists, `PickerView.columns` installs an array source the picker owns.
@preconcurrency @MainActor
public protocol PickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: PickerView) -> Int
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String
}

extension PickerViewDataSource {
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String { "" }
}

/// UIKit's `UIPickerViewDelegate`, with Apple's names and types; every method is optional in UIKit, so each
/// has a default here that does what UIKit does when the method is missing. Held weakly by the picker.
///
/// A row's text comes from the first of: `titleForRow`, `attributedTitleForRow` (its characters; the
/// attributes are not drawn), the data source's title, and the text of a label `viewForRow` returns. The
/// wheel draws text itself, so a custom row view is read, not placed: UIKit prefers the view, but since a
/// default here cannot tell "not implemented" from an answer, the titles are asked first.
@preconcurrency @MainActor
public protocol PickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    /// UIKit's default: the width shared equally between the wheels.
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat {
        CGFloat(pickerView.equalComponentWidth)
    }
    /// The picker's own row height (Handheld's 32 pt unless set).
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat {
        CGFloat(pickerView.rowHeight)
    }
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    /// An empty view: it has no text, so the row stays blank, as a UIKit row with no title is.
    public func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View {
        view ?? View()
    }
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}
