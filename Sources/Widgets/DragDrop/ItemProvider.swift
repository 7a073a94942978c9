import Foundation
import Render

/// What can be put into an item provider (NSItemProviderWriting): the type identifiers it can be written
/// as, most faithful first, and its data for one of them.
public protocol ItemProviderWriting: AnyObject {
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void) -> Progress?
}

/// What can be read out of an item provider (NSItemProviderReading): the type identifiers it reads and
/// how it is made from the data of one of them.
public protocol ItemProviderReading: AnyObject {
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Why a load found nothing (NSItemProvider's loads fail with a Cocoa error; this carries the same facts).
public struct ItemProviderError: Error, Equatable, CustomStringConvertible {
    public let typeIdentifiers: [String]
    public var description: String { "no representation conforms to \(typeIdentifiers.joined(separator: ", "))" }
}

/// NSItemProvider for drags inside one app: Foundation on Linux has no NSItemProvider, so this keeps each
/// registered object with the type identifiers it can be written as, and reads it back as any class whose
/// readable identifiers meet them.
///
/// Two things differ from Apple's, and both follow from there being no other process: a load returns the
/// registered object itself when it already is of the class asked for (Apple writes and reads its data,
/// handing back a copy), and the completion handler runs at once on the calling thread, before
/// `loadObject` returns (Apple runs it later on a background queue; code that hops to the main queue in it,
/// as UIKit code must, works unchanged).
public final class ItemProvider {
    struct Representation {
        let typeIdentifier: String
        let object: AnyObject?
        let load: (@escaping @Sendable (Data?, Error?) -> Void) -> Progress?
    }
    var representations: [Representation] = []
    /// NSItemProvider.suggestedName.
    public var suggestedName: String?

    public init() {}

    /// NSItemProvider(object:): registers every identifier the object can be written as.
    public convenience init(object: ItemProviderWriting) {
        self.init()
        registerObject(object)
    }

    /// NSItemProvider(object:) for a Swift value bridged to a writable class (`String`, `URL`).
    public convenience init<T: _ObjectiveCBridgeable>(object: T) where T._ObjectiveCType: ItemProviderWriting {
        self.init(object: object._bridgeToObjectiveC())
    }

    /// NSItemProvider.registerObject(_:visibility:) without the visibility (one app: nothing is shared).
    public func registerObject(_ object: ItemProviderWriting) {
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            representations.append(Representation(typeIdentifier: identifier, object: object) { completion in
                object.loadData(withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
            })
        }
    }

    /// NSItemProvider.registerObject(_:visibility:) for a bridged Swift value.
    public func registerObject<T: _ObjectiveCBridgeable>(_ object: T) where T._ObjectiveCType: ItemProviderWriting {
        registerObject(object._bridgeToObjectiveC())
    }

    /// NSItemProvider.registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:) without visibility.
    public func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                           loadHandler: @escaping (@escaping @Sendable (Data?, Error?) -> Void) -> Progress?) {
        representations.append(Representation(typeIdentifier: typeIdentifier, object: nil, load: loadHandler))
    }

    /// NSItemProvider.registeredTypeIdentifiers, in registration order.
    public var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// NSItemProvider.hasItemConformingToTypeIdentifier(_:): exact identifiers here (no type tree on Linux).
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representations.contains { $0.typeIdentifier == typeIdentifier }
    }

    func representation(for aClass: ItemProviderReading.Type) -> Representation? {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        return representations.first { readable.contains($0.typeIdentifier) }
    }

    /// NSItemProvider.canLoadObject(ofClass:).
    public func canLoadObject(ofClass aClass: ItemProviderReading.Type) -> Bool { representation(for: aClass) != nil }

    /// NSItemProvider.canLoadObject(ofClass:) for a bridged Swift type (`String.self`, `URL.self`).
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool where T._ObjectiveCType: ItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// NSItemProvider.loadObject(ofClass:completionHandler:): the object, or an error naming what was asked.
    @discardableResult
    public func loadObject(ofClass aClass: ItemProviderReading.Type,
                           completionHandler: @escaping (ItemProviderReading?, Error?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(for: aClass) else {
            completionHandler(nil, ItemProviderError(typeIdentifiers: aClass.readableTypeIdentifiersForItemProvider))
            return progress
        }
        if let same = representation.object as? ItemProviderReading,
           ObjectIdentifier(type(of: same)) == ObjectIdentifier(aClass) {
            progress.completedUnitCount = 1
            completionHandler(same, nil)
            return progress
        }
        let box = LoadBox()
        _ = representation.load { data, error in box.set(data, error) }
        progress.completedUnitCount = 1
        guard let data = box.data else {
            completionHandler(nil, box.error ?? ItemProviderError(typeIdentifiers: [representation.typeIdentifier]))
            return progress
        }
        do { completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: representation.typeIdentifier), nil) }
        catch { completionHandler(nil, error) }
        return progress
    }

    /// NSItemProvider.loadObject(ofClass:completionHandler:) for a bridged Swift type: `String`, `URL`.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type,
                                                     completionHandler: @escaping (T?, Error?) -> Void) -> Progress
    where T._ObjectiveCType: ItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self as ItemProviderReading.Type) { object, error in
            guard let bridged = object as? T._ObjectiveCType else { return completionHandler(nil, error) }
            var value: T?
            T._forceBridgeFromObjectiveC(bridged, result: &value)
            completionHandler(value, error)
        }
    }
}

/// Carries a synchronous load's result out of its @Sendable completion (the loads here complete before
/// they return; the lock keeps a registered handler that completes on another thread safe).
private final class LoadBox: @unchecked Sendable {
    private let lock = NSLock()
    private var _data: Data?
    private var _error: Error?
    var data: Data? { lock.withLock { _data } }
    var error: Error? { lock.withLock { _error } }
    func set(_ data: Data?, _ error: Error?) { lock.withLock { _data = data; _error = error } }
}
