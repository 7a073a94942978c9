// On Apple platforms Foundation holds URLSession, URLRequest and the rest of the URL loading system, so a
// UIKit file calls `URLSession.shared.dataTask(with:)` with `import UIKit` alone. swift-corelibs-foundation
// keeps them in FoundationNetworking (Foundation alone declares `URLSession` as an opaque placeholder), so
// the UIKit module re-exports it, as it re-exports Foundation.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
