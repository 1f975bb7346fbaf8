/// A path pattern for `exclude` in a `.bar-lint` file, matched against a path relative to the folder holding
/// the configuration, with `/` between components:
///
/// - `*` matches any run of characters inside one component, `?` one character;
/// - `**` matches any number of whole components (`Specs/**/old-*.bar`), and at the end everything below;
/// - a pattern that matches a folder matches everything in it (`Specs/fixtures` = `Specs/fixtures/**`).
///
/// A leading `./` and a trailing `/` are ignored.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let parts: [String]

    public init(_ pattern: String) {
        self.pattern = pattern
        var text = pattern
        while text.hasPrefix("./") { text.removeFirst(2) }
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        self.parts = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) or one of the folders holding it matches.
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !parts.isEmpty else { return false }
        // A folder that matches excludes what is inside it: try every leading run of components.
        for count in stride(from: components.count, through: 1, by: -1) {
            if Self.match(parts[...], Array(components.prefix(count))[...]) { return true }
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        var memo: [Int: Bool] = [:]
        func run(_ p: Int, _ c: Int) -> Bool {
            let key = p * 10_000 + c
            if let known = memo[key] { return known }
            let result: Bool
            if p == pattern.endIndex {
                result = c == path.endIndex
            } else if pattern[p] == "**" {
                // Zero components, or one more and try again.
                result = run(p + 1, c) || (c < path.endIndex && run(p, c + 1))
            } else if c == path.endIndex {
                result = false
            } else {
                result = component(Array(pattern[p]), Array(path[c])) && run(p + 1, c + 1)
            }
            memo[key] = result
            return result
        }
        return run(pattern.startIndex, path.startIndex)
    }

    /// `*` and `?` inside one component, by dynamic programming (no exponential backtracking).
    private static func component(_ pattern: [Character], _ text: [Character]) -> Bool {
        var previous = [Bool](repeating: false, count: text.count + 1)
        previous[0] = true
        for p in pattern.indices {
            var current = [Bool](repeating: false, count: text.count + 1)
            if pattern[p] == "*" {
                current[0] = previous[0]
                for t in text.indices { current[t + 1] = previous[t + 1] || current[t] }
            } else {
                for t in text.indices where previous[t] && (pattern[p] == "?" || pattern[p] == text[t]) {
                    current[t + 1] = true
                }
            }
            previous = current
        }
        return previous[text.count]
    }
}
