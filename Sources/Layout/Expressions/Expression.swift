/// A linear combination of variables plus a constant, `Σ coefficient·variable + constant`.
///
/// Constraints only ever need linear expressions; products of variables are deliberately not
/// expressible (the operators only scale by constants), which is what keeps the solver a linear program.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The value of the expression given a value for each variable, for checking a solution.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
    }

    /// `y - 2·x - 5`, for conflict explanations.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(format(magnitude))·"
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + "\(term.variable)"
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + "\(term.variable)"
            }
        }
        if text.isEmpty { return format(constant) }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + format(abs(constant)) }
        return text
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
