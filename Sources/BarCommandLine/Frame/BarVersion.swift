/// The version of `bar`, kept in one place so `bar --version`, reports and tests never disagree.
public enum BarVersion {
    /// Semantic version of the tool; bump it here only.
    public static let current = "0.1.0"
}
