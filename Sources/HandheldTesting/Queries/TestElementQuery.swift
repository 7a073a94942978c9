import Foundation
import Widgets

/// A lazy description of elements (XCUIElementQuery): evaluated against the window each time it is asked,
/// so `app.buttons["Save"]` written before a push finds the button the push shows. A subscript matches the
/// accessibility identifier or the label, as XCUITest's does.
@preconcurrency @MainActor
public struct TestElementQuery: CustomStringConvertible {
    let app: TestApp
    /// The element the query searches under (none: the whole window); an array, as a struct cannot hold
    /// a value that holds it.
    private let scopes: [TestElement]
    var scope: TestElement? { scopes.first }
    let type: ElementType?
    let filters: [Filter]
    /// How the query is written (`app.buttons["Save"]`), for failure messages.
    public let description: String

    init(app: TestApp, scope: TestElement?, type: ElementType?, filters: [Filter], description: String) {
        self.app = app
        scopes = scope.map { [$0] } ?? []
        self.type = type
        self.filters = filters
        self.description = description
    }

    enum Filter {
        /// The identifier or the label equals the key (the subscript).
        case key(String)
        case identifier(String)
        case label(String)

        @MainActor
        func accepts(_ view: View) -> Bool {
            switch self {
            case let .key(key): view.identifier == key || view.accessibilityLabel == key
            case let .identifier(id): view.identifier == id
            case let .label(label): view.accessibilityLabel == label
            }
        }
    }

    /// Every view the query matches now, in reading order.
    func matches() -> [View] {
        candidates().filter { view in filters.allSatisfy { $0.accepts(view) } }
    }

    /// The views of the query's type under its scope, before the filters: where nearest matches come from.
    func candidates() -> [View] {
        let root: View
        if let scope {
            guard let view = scope.resolved() else { return [] }
            root = view
        } else {
            root = app.window.rootView
        }
        return ElementWalker(root: root).elements()
            .filter { $0.view !== root && (type == nil || $0.type == type) }
            .map(\.view)
    }

    private func adding(_ filter: Filter, _ written: String) -> TestElementQuery {
        TestElementQuery(app: app, scope: scope, type: type, filters: filters + [filter],
                         description: description + written)
    }

    /// How many elements match now.
    public var count: Int { matches().count }

    /// The one element whose identifier or label is `key`; using it fails the test when there is none or
    /// more than one, naming the query and the nearest matches.
    public subscript(key: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                     line: UInt = #line, column: UInt = #column) -> TestElement {
        let query = adding(.key(key), "[\(quoted(key))]")
        return TestElement(query: query, pick: .unique, key: key,
                           location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The elements whose accessibility identifier is `identifier`.
    public func matching(identifier: String) -> TestElementQuery {
        adding(.identifier(identifier), ".matching(identifier: \(quoted(identifier)))")
    }

    /// The elements whose accessibility label is `label` (XCUITest writes this as an NSPredicate).
    public func matching(label: String) -> TestElementQuery {
        adding(.label(label), ".matching(label: \(quoted(label)))")
    }

    /// The element at `index` in reading order.
    public func element(boundBy index: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) -> TestElement {
        TestElement(query: self, pick: .index(index), key: nil,
                    location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The first match, without requiring it to be the only one.
    public var firstMatch: TestElement { TestElement(query: self, pick: .first, key: nil, location: nil) }

    /// The only match (XCUIElementQuery.element): fails when there are several.
    public var element: TestElement { TestElement(query: self, pick: .unique, key: nil, location: nil) }

    /// Every match now, each bound to its index.
    public var allElementsBoundByIndex: [TestElement] {
        (0..<count).map { TestElement(query: self, pick: .index($0), key: nil, location: nil) }
    }
}

/// A string as Swift writes it, for failure messages that show the query as written.
func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
