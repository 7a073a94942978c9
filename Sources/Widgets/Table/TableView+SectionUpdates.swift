import Foundation

/// Section updates on a table (UITableView's insertSections(_:with:), deleteSections(_:with:),
/// moveSection(_:toSection:), reloadSections(_:with:)), with the collection view's index rules
/// (SectionBatch): deletes, reloads and move sources are indexes before the update, inserts and move
/// destinations after it. Inside `performBatchUpdates` they join the rows' changes; alone, each is its own
/// update. Rows of a deleted or inserted section animate in the section call's style
/// (TableView+RowAnimation), and the sections below slide, as rows do. Section headers and footers are drawn by the table at their new places.
extension TableView {
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.sections.inserts.formUnion(sections); $0.sectionAnimation = animation }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.sections.deletes.formUnion(sections); $0.sectionAnimation = animation }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.sections.moves.append((section, newSection)) }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.sections.reloads.formUnion(sections); $0.sectionAnimation = animation }
    }
}
