/// How every command writes a length in points for people and for JSON: `52`, `455.5`. Whole numbers get no
/// fraction; others are written as Swift prints them (the shortest text that reads back exactly). One
/// spelling everywhere, so a number in a diagnostic, a report and a spec look the same.
public enum PointText {
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
