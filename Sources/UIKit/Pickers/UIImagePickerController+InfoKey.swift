import HandheldKit

extension UIImagePickerController {
    /// UIImagePickerController.InfoKey: the keys of the dictionary a pick hands the delegate, with UIKit's
    /// string values, so code that spells a key by its raw value
    /// (`InfoKey(rawValue: "UIImagePickerControllerEditedImage")`) finds it too.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The picked image as it is (a UIImage).
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image after the user's move-and-scale (with `allowsEditing`; here the whole image).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop rectangle of the edited image, an NSValue of a CGRect.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The type of the picked media ("public.image").
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// Not given on Linux (the sample photos are not files; UIKit gives a temporary file's URL).
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// Not given on Linux (no movies).
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// Not given (deprecated in UIKit; no asset library on Linux).
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// Not given (no camera, so no metadata).
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// Not given (no Photos framework on Linux).
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// Not given (no Live Photos).
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
    }
}
