/// Reads a visual format string into a ``VisualFormat`` by recursive descent over the grammar documented in
/// Apple's Auto Layout Guide ("Visual Format Syntax"). Spaces between tokens are skipped. Metric and view
/// names are C identifiers looked up as they are read, so an unknown name is reported where it stands.
struct VisualFormatParser {
    let text: [Character]
    let format: String
    let metrics: [String: Double]
    let views: [String: Any]
    var index = 0

    init(format: String, metrics: [String: Double], views: [String: Any]) {
        self.format = format
        text = Array(format)
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        var result = VisualFormat()
        skipSpaces()
        if let first = peek, first == "H" || first == "V", index + 1 < text.count, text[index + 1] == ":" {
            result.vertical = first == "V"
            index += 2
            skipSpaces()
        }
        if peek == "|" {
            result.leadingBarPosition = index
            index += 1
            result.leadingEdge = try connection()
        }
        result.views.append(try element())
        while true {
            skipSpaces()
            guard peek != nil else { break }
            let joint = try connection()
            skipSpaces()
            if peek == "|" {
                result.trailingBarPosition = index
                result.trailingEdge = joint
                index += 1
                skipSpaces()
                if peek != nil { throw fail("Expected the end of the format after the superview's '|'.") }
                break
            }
            result.connections.append(joint)
            result.views.append(try element())
        }
        return result
    }

    // MARK: Grammar

    /// `[name]` or `[name(predicates)]`.
    private mutating func element() throws(VisualFormatError) -> VisualFormat.Element {
        skipSpaces()
        guard peek == "[" else { throw fail("Expected a '[' here. That is how you give a view, as [name].") }
        index += 1
        skipSpaces()
        let position = index
        guard let name = identifier() else { throw fail("Expected a view name here.") }
        guard let value = views[name] else {
            throw VisualFormatError(reason: "\(name) is not a key in the views dictionary.", format: format, position: position)
        }
        guard let item = value as? any LayoutItem else {
            throw VisualFormatError(reason: "The views dictionary's value for \(name) is not a view or layout guide.",
                                    format: format, position: position)
        }
        var result = VisualFormat.Element(name: name, item: item, position: position)
        skipSpaces()
        if peek == "(" { result.predicates = try predicateList(allowingViews: true) }
        skipSpaces()
        guard peek == "]" else { throw fail("Expected a ']' here. That is how you give the end of a view.") }
        index += 1
        return result
    }

    /// Nothing (flush), `-` (a standard space) or `-predicates-`.
    private mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection {
        skipSpaces()
        guard peek == "-" else { return .flush }
        index += 1
        skipSpaces()
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if peek == "(" {
            predicates = try predicateList(allowingViews: false)
        } else {
            let position = index
            guard let value = try simpleValue(signed: false) else {
                throw fail("Expected a number, a metric name or '(' for the space here.")
            }
            predicates = [VisualFormat.Predicate(constant: value, position: position)]
        }
        skipSpaces()
        guard peek == "-" else { throw fail("Expected a '-' here. That is how you end a space, as -20-.") }
        index += 1
        return .predicates(predicates)
    }

    /// `(predicate, predicate…)`.
    private mutating func predicateList(allowingViews: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        index += 1
        var list: [VisualFormat.Predicate] = []
        while true {
            list.append(try predicate(allowingViews: allowingViews))
            skipSpaces()
            if peek == "," { index += 1; continue }
            guard peek == ")" else { throw fail("Expected a ',' or ')' here, after a predicate.") }
            index += 1
            return list
        }
    }

    /// `(==|<=|>=)? object (@priority)?`.
    private mutating func predicate(allowingViews: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        skipSpaces()
        var result = VisualFormat.Predicate(position: index)
        if index + 1 < text.count, text[index + 1] == "=" {
            switch text[index] {
            case "=": result.relation = .equal
            case "<": result.relation = .lessThanOrEqual
            case ">": result.relation = .greaterThanOrEqual
            default: throw fail("Expected a relation (==, <= or >=) here.")
            }
            index += 2
            skipSpaces()
        }
        let objectPosition = index
        if let value = try simpleValue(signed: true) {
            result.constant = value
        } else if allowingViews, let name = identifier() {
            guard let item = views[name] as? any LayoutItem else {
                throw VisualFormatError(reason: "\(name) is not a key in the metrics or views dictionaries.",
                                        format: format, position: objectPosition)
            }
            result.view = item
        } else if let name = identifier() {
            throw VisualFormatError(reason: "\(name) is not a key in the metrics dictionary.", format: format, position: objectPosition)
        } else {
            throw fail("Expected a number or a metric name here.")
        }
        skipSpaces()
        if peek == "@" {
            index += 1
            skipSpaces()
            let position = index
            guard let value = try simpleValue(signed: false) else { throw fail("Expected a priority (a number or metric) here.") }
            guard value >= 1 && value <= 1000 else {
                throw VisualFormatError(reason: "A priority must be between 1 and 1000.", format: format, position: position)
            }
            result.priority = LayoutPriority(value)
        }
        return result
    }

    // MARK: Tokens

    /// A number (strtod's form: sign only where allowed, digits, fraction, exponent) or a metric's value;
    /// nil when neither starts here. A name that is not a metric is left unread, as it may be a view.
    private mutating func simpleValue(signed: Bool) throws(VisualFormatError) -> Double? {
        let start = index
        if let name = identifier() {
            if let value = metrics[name] { return value }
            if signed { index = start; return nil }
            throw VisualFormatError(reason: "\(name) is not a key in the metrics dictionary.", format: format, position: start)
        }
        var end = index
        if signed, end < text.count, text[end] == "-" || text[end] == "+" { end += 1 }
        var digits = 0
        while end < text.count, text[end].isASCII, text[end].isNumber { end += 1; digits += 1 }
        if end < text.count, text[end] == "." {
            end += 1
            while end < text.count, text[end].isASCII, text[end].isNumber { end += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if end < text.count, text[end] == "e" || text[end] == "E" {
            var exponent = end + 1
            if exponent < text.count, text[exponent] == "-" || text[exponent] == "+" { exponent += 1 }
            if exponent < text.count, text[exponent].isASCII, text[exponent].isNumber {
                end = exponent
                while end < text.count, text[end].isASCII, text[end].isNumber { end += 1 }
            }
        }
        guard let value = Double(String(text[index..<end])) else { return nil }
        index = end
        return value
    }

    /// A C identifier: a letter or `_`, then letters, digits and `_`.
    private mutating func identifier() -> String? {
        guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
        var end = index + 1
        while end < text.count, text[end].isASCII, text[end].isLetter || text[end].isNumber || text[end] == "_" { end += 1 }
        let name = String(text[index..<end])
        index = end
        return name
    }

    private var peek: Character? { index < text.count ? text[index] : nil }

    private mutating func skipSpaces() {
        while let c = peek, c == " " || c == "\t" || c == "\n" { index += 1 }
    }

    private func fail(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: index)
    }
}
