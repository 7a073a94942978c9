import Foundation

/// A row's address: Foundation's `IndexPath` itself, with the section and row UIKit adds to it (UIKit's
/// `NSIndexPath+UIKitAdditions`), so a table delegate written for UIKit takes the same type. Foundation's
/// ordering (lexicographic: section, then row) and description (`[0, 1]`) are the ones Handheld used.
public typealias IndexPath = Foundation.IndexPath

extension IndexPath {
    /// An index path of two indexes, section first, as `UITableView` uses it.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The first index; UIKit traps on an index path without exactly two indexes, as this does.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
