/// A height a sheet rests at (UISheetPresentationController.Detent). A detent's value is the height of
/// the sheet above the container's bottom safe-area inset, as UIKit measures custom detents ("the height
/// … excluding the bottom safe area", `UISheetPresentationControllerDetentResolutionContext`); the visible
/// sheet is that value plus the bottom inset.
///
/// - `large()`: the full height of the card (UIKit: "a system detent for a sheet at full height" [DOC]).
/// - `medium()`: half the large detent's value [EST]. UIKit documents only "approximately half the height
///   of the screen, and is inactive in compact height" [DOC]; half of `maximumDetentValue` is that, safe
///   area aware, and is what the iOS 16 custom-detent examples reproduce it with.
/// - `custom(identifier:resolver:)` (iOS 16): the resolver's value, clamped to 0…`maximumDetentValue`; nil
///   makes the detent inactive.
@MainActor
extension SheetPresentationController {
    public struct Detent: Sendable, Equatable {
        /// A detent's name (UISheetPresentationController.Detent.Identifier).
        public struct Identifier: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("medium")
            public static let large = Identifier("large")
            public var description: String { rawValue }
        }

        /// What a resolver is given (UISheetPresentationControllerDetentResolutionContext).
        public struct ResolutionContext: Sendable {
            public let containerTraitCollection: TraitCollection
            /// The large detent's value: the tallest any detent can be.
            public let maximumDetentValue: Double
        }

        public let identifier: Identifier
        let resolver: @Sendable (ResolutionContext) -> Double?

        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact ? nil : context.maximumDetentValue / 2
            }
        }

        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }

        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @Sendable (ResolutionContext) -> Double?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom"), resolver: resolver)
        }

        /// The detent's value in `context`, nil when it is inactive there.
        public func resolvedValue(in context: ResolutionContext) -> Double? {
            resolver(context).map { min(context.maximumDetentValue, max(0, $0)) }
        }

        public static func == (a: Detent, b: Detent) -> Bool { a.identifier == b.identifier }
    }
}
