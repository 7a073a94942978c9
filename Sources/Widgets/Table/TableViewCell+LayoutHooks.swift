/// The table sizes its cells, so their size constraints are UIKit's encapsulated-layout ones.
extension TableViewCell: EncapsulatedLayoutSizing {}

extension TableViewCell: DetachedTraitsProviding {
    /// A cell the table measures before adding it lays out for the table's traits.
    var traitsWhileDetached: TraitCollection? { tableView?.traitCollection }
}
