import Widgets

/// What a failing query lists so the test's author sees what is there instead: the elements of the query's
/// type (or, when there are none, of any type) whose identifier or label is closest to the key, by edit
/// distance, at most three.
@MainActor
struct NearestMatches {
    let query: TestElementQuery
    let key: String?

    static let limit = 3

    /// `; nearest: button "Save" #save, button "Cancel"` or `; no buttons are shown`.
    func summary() -> String {
        var pool = query.candidates()
        var kind = query.type.map { "\($0.queryName)" } ?? "elements"
        if pool.isEmpty && query.type != nil {
            pool = TestElementQuery(app: query.app, scope: query.scope, type: nil, filters: [], description: "")
                .candidates().filter { $0.identifier != nil || $0.accessibilityLabel != nil }
            guard !pool.isEmpty else { return "; no \(kind) are shown" }
            kind = "no \(kind) are shown; nearest elements"
        } else if pool.isEmpty {
            return "; no elements are shown"
        } else {
            kind = "nearest"
        }
        let ranked = pool.enumerated().sorted { a, b in
            let da = distance(a.element), db = distance(b.element)
            return da != db ? da < db : a.offset < b.offset
        }
        return "; \(kind): " + ranked.prefix(Self.limit).map { Self.describe($0.element) }.joined(separator: ", ")
    }

    private func distance(_ view: View) -> Int {
        guard let key else { return 0 }
        return [view.identifier, view.accessibilityLabel].compactMap { $0 }
            .map { Self.editDistance($0, key) }.min() ?? Int.max
    }

    /// `button "Save" #save-button`: the type, label and identifier as a reader finds the element.
    static func describe(_ view: View) -> String {
        var text = ElementType.of(view)?.rawValue ?? String(describing: type(of: view))
        if let label = view.accessibilityLabel, !label.isEmpty { text += " " + quoted(label) }
        if let id = view.identifier { text += " #" + id }
        return text
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
