/// A horizontal and vertical size class together, as a trait collection carries them.
struct SizeClasses: Hashable, Sendable, CustomStringConvertible {
    var horizontal: SizeClass
    var vertical: SizeClass

    init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `"C/R"`: horizontal then vertical, as the reference tables write them.
    var description: String { "\(horizontal.abbreviation)/\(vertical.abbreviation)" }

    static let compactRegular = SizeClasses(horizontal: .compact, vertical: .regular)
    static let compactCompact = SizeClasses(horizontal: .compact, vertical: .compact)
    static let regularCompact = SizeClasses(horizontal: .regular, vertical: .compact)
    static let regularRegular = SizeClasses(horizontal: .regular, vertical: .regular)
}
