/// Finding a constraint's tag and an edit variable's edit from the object the caller holds, through
/// the one address map that also finds variables' symbols.
///
/// Tags and edits live in plain arrays; a removal moves the last element into the gap and points its
/// key at the new index, so both stay dense and no lookup walks them. Two dictionaries keyed by object
/// identity did this before, and hashing into them was a tenth of a small solver's build and a fifth
/// of a suggested value.
extension Solver {
    /// The key of an edit variable's edit: its address plus one, which no object's address can be.
    static func editKey(_ variable: Variable) -> UInt { ObjectKey(variable).address + 1 }

    func tagIndex(_ constraint: Constraint) -> Int? { objects[ObjectKey(constraint).address] }

    func editIndex(_ variable: Variable) -> Int? { objects[Self.editKey(variable)] }

    func removeTag(at index: Int) -> Tag {
        let tag = tags[index]
        objects.remove(ObjectKey(tag.constraint).address)
        let last = tags.removeLast()
        if index < tags.count {
            tags[index] = last
            objects.insert(ObjectKey(last.constraint).address, index)
        }
        return tag
    }

    func removeEdit(at index: Int) -> Edit {
        let edit = edits[index]
        objects.remove(Self.editKey(edit.variable))
        let last = edits.removeLast()
        if index < edits.count {
            edits[index] = last
            objects.insert(Self.editKey(last.variable), index)
        }
        return edit
    }
}
