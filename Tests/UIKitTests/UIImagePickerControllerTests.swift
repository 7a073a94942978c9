import Testing
import TestSupport
import UIKit

/// UIImagePickerController as UIKit code uses it: a controller that is the picker's delegate presents it,
/// the user taps a photo (or Cancel), and the delegate gets the image (or the cancellation).
@MainActor
struct UIImagePickerControllerTests {
    final class ProfileViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let avatar = UIImageView()
        var infos: [[UIImagePickerController.InfoKey: Any]] = []
        var cancellations = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(avatar)
        }

        func choosePhoto(editing: Bool = false) -> UIImagePickerController {
            let picker = UIImagePickerController()
            picker.sourceType = .photoLibrary
            picker.allowsEditing = editing
            picker.delegate = self
            present(picker, animated: false)
            return picker
        }

        func imagePickerController(_ picker: UIImagePickerController,
                                   didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            infos.append(info)
            if let image = info[UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerEditedImage")] as? UIImage
                ?? info[.originalImage] as? UIImage {
                avatar.image = image
            }
            picker.dismiss(animated: true, completion: nil)
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            cancellations += 1
            picker.dismiss(animated: true, completion: nil)
        }
    }

    /// A delegate that implements neither method: UIKit's picker then leaves by itself.
    final class PlainDelegate: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}

    func grid(of picker: UIImagePickerController) throws -> UICollectionView {
        try #require(picker.viewControllers.first as? UICollectionViewController).collectionView
    }

    func cancelButton(in view: UIView) -> UIButton? {
        if let button = view as? UIButton, button.title == "Cancel" { return button }
        for subview in view.subviews { if let found = cancelButton(in: subview) { return found } }
        return nil
    }

    @Test("tapping a photo hands the delegate that image, as original and edited, and the delegate's dismissal runs")
    func picksPhoto() throws {
        let profile = ProfileViewController()
        let host = UIKitHost(profile)
        let picker = profile.choosePhoto(editing: true)
        host.window.step(host.clock, frames: 2)
        let cell = try #require(try grid(of: picker).cellForItem(at: IndexPath(item: 2, section: 0)))
        host.tap(cell)
        let info = try #require(profile.infos.first)
        #expect(profile.infos.count == 1)
        #expect((info[.originalImage] as? UIImage) === picker.photos[2])
        #expect((info[.editedImage] as? UIImage) === picker.photos[2])
        #expect(info[.mediaType] as? String == "public.image")
        #expect((info[.cropRect] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 0, width: 160, height: 120))
        #expect(profile.avatar.image === picker.photos[2])
        host.window.step(host.clock, frames: 60)
        #expect(profile.presentedViewController == nil)
    }

    @Test("without allowsEditing the info holds the original image only")
    func originalOnly() throws {
        let profile = ProfileViewController()
        let host = UIKitHost(profile)
        let picker = profile.choosePhoto()
        host.window.step(host.clock, frames: 2)
        host.tap(try #require(try grid(of: picker).cellForItem(at: IndexPath(item: 0, section: 0))))
        let info = try #require(profile.infos.first)
        #expect((info[.originalImage] as? UIImage) === picker.photos[0])
        #expect(info[.editedImage] == nil && info[.cropRect] == nil)
    }

    @Test("the library is a grid titled Photos: four square thumbnails a row, 1 pt apart, one per sample photo")
    func gridLayout() throws {
        let profile = ProfileViewController()
        let host = UIKitHost(profile)
        let picker = profile.choosePhoto()
        host.window.step(host.clock, frames: 2)
        #expect(picker.topViewController?.title == "Photos")
        let collection = try grid(of: picker)
        #expect(picker.photos.count == 8)
        #expect(collection.numberOfItems(inSection: 0) == 8)
        // 375 pt: (375 - 3) / 4 = 93 pt squares; the flow layout spreads the 3 pt left over between them.
        let frames = (0..<5).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.count == 5)
        #expect(frames.allSatisfy { $0.size == CGSize(width: 93, height: 93) })
        #expect(frames.prefix(4).map { Double($0.minY) } == [0, 0, 0, 0])
        #expect(frames[0].minX == 0 && frames[3].maxX == 375)
        #expect(frames[4].minX == 0 && frames[4].minY == 94)
        // The thumbnail shows its photo, filling the square.
        let photoView = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.contentView.subviews.first as? UIImageView)
        #expect(photoView.image === picker.photos[4])
        #expect(photoView.contentMode == .scaleAspectFill)
    }

    @Test("Cancel calls imagePickerControllerDidCancel and picks nothing")
    func cancelCallsDelegate() throws {
        let profile = ProfileViewController()
        let host = UIKitHost(profile)
        let picker = profile.choosePhoto()
        host.window.step(host.clock, frames: 2)
        host.tap(try #require(cancelButton(in: picker.view)))
        #expect(profile.cancellations == 1)
        #expect(profile.infos.isEmpty)
        host.window.step(host.clock, frames: 60)
        #expect(profile.presentedViewController == nil)
    }

    @Test("a delegate without the picker methods: Cancel and a pick each dismiss the picker, as UIKit's does")
    func defaultsDismiss() throws {
        for pickPhoto in [false, true] {
            let root = PlainDelegate()
            let host = UIKitHost(root)
            let picker = UIImagePickerController()
            picker.delegate = root
            root.present(picker, animated: false)
            host.window.step(host.clock, frames: 2)
            if pickPhoto {
                host.tap(try #require(try grid(of: picker).cellForItem(at: IndexPath(item: 1, section: 0))))
            } else {
                host.tap(try #require(cancelButton(in: picker.view)))
            }
            host.window.step(host.clock, frames: 60)
            #expect(root.presentedViewController == nil, "pick: \(pickPhoto)")
        }
    }

    @Test("there is no camera, as in Apple's Simulator: asking for it keeps the photo library")
    func noCamera() {
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])
        let picker = UIImagePickerController()
        #expect(picker.sourceType == .photoLibrary && picker.mediaTypes == ["public.image"] && !picker.allowsEditing)
        picker.sourceType = .camera
        #expect(picker.sourceType == .photoLibrary)
    }

    @Test("an app's own images replace the sample photos in the grid")
    func ownPhotos() throws {
        let profile = ProfileViewController()
        let host = UIKitHost(profile)
        let picker = profile.choosePhoto()
        let mine = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        picker.photos = [mine]
        host.window.step(host.clock, frames: 2)
        #expect(try grid(of: picker).numberOfItems(inSection: 0) == 1)
        host.tap(try #require(try grid(of: picker).cellForItem(at: IndexPath(item: 0, section: 0))))
        #expect((profile.infos.first?[.originalImage] as? UIImage) === mine)
    }
}
