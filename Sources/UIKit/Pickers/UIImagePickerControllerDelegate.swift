import HandheldKit

/// UIImagePickerControllerDelegate: told what the user picked, or that they cancelled. Both methods are
/// optional in UIKit; here each has a default.
///
/// The defaults dismiss the picker. UIKit's documentation asks the delegate to dismiss it ("Implementation
/// of this method is optional, but expected"); when the method is missing, UIKit's picker dismisses itself
/// on Cancel, and Handheld does the same on a pick, so an app never keeps a picker it cannot leave.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController,
                                      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picker.dismiss(animated: true)
    }

    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}
