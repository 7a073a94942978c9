import Foundation
import HandheldKit

/// UIImagePickerController: a navigation controller that lets the user pick a photo and hands it to its
/// delegate (`imagePickerController(_:didFinishPickingMediaWithInfo:)`), or tells it the user cancelled.
///
/// On Linux there is no camera and no photo library. As in Apple's Simulator, `.camera` is unavailable
/// (`isSourceTypeAvailable(.camera)` is false); the library is `photos`: by default a few sample photos
/// Handheld draws (`UIImagePickerController.samplePhotos()`, landscapes in gradients, not files), or the
/// images an app sets there (its bundled ones, `UIImage(named:)`). The picker shows them as the library's
/// grid, titled "Photos" with Cancel at the trailing end of the bar, as UIKit's photo library picker does.
///
/// UIKit's delegate is typed `(UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`; Swift
/// cannot retype the navigation controller's `delegate`, so the picker keeps the inherited property (code
/// assigns `picker.delegate = self` as written) and asks it for the picker methods when it conforms.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// UIImagePickerController.SourceType, with UIKit's raw values.
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0, camera = 1, savedPhotosAlbum = 2
    }

    /// UIImagePickerController.CameraDevice, for code that configures the camera when one is available.
    public enum CameraDevice: Int, Sendable {
        case rear = 0, front = 1
    }

    /// Where the picker takes images from (`.photoLibrary` by default, as UIKit's). `.camera` is not
    /// available on Linux: UIKit raises NSInvalidArgumentException ("Source type 1 not available") for an
    /// unavailable type; Handheld keeps the library instead, never crashes, and says so in one line on
    /// standard error.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard !Self.isSourceTypeAvailable(sourceType) else { return }
            FileHandle.standardError.write(Data(("handheld: warning: UIImagePickerController: source type "
                + "\(sourceType) is not available (no camera on Linux, as in Apple's Simulator); showing the photo library\n").utf8))
            sourceType = .photoLibrary
        }
    }
    /// The media types offered (UTIs; UIKit's default is images only, "public.image").
    open var mediaTypes: [String] = [UIImagePickerController.imageType]
    /// Whether the user may move and scale the picked image (UIKit's default false). UIKit then shows a
    /// square crop screen; Handheld has none, so the whole picked image is also the edited one
    /// (`.editedImage`, with `.cropRect` covering it).
    open var allowsEditing = false
    /// UIImagePickerController.cameraDevice: kept; there is no camera to switch.
    open var cameraDevice: CameraDevice = .rear
    /// The images the library shows, in order: the sample photos unless the app sets its own.
    open var photos: [UIImage] = UIImagePickerController.samplePhotos() {
        didSet { grid.collectionView.reloadData() }
    }
    /// The grid of the library, the navigation stack's root.
    let grid = ImagePickerGridController()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        grid.picker = self
        setViewControllers([grid], animated: false)
    }
    /// UIKit's storyboard initializer, required as UIViewController's is: nothing is decoded, so it gives
    /// what `init()` gives, the photo library's grid.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        grid.picker = self
        setViewControllers([grid], animated: false)
    }

    /// UIImagePickerController.isSourceTypeAvailable(_:): the library and saved photos album are; the
    /// camera is not (no camera on Linux; Apple's Simulator answers the same).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// UIImagePickerController.availableMediaTypes(for:): images only ("public.image") for an available
    /// source, nil for the camera, as UIKit returns nil for an unavailable source.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageType] : nil
    }

    /// UIImagePickerController.isCameraDeviceAvailable(_:): no camera device on Linux.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// The uniform type identifier of images (UTType.image.identifier, kUTTypeImage).
    public static let imageType = "public.image"

    /// The user picked `photos[index]`: the delegate gets UIKit's info dictionary (original image, media
    /// type, and with `allowsEditing` the edited image and its crop rectangle).
    func pick(at index: Int) {
        guard photos.indices.contains(index) else { return }
        let image = photos[index]
        var info: [InfoKey: Any] = [.originalImage: image, .mediaType: Self.imageType]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = NSValue(cgRect: CGRect(origin: .zero, size: image.size))
        }
        if let pickerDelegate = delegate as? UIImagePickerControllerDelegate {
            pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismiss(animated: true)
        }
    }

    /// Cancel was tapped: the delegate's `imagePickerControllerDidCancel(_:)`, whose default dismisses.
    func cancel() {
        if let pickerDelegate = delegate as? UIImagePickerControllerDelegate {
            pickerDelegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }
}
