import BarSolver

/// Colour for the solve report: only on a terminal, and only to make the bars easy to tell apart.
struct SolveTextStyle {
    let usesColor: Bool

    func cell(_ text: String, bar: BarKind?) -> String {
        guard usesColor, let bar else { return text }
        let code: String
        switch bar {
        case .vertical: code = "32"
        case .top, .bottom: code = "36"
        case .overflow: code = "33"
        case .collapsed: code = "35"
        case .hidden: code = "2"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    func heading(_ text: String) -> String { usesColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
}
