extension Diagnostic {
    /// The note that ends the listed errors of a file with more than the first 200 (`DiagnosticID.tooManyErrors`),
    /// placed at its end: the rest are counted, not shown. Made here so that a spec and a `.bar-lint` file say
    /// it alike.
    public static func unlistedErrorsNote(_ count: Int, endOfFile: Int) -> Diagnostic {
        .info(
            .tooManyErrors, "\(count) more error\(count == 1 ? "" : "s") not shown; fix the ones above first (is this a .bar file?)",
            at: .at(endOfFile))
    }
}
