/// Finding a constraint's tag and an edit variable's edit from the object the caller holds, through
/// an address map like the one that finds variables' symbols.
///
/// Tags and edits live in plain arrays; a removal moves the last element into the gap and points its
/// key at the new index, so both stay dense and no lookup walks them. Two dictionaries keyed by object
/// identity did this before, and hashing into them was a tenth of a small solver's build and a fifth
/// of a suggested value. The variables have a map of their own: reading values back is the hot
/// look-up, and in a map with the constraints too a table cell's variables spread over twice the
/// cache lines (5% more cache misses in a table's resize).
extension Solver {
    /// The key of an edit variable's edit: its address plus one, which no object's address can be.
    static func editKey(_ variable: Variable) -> UInt { ObjectKey(variable).address + 1 }

    func tagIndex(_ constraint: Constraint) -> Int? { handles[ObjectKey(constraint).address] }

    func editIndex(_ variable: Variable) -> Int? { handles[Self.editKey(variable)] }

    func removeTag(at index: Int) -> Tag {
        let tag = tags[index]
        handles.remove(ObjectKey(tag.constraint).address)
        let last = tags.removeLast()
        if index < tags.count {
            tags[index] = last
            handles.insert(ObjectKey(last.constraint).address, index)
        }
        return tag
    }

    func removeEdit(at index: Int) -> Edit {
        let edit = edits[index]
        handles.remove(Self.editKey(edit.variable))
        let last = edits.removeLast()
        if index < edits.count {
            edits[index] = last
            handles.insert(Self.editKey(last.variable), index)
        }
        return edit
    }
}
