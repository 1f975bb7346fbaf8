/// How every command writes a length in points for people and for JSON: `52`, `455.5`. Whole numbers get no
/// fraction; others are written as Swift prints them (the shortest text that reads back exactly). One
/// spelling everywhere, so a number in a diagnostic, a report and a spec look the same.
public enum PointText {
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// How a picture writes a coordinate: at most two decimals and no trailing zeros (`12`, `455.5`, `0.25`,
    /// `-3`), never `-0`, an exponent or a locale's separator. A drawing needs no more than a hundredth of a
    /// point, and rounding keeps the same geometry printing the same bytes whatever arithmetic led to it.
    public static func drawing(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int64((value * 100).rounded())
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
