import Render

/// A standard accessory of a list cell (UICellAccessory), drawn as the table draws its accessories: the
/// disclosure chevron and checkmark are the table cell's glyphs (TableViewCell), at its sizes and colours.
/// Only the kinds UIKit tints take the cell's `tintColor` (checkmark, outline disclosure, detail button);
/// a `tintColor` in the options overrides it for any kind.
public struct CellAccessory {
    public typealias ActionHandler = () -> Void

    /// UICellAccessory.OutlineDisclosureOptions.Style.
    public enum OutlineStyle: Sendable {
        /// UIKit picks by the cell's content (header or not); Handheld's list content has no header preset,
        /// so `.automatic` is `.cell`.
        case automatic
        /// A row with children: only the chevron toggles; the row stays selectable.
        case cell
        /// A section header: a tap anywhere on the row toggles, and the row is not selectable (UIKit's doc).
        case header
    }

    /// Which accessory.
    public enum Kind: Equatable {
        case disclosureIndicator, checkmark, outlineDisclosure(OutlineStyle), delete, reorder, label(String), detail
    }

    /// UICellAccessory.Placement: every kind but `delete` sits at the trailing edge on iOS (the outline
    /// disclosure too: "in iOS … this accessory appears on the trailing edge", Apple's documentation).
    public enum Placement: Sendable { case leading, trailing }

    public let kind: Kind
    public var tintColor: Color?
    public var isHidden = false
    /// Runs on a tap of the accessory (delete, detail, outline disclosure); an outline disclosure without
    /// one toggles its item in the diffable data source's section snapshot, as UIKit's does.
    public var actionHandler: ActionHandler?

    public init(kind: Kind, tintColor: Color? = nil, isHidden: Bool = false, actionHandler: ActionHandler? = nil) {
        self.kind = kind
        self.tintColor = tintColor
        self.isHidden = isHidden
        self.actionHandler = actionHandler
    }

    public var placement: Placement { kind == .delete ? .leading : .trailing }

    public static func disclosureIndicator(tintColor: Color? = nil) -> CellAccessory { CellAccessory(kind: .disclosureIndicator, tintColor: tintColor) }
    public static func checkmark(tintColor: Color? = nil) -> CellAccessory { CellAccessory(kind: .checkmark, tintColor: tintColor) }
    public static func outlineDisclosure(style: OutlineStyle = .automatic, tintColor: Color? = nil,
                                         actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(kind: .outlineDisclosure(style), tintColor: tintColor, actionHandler: actionHandler)
    }
    public static func delete(tintColor: Color? = nil, actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(kind: .delete, tintColor: tintColor, actionHandler: actionHandler)
    }
    public static func reorder(tintColor: Color? = nil) -> CellAccessory { CellAccessory(kind: .reorder, tintColor: tintColor) }
    public static func label(text: String, tintColor: Color? = nil) -> CellAccessory { CellAccessory(kind: .label(text), tintColor: tintColor) }
    public static func detail(tintColor: Color? = nil, actionHandler: ActionHandler? = nil) -> CellAccessory {
        CellAccessory(kind: .detail, tintColor: tintColor, actionHandler: actionHandler)
    }

    /// The name in the tree JSON.
    var name: String {
        switch kind {
        case .disclosureIndicator: "disclosureIndicator"
        case .checkmark: "checkmark"
        case .outlineDisclosure: "outlineDisclosure"
        case .delete: "delete"
        case .reorder: "reorder"
        case .label: "label"
        case .detail: "detail"
        }
    }

    var isOutlineHeader: Bool { kind == .outlineDisclosure(.header) }
}
