extension LayoutConstraint {
    /// The constraints a visual format string describes, created inactive as UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)` creates them (the UIKit module spells that one and
    /// traps on a bad format as UIKit raises; this form throws, for callers that want the message).
    ///
    /// What each part becomes, left to right (or top to bottom with `V:`):
    /// - `[a]-20-[b]`: `b.leading == a.trailing + 20`; `-` alone is ``standardSpacing``; `[a][b]` is 0.
    /// - `|-20-[a]` and `[a]-20-|`: `a.leading == superview.leading + 20`, `superview.trailing == a.trailing + 20`.
    ///   `|-[a]` and `[a]-|` follow the superview's layout margins (`a.leading == superview.leadingMargin`):
    ///   since iOS 8 a standard space to the superview is its margins, not a fixed 20 pt, as an answer on
    ///   Stack Overflow observed ("iOS8 Auto layout programmatically pin to relative layout margin", 2014),
    ///   which is also why `V:|-[a]` stopped clearing the status bar then.
    /// - `[a(50)]`, `[a(>=50,<=100@750)]`, `[a(==b)]`: width (height with `V:`) predicates.
    /// - `options`: an `alignAll…` option aligns each view with the one before it on that attribute (across
    ///   the format's axis only); `directionLeftToRight`/`RightToLeft` lay a horizontal format out on left and
    ///   right instead of leading and trailing; `spacingBaselineToBaseline` measures a vertical space between
    ///   two views from the upper's last baseline to the lower's first.
    public static func constraints(visualFormat format: String, options: FormatOptions = [], metrics: [String: Double] = [:],
                                   views: [String: Any]) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics, views: views)
        let syntax = try parser.parse()
        return try VisualFormatBuilder(syntax: syntax, options: options, format: format).constraints()
    }
}

/// Turns a parsed ``VisualFormat`` into constraints.
@MainActor
struct VisualFormatBuilder {
    let syntax: VisualFormat
    let options: LayoutConstraint.FormatOptions
    let format: String

    /// The edge a run of views starts from and ends at along the format's axis.
    private var edges: (start: LayoutAttribute, end: LayoutAttribute) {
        if syntax.vertical { return (.top, .bottom) }
        let direction = options.intersection(.directionMask)
        if direction == .directionLeftToRight { return (.left, .right) }
        if direction == .directionRightToLeft { return (.right, .left) }
        return (.leading, .trailing)
    }

    /// Right to left: the first view is rightmost, so a space is measured from the later view's right edge.
    private var reversed: Bool { !syntax.vertical && options.intersection(.directionMask) == .directionRightToLeft }

    func constraints() throws(VisualFormatError) -> [LayoutConstraint] {
        let alignments = try checkedAlignments()
        let (start, end) = edges
        let baselines = syntax.vertical && options.contains(.spacingBaselineToBaseline)
        var result: [LayoutConstraint] = []
        if let connection = syntax.leadingEdge, let first = syntax.views.first {
            let superview = try superview(of: first, bar: syntax.leadingBarPosition)
            result += space(connection, earlier: (superview, start), later: (first.item, start), superviewIsEarlier: true)
        }
        for (index, element) in syntax.views.enumerated() {
            result += sizes(of: element)
            guard index + 1 < syntax.views.count else { continue }
            let next = syntax.views[index + 1]
            result += space(syntax.connections[index], earlier: (element.item, baselines ? .lastBaseline : end),
                            later: (next.item, baselines ? .firstBaseline : start), superviewIsEarlier: nil)
        }
        if let connection = syntax.trailingEdge, let last = syntax.views.last {
            let superview = try superview(of: last, bar: syntax.trailingBarPosition)
            result += space(connection, earlier: (last.item, end), later: (superview, end), superviewIsEarlier: false)
        }
        for attribute in alignments {
            for (previous, element) in zip(syntax.views, syntax.views.dropFirst()) {
                result.append(make(previous.item, attribute, .equal, element.item, attribute, constant: 0, priority: .required))
            }
        }
        return result
    }

    /// The constraints of one connection. `superviewIsEarlier` says which side is the superview's edge (nil
    /// between two views): a standard space there is the superview's margin, elsewhere 8 pt.
    private func space(_ connection: VisualFormat.Connection, earlier: (any LayoutItem, LayoutAttribute),
                       later: (any LayoutItem, LayoutAttribute), superviewIsEarlier: Bool?) -> [LayoutConstraint] {
        var earlier = earlier, later = later
        let predicates: [VisualFormat.Predicate]
        switch connection {
        case .flush:
            predicates = [VisualFormat.Predicate(position: 0)]
        case .standard:
            if let superviewIsEarlier {
                if superviewIsEarlier { earlier.1 = earlier.1.withinMargins ?? earlier.1 } else { later.1 = later.1.withinMargins ?? later.1 }
                predicates = [VisualFormat.Predicate(position: 0)]
            } else {
                predicates = [VisualFormat.Predicate(constant: LayoutConstraint.standardSpacing, position: 0)]
            }
        case .predicates(let list):
            predicates = list
        }
        LayoutConstraint.prepareMargins(earlier.0, earlier.1)
        LayoutConstraint.prepareMargins(later.0, later.1)
        // Left to right and top to bottom: later ⋚ earlier + space. Right to left the earlier view is on the
        // right, so the space runs from the later view's right edge to the earlier one's left edge.
        let (first, second) = reversed ? (earlier, later) : (later, earlier)
        return predicates.map { make(first.0, first.1, $0.relation, second.0, second.1, constant: $0.constant, priority: $0.priority) }
    }

    /// `[a(50)]`: the view's length along the format's axis against a number or another view's length.
    private func sizes(of element: VisualFormat.Element) -> [LayoutConstraint] {
        let length: LayoutAttribute = syntax.vertical ? .height : .width
        return element.predicates.map { predicate in
            make(element.item, length, predicate.relation, predicate.view, length, constant: predicate.constant,
                 priority: predicate.priority)
        }
    }

    private func make(_ item: any LayoutItem, _ attribute: LayoutAttribute, _ relation: LayoutRelation,
                      _ other: (any LayoutItem)?, _ otherAttribute: LayoutAttribute, constant: Double,
                      priority: LayoutPriority) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute, relation, to: other, otherAttribute, constant: constant, priority: priority, origin: .app)
    }

    /// The view `|` stands for: the superview of the view beside it (a guide's owning view).
    private func superview(of element: VisualFormat.Element, bar: Int) throws(VisualFormatError) -> View {
        let owner: View? = (element.item as? View)?.superview ?? (element.item as? LayoutGuide)?.owningView
        guard let owner else {
            throw VisualFormatError(reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                                    format: format, position: bar)
        }
        return owner
    }

    /// The attributes the options align, each across the format's axis: aligning the views of a horizontal
    /// run on their left edges would stack them, so UIKit refuses it, and so does this.
    private func checkedAlignments() throws(VisualFormatError) -> [LayoutAttribute] {
        let attributes = options.alignedAttributes
        let along: LayoutConstraint.Axis = syntax.vertical ? .vertical : .horizontal
        for attribute in attributes where attribute.axis == along {
            throw VisualFormatError(reason: "Options mask required views to be aligned on the \(attribute) attribute, which is "
                                    + "not allowed for layout that is also \(along).", format: format, position: 0)
        }
        return attributes
    }
}
