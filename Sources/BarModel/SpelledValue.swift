import BarSyntax

/// A value of the language written as a name (`placement: pinned-trailing`, `axis: horizontal-only`), read
/// by looking its bytes up in place in a table of its spellings instead of decoding a `String` and
/// comparing it with every raw value: lowering reads one for most attributes of most items.
///
/// The spellings are the raw values, in `allCases` order, so a hit is the case `init(rawValue:)` gives; a
/// miss (a misspelling, a quoted value, bytes that are not ASCII) goes the ordinary way, which keeps the
/// answer and the message exactly what they were.
protocol SpelledValue: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    static var spelled: Spellings<Self> { get }
}

/// A `SpelledValue`'s raw values as a word table, and its cases in the table's order.
struct Spellings<Value: RawRepresentable & CaseIterable>: Sendable where Value.RawValue == String, Value: Sendable {
    let table: WordTable
    let cases: [Value]

    init() {
        cases = Array(Value.allCases)
        table = WordTable(cases.map(\.rawValue))
    }
}

extension ItemPlacement: SpelledValue { static let spelled = Spellings<Self>() }
extension AxisBehavior: SpelledValue { static let spelled = Spellings<Self>() }
extension ItemView: SpelledValue { static let spelled = Spellings<Self>() }
extension VerticalBehavior: SpelledValue { static let spelled = Spellings<Self>() }
extension Compression: SpelledValue { static let spelled = Spellings<Self>() }
extension LayoutDirection: SpelledValue { static let spelled = Spellings<Self>() }
extension NavigationBarVisibility: SpelledValue { static let spelled = Spellings<Self>() }
extension TabView.Style: SpelledValue { static let spelled = Spellings<Self>() }
extension Column.Role: SpelledValue { static let spelled = Spellings<Self>() }
extension Sheet.Placement: SpelledValue { static let spelled = Spellings<Self>() }
extension HandMadeBar.Edge: SpelledValue { static let spelled = Spellings<Self>() }
