/// XCUIElementTypeQueryProvider: the typed queries an app and every element offer, each over the
/// descendants of its receiver (`app.cells["Cherry"].switches.firstMatch`).
@preconcurrency @MainActor
public protocol ElementQueryProvider {
    /// Every descendant of `type` (nil: of any type) under the receiver.
    func descendants(matching type: ElementType?) -> TestElementQuery
}

extension ElementQueryProvider {
    public var buttons: TestElementQuery { descendants(matching: .button) }
    public var staticTexts: TestElementQuery { descendants(matching: .staticText) }
    public var textFields: TestElementQuery { descendants(matching: .textField) }
    public var textViews: TestElementQuery { descendants(matching: .textView) }
    public var cells: TestElementQuery { descendants(matching: .cell) }
    public var tables: TestElementQuery { descendants(matching: .table) }
    public var collectionViews: TestElementQuery { descendants(matching: .collectionView) }
    public var switches: TestElementQuery { descendants(matching: .switch) }
    public var sliders: TestElementQuery { descendants(matching: .slider) }
    public var navigationBars: TestElementQuery { descendants(matching: .navigationBar) }
    public var tabBars: TestElementQuery { descendants(matching: .tabBar) }
    public var alerts: TestElementQuery { descendants(matching: .alert) }
    public var otherElements: TestElementQuery { descendants(matching: .other) }
}
