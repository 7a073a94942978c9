import Foundation
import Render

/// UIDragDropSession: what both sides of a drag see — its items and where the finger is.
@preconcurrency @MainActor
public protocol DragDropSession: AnyObject {
    var items: [DragItem] { get }
    func location(in view: View) -> Point
    /// UIDragDropSession.allowsMoveOperation: true unless the drag delegate said otherwise.
    var allowsMoveOperation: Bool { get }
    /// UIDragDropSession.isRestrictedToDraggingApplication: always true here (one app, one window).
    var isRestrictedToDraggingApplication: Bool { get }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    func canLoadObjects(ofClass aClass: ItemProviderReading.Type) -> Bool
}

extension DragDropSession {
    /// UIDragDropSession.canLoadObjects(ofClass:) for a bridged Swift type (`String.self`, `URL.self`).
    public func canLoadObjects<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool where T._ObjectiveCType: ItemProviderReading {
        canLoadObjects(ofClass: T._ObjectiveCType.self)
    }
}

/// UIDragSession: the source's side, with a context only this app reads.
@preconcurrency @MainActor
public protocol DragSession: DragDropSession {
    /// UIDragSession.localContext: any value the source keeps with the session (a drop reads it through
    /// `localDragSession`).
    var localContext: Any? { get set }
}

/// UIDropSession: the destination's side; a drag from this app is its `localDragSession` (always, here).
@preconcurrency @MainActor
public protocol DropSession: DragDropSession {
    var localDragSession: DragSession? { get }
    /// UIDropSession.progressIndicatorStyle: stored; loads here complete at once, so nothing is shown.
    var progressIndicatorStyle: DropSessionProgressIndicatorStyle { get set }
    /// UIDropSession.loadObjects(ofClass:completion:): the items that load as `aClass`, in item order, given
    /// to `completion` on the main thread (UIKit's promise); here before it returns.
    @discardableResult
    func loadObjects(ofClass aClass: ItemProviderReading.Type, completion: @escaping ([ItemProviderReading]) -> Void) -> Progress
}

extension DropSession {
    /// UIDropSession.loadObjects(ofClass:completion:) for a bridged Swift type (`String.self`, `URL.self`).
    @discardableResult
    public func loadObjects<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress
    where T._ObjectiveCType: ItemProviderReading {
        loadObjects(ofClass: T._ObjectiveCType.self as ItemProviderReading.Type) { objects in
            completion(objects.compactMap { object in
                guard let bridged = object as? T._ObjectiveCType else { return nil }
                var value: T?
                T._forceBridgeFromObjectiveC(bridged, result: &value)
                return value
            })
        }
    }
}

/// UIDropSessionProgressIndicatorStyle.
public enum DropSessionProgressIndicatorStyle: Int, Sendable { case none, `default` }

/// One drag inside the app, seen from both sides: UIKit gives the drop side a UIDropSession whose
/// `localDragSession` is the drag's UIDragSession; here one object is both.
@preconcurrency @MainActor
public final class LocalDragSession: DragSession, DropSession {
    public internal(set) var items: [DragItem]
    public var localContext: Any?
    public internal(set) var allowsMoveOperation = true
    public var isRestrictedToDraggingApplication: Bool { true }
    public var progressIndicatorStyle = DropSessionProgressIndicatorStyle.default
    public var localDragSession: DragSession? { self }
    /// The finger, in window (root) coordinates.
    var locationInWindow: Point
    /// The view the drag began in (for `location(in:)` through the same root).
    weak var sourceView: View?

    init(items: [DragItem], location: Point, sourceView: View) {
        self.items = items
        self.locationInWindow = location
        self.sourceView = sourceView
    }

    public func location(in view: View) -> Point { view.convert(locationInWindow, from: nil) }

    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// True when every item can load as `aClass`, UIKit's rule ("all items").
    public func canLoadObjects(ofClass aClass: ItemProviderReading.Type) -> Bool {
        !items.isEmpty && items.allSatisfy { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    @discardableResult
    public func loadObjects(ofClass aClass: ItemProviderReading.Type, completion: @escaping ([ItemProviderReading]) -> Void) -> Progress {
        var objects: [ItemProviderReading] = []
        for item in items where item.itemProvider.canLoadObject(ofClass: aClass) {
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in if let object { objects.append(object) } }
        }
        let progress = Progress(totalUnitCount: Int64(items.count))
        progress.completedUnitCount = progress.totalUnitCount
        completion(objects)
        return progress
    }
}
