import Foundation
import Render

/// Plain text (NSString's NSItemProviderWriting/Reading): Apple's UTI for UTF-8 text, written as its bytes.
extension NSString: ItemProviderWriting, ItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress? {
        completionHandler(Data(String._unconditionallyBridgeFromObjectiveC(self).utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8) else { throw ItemProviderError(typeIdentifiers: [typeIdentifier]) }
        return NSString(string: text) as! Self
    }
}

/// A URL (NSURL's NSItemProviderWriting/Reading) under Apple's "public.url", written as its absolute string
/// in UTF-8 (Apple writes a property list; nothing outside this process reads it here).
extension NSURL: ItemProviderWriting, ItemProviderReading {
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url"] }

    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let text = String(data: data, encoding: .utf8), let url = NSURL(string: text) else {
            throw ItemProviderError(typeIdentifiers: [typeIdentifier])
        }
        return url as! Self
    }
}
