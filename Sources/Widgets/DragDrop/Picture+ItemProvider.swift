import Foundation
import Render

/// An image in an item provider (UIImage's NSItemProviderWriting/Reading) under "public.png". Reading takes
/// PNG, JPEG or anything `init(data:)` decodes (a registered data representation). Writing has no encoder
/// here (Handheld writes PNGs only from its screen buffers), so a picture is handed over as itself: a load of
/// `UIImage` from a provider made with `init(object:)` returns the same picture; asking for its data fails
/// with an error naming the type rather than inventing bytes.
extension Picture: ItemProviderWriting, ItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png"] }
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg", "public.image"] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress? {
        completionHandler(nil, ItemProviderError(typeIdentifiers: [typeIdentifier]))
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let picture = Picture(data: data) else { throw ItemProviderError(typeIdentifiers: [typeIdentifier]) }
        return picture as! Self
    }
}
