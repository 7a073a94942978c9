import Foundation
import HandheldKit

/// The header the system picker sheets share (the document picker and the font picker): a bold, centred
/// title across the sheet and Cancel at the leading end, in a 56 pt band above the sheet's content, the
/// height of a sheet's navigation bar on iOS 15 and later. One type, so both sheets draw the same header.
@MainActor
final class PickerSheetHeader {
    static let height: CGFloat = 56

    let titleLabel = UILabel()
    let cancelButton = UIButton(type: .system)

    /// The header's views, in the order the sheet adds them (before its own).
    var views: [UIView] { [titleLabel, cancelButton] }

    /// Sets the title and Cancel's action; called from the sheet's `viewDidLoad`.
    func configure(title: String?, onCancel: @escaping () -> Void) {
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { _ in onCancel() }, for: .touchUpInside)
    }

    /// Lays the header out across `width` at the top of the sheet's view; a trailing button (the document
    /// picker's Open) mirrors Cancel.
    func layout(width: CGFloat, trailing: UIButton? = nil) {
        titleLabel.frame = CGRect(x: 0, y: 0, width: width, height: Self.height)
        cancelButton.frame = CGRect(x: 8, y: 6, width: 80, height: 44)
        trailing?.frame = CGRect(x: width - 88, y: 6, width: 80, height: 44)
    }
}
