import Render

extension AnimationEngine {
    /// The window's image cache: made on first use and kept in the engine's slot, its display scale kept
    /// in step with the window's (the engine is the per-window context the UIKit module reaches through
    /// `live`, so `UIImage(named:)` finds the same cache a view does).
    public var images: ImageStore {
        let store: ImageStore
        if let kept = imageStoreSlot as? ImageStore {
            store = kept
        } else {
            store = ImageStore(displayScale: displayScale)
            imageStoreSlot = store
        }
        if store.displayScale != displayScale { store.displayScale = displayScale }
        return store
    }
}

extension Window {
    /// The window's decoded images and symbol renderings, at its display scale (`AnimationEngine.images`).
    public var images: ImageStore { engine.images }
}
