import Foundation

/// The descriptor libdispatch signals when blocks are queued on the main queue and the main thread
/// should drain it: on Linux an eventfd, readable from the moment work is queued until a run loop pass
/// drains the queue. It is how CoreFoundation's run loop (swift-corelibs-foundation's `CFRunLoop.c`)
/// learns of main-queue work, through the `_dispatch_get_main_queue_handle_4CF` entry point libdispatch
/// exports for it; there is no public API for "the main queue has work", and Handheld needs one because
/// its window sleeps in SDL rather than in the run loop. Looked up at run time, so a libdispatch without
/// the entry point leaves Handheld working, only without the cross-thread wake-up (nil here).
enum MainQueueHandle {
    static let descriptor: Int32? = {
        #if os(Linux)
        guard let symbol = dlsym(nil, "_dispatch_get_main_queue_handle_4CF") else { return nil }
        let handle = unsafeBitCast(symbol, to: (@convention(c) () -> Int32).self)()
        return handle >= 0 ? handle : nil
        #else
        return nil
        #endif
    }()

    /// Whether work is queued on the main queue and not yet drained (the descriptor is readable).
    static var isSignalled: Bool {
        guard let descriptor else { return false }
        var probe = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&probe, 1, 0) == 1 && probe.revents & Int16(POLLIN) != 0
    }
}
