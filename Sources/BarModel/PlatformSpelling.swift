/// The UI frameworks whose API the language stands for.
public enum UIFramework: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case swiftUI = "swiftui"
    case uiKit = "uikit"

    /// The module name, as written in `import SwiftUI`.
    public var description: String {
        switch self {
        case .swiftUI: "SwiftUI"
        case .uiKit: "UIKit"
        }
    }
}

/// One value of the language and the member each framework spells it with, as Apple's iOS 27.1 reference
/// names it. `nil` means the framework has no counterpart; `gap` then says why, in words a user can act on —
/// a missing counterpart is stated, never filled with a guess.
public struct PlatformSpelling<Value: Hashable & Sendable>: Sendable, Hashable {
    public var value: Value
    /// The value as the language writes it (`pinned-trailing`).
    public var language: String
    /// The member of `swiftUIType` (`topBarPinnedTrailing`), without the leading dot.
    public var swiftUI: String?
    /// The member of `uiKitType` (`prefersBarItems`), without the leading dot.
    public var uiKit: String?
    /// Other spellings recognised when reading code (deprecated members such as `navigationBarTrailing`); never
    /// written by the generator.
    public var swiftUIAliases: [String]
    public var uiKitAliases: [String]
    /// Why the framework has no spelling, or — next to a spelling — how that spelling only approximates the
    /// value (UIKit has no semantic placements, only the slot iOS uses for them). A spelling without a note is
    /// exact.
    public var swiftUINote: String?
    public var uiKitNote: String?

    public init(
        _ value: Value, language: String, swiftUI: String?, uiKit: String?, swiftUIAliases: [String] = [],
        uiKitAliases: [String] = [], swiftUINote: String? = nil, uiKitNote: String? = nil
    ) {
        self.value = value
        self.language = language
        self.swiftUI = swiftUI
        self.uiKit = uiKit
        self.swiftUIAliases = swiftUIAliases
        self.uiKitAliases = uiKitAliases
        self.swiftUINote = swiftUINote
        self.uiKitNote = uiKitNote
    }

    /// Why `framework` has no spelling, or how its spelling approximates the value; nil when it is exact.
    public func note(in framework: UIFramework) -> String? {
        switch framework {
        case .swiftUI: swiftUINote
        case .uiKit: uiKitNote
        }
    }

    /// The framework spells this value exactly, not by approximation.
    public func isExact(in framework: UIFramework) -> Bool { spelling(in: framework) != nil && note(in: framework) == nil }

    public func spelling(in framework: UIFramework) -> String? {
        switch framework {
        case .swiftUI: swiftUI
        case .uiKit: uiKit
        }
    }

    /// Every name that reads back as this value in `framework`: the spelling first, then the aliases.
    public func names(in framework: UIFramework) -> [String] {
        switch framework {
        case .swiftUI: (swiftUI.map { [$0] } ?? []) + swiftUIAliases
        case .uiKit: (uiKit.map { [$0] } ?? []) + uiKitAliases
        }
    }
}

/// All values of one attribute with their spellings, readable both ways: language → API for `bar generate`,
/// API → language for `bar import` and for "did you mean" when someone writes an API name in a spec.
public struct SpellingTable<Value: Hashable & Sendable>: Sendable {
    /// The attribute of the language (`placement`).
    public let attribute: String
    /// The type each framework spells the values with (`ToolbarItemPlacement`, `UIVerticalBarBehavior`).
    public let swiftUIType: String?
    public let uiKitType: String?
    /// One row per value, in the language's order. Where several values share an API spelling (UIKit has one
    /// slot for several SwiftUI placements), the name reads back as the value it spells exactly.
    public let rows: [PlatformSpelling<Value>]

    public init(attribute: String, swiftUIType: String?, uiKitType: String?, rows: [PlatformSpelling<Value>]) {
        self.attribute = attribute
        self.swiftUIType = swiftUIType
        self.uiKitType = uiKitType
        self.rows = rows
    }

    public func row(for value: Value) -> PlatformSpelling<Value>? { rows.first { $0.value == value } }

    /// The member spelling `value` in `framework` (no leading dot), or nil when the framework has none.
    public func spelling(of value: Value, in framework: UIFramework) -> String? {
        row(for: value)?.spelling(in: framework)
    }

    /// The language value an API name stands for, in `framework`. Accepts `primaryAction`, `.primaryAction` and
    /// `ToolbarItemPlacement.primaryAction`; whitespace around the name is ignored.
    public func value(forAPIName name: String, in framework: UIFramework) -> Value? {
        let member = Self.member(of: name, qualifiedBy: framework == .swiftUI ? swiftUIType : uiKitType)
        let matches = rows.filter { $0.names(in: framework).contains(member) }
        return (matches.first { $0.isExact(in: framework) } ?? matches.first)?.value
    }

    /// The language value an API name stands for in either framework (SwiftUI first) — for "did you mean" on a
    /// spec that was written with an API name.
    public func value(forAPIName name: String) -> Value? {
        value(forAPIName: name, in: .swiftUI) ?? value(forAPIName: name, in: .uiKit)
    }

    /// The language spelling an API name stands for (`primaryAction` → `primary`), for "did you mean".
    public func languageSpelling(forAPIName name: String) -> String? {
        value(forAPIName: name).flatMap { row(for: $0)?.language }
    }

    /// Values with no counterpart in `framework`, with the reason.
    public func gaps(in framework: UIFramework) -> [(value: Value, reason: String)] {
        rows.filter { $0.spelling(in: framework) == nil }.map { ($0.value, $0.note(in: framework) ?? "") }
    }

    /// `ToolbarItemPlacement.primaryAction`, `.primaryAction` or ` primaryAction ` → `primaryAction`.
    static func member(of name: String, qualifiedBy type: String?) -> String {
        var text = Substring(name).drop { $0 == " " || $0 == "\t" }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        if let type, text.hasPrefix(type + ".") { text = text.dropFirst(type.count + 1) }
        if text.hasPrefix(".") { text = text.dropFirst() }
        return String(text)
    }
}
