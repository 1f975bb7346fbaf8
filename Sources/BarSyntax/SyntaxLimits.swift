/// Bounds that keep any input — including hostile or corrupted files — from exhausting the stack or memory.
/// They are far above what a real spec needs and are documented in Grammar.md.
public enum SyntaxLimits {
    /// Deepest block nesting (`screen { tab-view { tab { stack { toolbar { group { item {` is 7).
    public static let maximumNesting = 32
    /// Longest name, in bytes.
    public static let maximumNameLength = 256
    /// Longest string literal, in bytes.
    public static let maximumStringLength = 4096
    /// Most diagnostics reported for one file; the rest are summarised in one line.
    public static let maximumDiagnostics = 200
}
