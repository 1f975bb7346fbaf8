/// What a `#if` condition says about iOS.
///
/// The condition is evaluated as the compiler would for the iPhone on iOS 27.1, in three values: each platform
/// test (`os(…)`, `canImport(…)`, `targetEnvironment(…)`) is true or false there when the platform decides it, and
/// anything else (`DEBUG`, `swift(>=6)`, a custom flag, `targetEnvironment(simulator)`) is unknown; `!`, `&&` and
/// `||` combine them (an unknown and a false is false, an unknown or a true is true). Read by spelling alone,
/// `os(macOS) || os(visionOS)` was taken for a condition of the build and its Mac screen imported as the
/// iPhone's.
enum PlatformCondition: Equatable {
    /// `os(iOS)`, `canImport(UIKit)`, `!os(macOS)`, `!os(visionOS)`…: compiled for iOS.
    case iOS
    /// `os(macOS)`, `os(watchOS)`, `!os(iOS)`, `os(macOS) || os(visionOS)`…: never compiled for iOS.
    case otherPlatform
    /// `DEBUG`, `swift(>=6)`, a custom flag, `os(iOS) && DEBUG`: depends on the build.
    case other

    static func classify(_ condition: String, isElse: Bool) -> PlatformCondition {
        if isElse { return .other }
        switch evaluate(condition) {
        case true?: return .iOS
        case false?: return .otherPlatform
        case nil: return .other
        }
    }

    /// The platforms `os(…)` can name that are not iOS.
    static let otherSystems: Set<String> = ["macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku"]

    /// Modules an iOS app can import, and ones only other platforms have; any other module is unknown.
    static let iOSModules: Set<String> = ["UIKit", "SwiftUI", "Foundation", "Combine", "CoreGraphics", "Darwin", "ObjectiveC"]
    static let otherModules: Set<String> = ["AppKit", "Cocoa", "WatchKit", "TVUIKit", "Glibc", "WinSDK", "RealityKitContent"]

    /// One test's value on the iPhone, nil when the build decides it.
    static func value(of test: String, argument: String) -> Bool? {
        switch test {
        case "os": return argument == "iOS" ? true : otherSystems.contains(argument) ? false : nil
        case "canImport":
            let module = argument.split(separator: ",").first.map(String.init) ?? argument
            return iOSModules.contains(module) ? true : otherModules.contains(module) ? false : nil
        case "targetEnvironment": return argument == "macCatalyst" ? false : nil
        default: return nil
        }
    }

    /// The condition's value on the iPhone: true or false when the platform decides it, nil when the build does
    /// (or the condition cannot be read).
    static func evaluate(_ condition: String) -> Bool? {
        var parser = Parser(text: Array(condition.utf8))
        let value = parser.disjunction()
        parser.skipSpaces()
        return parser.isAtEnd && !parser.failed ? value : nil
    }

    /// A recursive-descent reading of `a || b && !c(…)`, bounded in depth.
    private struct Parser {
        let text: [UInt8]
        var position = 0
        var failed = false
        var depth = 0

        var isAtEnd: Bool { position >= text.count }

        mutating func skipSpaces() {
            while position < text.count, text[position] == UInt8(ascii: " ") || text[position] == UInt8(ascii: "\t") { position += 1 }
        }

        mutating func take(_ operator: String) -> Bool {
            skipSpaces()
            let bytes = Array(`operator`.utf8)
            guard position + bytes.count <= text.count, Array(text[position..<position + bytes.count]) == bytes else { return false }
            position += bytes.count
            return true
        }

        mutating func disjunction() -> Bool? {
            var value = conjunction()
            while !failed, take("||") {
                let next = conjunction()
                value = value == true || next == true ? true : value == false && next == false ? false : nil
            }
            return value
        }

        mutating func conjunction() -> Bool? {
            var value = unary()
            while !failed, take("&&") {
                let next = unary()
                value = value == false || next == false ? false : value == true && next == true ? true : nil
            }
            return value
        }

        mutating func unary() -> Bool? {
            guard depth < 32 else {
                failed = true
                return nil
            }
            depth += 1
            defer { depth -= 1 }
            if take("!") { return unary().map { !$0 } }
            if take("(") {
                let value = disjunction()
                if !take(")") { failed = true }
                return value
            }
            return atom()
        }

        /// A name (`DEBUG`, `true`), or a test with its argument (`os(iOS)`, `swift(>=5.9)`).
        mutating func atom() -> Bool? {
            skipSpaces()
            let start = position
            while position < text.count, Self.isNameByte(text[position]) { position += 1 }
            guard position > start else {
                failed = true
                return nil
            }
            let name = String(decoding: text[start..<position], as: UTF8.self)
            guard take("(") else {
                switch name {
                case "true": return true
                case "false": return false
                default: return nil
                }
            }
            let argumentStart = position
            while position < text.count, text[position] != UInt8(ascii: ")") { position += 1 }
            guard position < text.count else {
                failed = true
                return nil
            }
            let argument = String(decoding: text[argumentStart..<position], as: UTF8.self).filter { $0 != " " }
            position += 1
            return PlatformCondition.value(of: name, argument: argument)
        }

        static func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
    }
}

extension PlatformCondition {
    /// Each clause of one `#if` chain classified; `#else` is iOS exactly when every clause before it is for
    /// another platform, and a clause after one that is iOS (`#elseif`, `#else`) is never compiled for iOS.
    static func classify(_ clauses: [SwiftDirectiveClause]) -> [PlatformCondition] {
        var result: [PlatformCondition] = []
        for clause in clauses {
            if result.contains(.iOS) {
                result.append(.otherPlatform)
            } else if clause.isElse {
                if !result.isEmpty && result.allSatisfy({ $0 == .otherPlatform }) {
                    result.append(.iOS)
                } else {
                    result.append(.other)
                }
            } else {
                result.append(classify(clause.condition, isElse: false))
            }
        }
        return result
    }
}
