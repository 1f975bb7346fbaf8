/// A reference to the platform reference (`platform.md`): a numbered behaviour rule `P1`…`P31` or one of its
/// sections (`§8`). The solver's reasons, trails and the lint rules' metadata cite these; reports spell them
/// with `description`. Kept as a value so that no consumer has to read a rule's number back out of its text.
public enum PlatformRule: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// A numbered behaviour rule, `P<number>`.
    case rule(Int)
    /// A section of the reference, `§<number>`.
    case section(Int)

    public var description: String {
        switch self {
        case .rule(let number): "P\(number)"
        case .section(let number): "§\(number)"
        }
    }

    /// Rules before sections, each in number order: the order reports list them in.
    public static func < (a: PlatformRule, b: PlatformRule) -> Bool {
        switch (a, b) {
        case (.rule(let x), .rule(let y)), (.section(let x), .section(let y)): x < y
        case (.rule, .section): true
        case (.section, .rule): false
        }
    }
}

extension PlatformRule {
    public static let p1 = PlatformRule.rule(1)
    public static let p2 = PlatformRule.rule(2)
    public static let p3 = PlatformRule.rule(3)
    public static let p4 = PlatformRule.rule(4)
    public static let p5 = PlatformRule.rule(5)
    public static let p6 = PlatformRule.rule(6)
    public static let p7 = PlatformRule.rule(7)
    public static let p8 = PlatformRule.rule(8)
    public static let p9 = PlatformRule.rule(9)
    public static let p10 = PlatformRule.rule(10)
    public static let p11 = PlatformRule.rule(11)
    public static let p12 = PlatformRule.rule(12)
    public static let p13 = PlatformRule.rule(13)
    public static let p14 = PlatformRule.rule(14)
    public static let p15 = PlatformRule.rule(15)
    public static let p16 = PlatformRule.rule(16)
    public static let p17 = PlatformRule.rule(17)
    public static let p18 = PlatformRule.rule(18)
    public static let p19 = PlatformRule.rule(19)
    public static let p20 = PlatformRule.rule(20)
    public static let p21 = PlatformRule.rule(21)
    public static let p22 = PlatformRule.rule(22)
    public static let p23 = PlatformRule.rule(23)
    public static let p24 = PlatformRule.rule(24)
    public static let p25 = PlatformRule.rule(25)
    public static let p26 = PlatformRule.rule(26)
    public static let p27 = PlatformRule.rule(27)
    public static let p28 = PlatformRule.rule(28)
    public static let p29 = PlatformRule.rule(29)
    public static let p30 = PlatformRule.rule(30)
    public static let p31 = PlatformRule.rule(31)
}

extension Array where Element == PlatformRule {
    /// `P4, P10`: how a report lists the rules it cites.
    public var listed: String { map(\.description).joined(separator: ", ") }
}
