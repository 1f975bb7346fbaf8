import BarDiagnostics

/// How an import runs its stages that read one file at a time (lexing and parsing, recognizing, writing a
/// spec): on every processor, or one file after another.
///
/// Those stages read nothing of another file but the program's index, which is built before them, and their
/// results are put back in file order, so both schedules give the same import. `bar import` and the
/// benchmark use every processor; tests import each fixture both ways and compare.
enum FileSchedule: Sendable {
    case parallel
    case serial

    /// `transform` applied to each input, results in input order.
    func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        switch self {
        case .parallel: ParallelMap.map(inputs, transform)
        case .serial: inputs.map(transform)
        }
    }

    /// `change` applied to each element in place.
    func update<Element: Sendable>(_ elements: inout [Element], _ change: @Sendable (inout Element) -> Void) {
        switch self {
        case .parallel: ParallelMap.update(&elements, change)
        case .serial: for index in elements.indices { change(&elements[index]) }
        }
    }

    /// Two independent passes over all files, at the same time or one after the other.
    func both<First: Sendable, Second: Sendable>(_ first: @Sendable () -> First, _ second: @Sendable () -> Second) -> (First, Second) {
        switch self {
        case .parallel: ParallelMap.both(first, second)
        case .serial: (first(), second())
        }
    }
}
