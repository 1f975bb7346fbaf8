import BarDiagnostics

/// A finding's identity: FNV-1a (64 bit) of the rule id and the entity it is about (`screen inbox · item
/// share`, `FindingEntities`) — never its message or its line. Messages list postures and neighbours, which
/// change when unrelated items are added; lines move with every edit above. With the path and an occurrence
/// number this identifies a finding across such edits, and a renamed item or screen reads as a new finding.
/// Stable across runs and machines (it does not use Swift's seeded `Hasher`).
public enum FindingFingerprint {
    public static func of(_ finding: LintFinding) -> String {
        hash(finding.ruleID + "\u{1F}" + finding.entity)
    }

    /// 16 lower-case hex digits.
    public static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// Numbers findings that share a path, rule and fingerprint (1, 2, …) in output order, so two identical
/// findings in one file are told apart.
struct FingerprintCounter {
    private var counts: [String: Int] = [:]

    mutating func next(path: String, ruleID: String, fingerprint: String) -> Int {
        let key = path + "\u{0}" + ruleID + "\u{0}" + fingerprint
        let count = (counts[key] ?? 0) + 1
        counts[key] = count
        return count
    }
}

/// Findings accepted for now (`--write-baseline`), so a run reports only new ones (`--baseline`).
///
/// The file is JSON, in output order:
///
///     {
///       "version": 2,
///       "findings": [
///         { "path": "Specs/mail.bar", "ruleId": "manual-spacer", "fingerprint": "9f0c…", "occurrence": 1,
///           "message": "…" }
///       ]
///     }
///
/// `path` is relative to the folder `bar lint` ran in. A finding matches an entry with the same path, rule,
/// fingerprint (`FindingFingerprint`) and occurrence number; `message` is there for people reading the file.
public struct Baseline: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public var path: String
        public var ruleID: String
        public var fingerprint: String
        public var occurrence: Int
        public var message: String

        public init(path: String, ruleID: String, fingerprint: String, occurrence: Int, message: String) {
            self.path = path
            self.ruleID = ruleID
            self.fingerprint = fingerprint
            self.occurrence = occurrence
            self.message = message
        }

        var key: String { "\(path)\u{0}\(ruleID)\u{0}\(fingerprint)\u{0}\(occurrence)" }
    }

    /// 2: fingerprints by rule and entity. Version 1 hashed the message and the line, and is refused with a
    /// request to write the baseline again rather than matched wrongly.
    public static let version = 2

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The baseline that accepts exactly `findings` (in output order), paths relative to `workingDirectory`.
    public init(findings: [LintFinding], workingDirectory: String) {
        var counter = FingerprintCounter()
        entries = findings.map { finding in
            let path = ReportPaths.relative(finding.path, to: workingDirectory)
            let fingerprint = FindingFingerprint.of(finding)
            let occurrence = counter.next(path: path, ruleID: finding.ruleID, fingerprint: fingerprint)
            return Entry(path: path, ruleID: finding.ruleID, fingerprint: fingerprint, occurrence: occurrence, message: finding.message)
        }
    }

    /// The findings (in output order) that the baseline does not accept.
    public func filter(_ findings: [LintFinding], workingDirectory: String) -> [LintFinding] {
        let accepted = Set(entries.map(\.key))
        let current = Baseline(findings: findings, workingDirectory: workingDirectory)
        return zip(findings, current.entries).filter { !accepted.contains($0.1.key) }.map(\.0)
    }

    /// The file's text.
    public func rendered() -> String {
        JSONValue.object([
            ("version", .int(Self.version)),
            ("findings", .array(entries.map { entry in
                .object([
                    ("path", .string(entry.path)),
                    ("ruleId", .string(entry.ruleID)),
                    ("fingerprint", .string(entry.fingerprint)),
                    ("occurrence", .int(entry.occurrence)),
                    ("message", .string(entry.message)),
                ])
            })),
        ]).rendered()
    }

    /// Why a baseline file could not be read.
    public struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Whether `bytes` are a baseline file of any version (a JSON object with a numeric `version` and a
    /// `findings` array): what `--write-baseline` may replace, old versions included, where any other file
    /// (a spec, notes) is someone's work.
    public static func isBaselineFile(_ bytes: [UInt8]) -> Bool {
        guard case .success(let root) = JSONParser.parse(bytes), case .object = root, root.member("version")?.integer != nil,
            case .array = root.member("findings")
        else { return false }
        return true
    }

    /// Reads a baseline written by `rendered()`.
    public static func parse(_ bytes: [UInt8]) throws(ReadError) -> Baseline {
        // A bare number or string at the top is not a baseline file, and reads as "not valid JSON" as it
        // always has (JSON readers refuse such fragments unless asked not to).
        guard case .success(let root) = JSONParser.parse(bytes), root.isContainer else {
            throw ReadError(message: "not valid JSON")
        }
        guard case .object = root else { throw ReadError(message: "expected a JSON object at the top") }
        if let version = root.member("version")?.integer, version == 1 {
            throw ReadError(message: "baseline version 1 fingerprints findings by message and line, which this version of bar no longer does; write it again with --write-baseline")
        }
        guard let version = root.member("version")?.integer, version == Self.version else {
            throw ReadError(message: "unsupported baseline version (expected \"version\": \(Self.version))")
        }
        guard case .array(let list) = root.member("findings") else { throw ReadError(message: "expected a \"findings\" array") }
        var entries: [Entry] = []
        for (index, item) in list.enumerated() {
            guard case .string(let path) = item.member("path"), case .string(let ruleID) = item.member("ruleId"),
                case .string(let fingerprint) = item.member("fingerprint"), let occurrence = item.member("occurrence")?.integer
            else {
                throw ReadError(message: "finding \(index + 1) needs \"path\", \"ruleId\", \"fingerprint\" and \"occurrence\"")
            }
            var message = ""
            if case .string(let text) = item.member("message") { message = text }
            entries.append(Entry(path: path, ruleID: ruleID, fingerprint: fingerprint, occurrence: occurrence, message: message))
        }
        return Baseline(entries: entries)
    }
}

extension JSONValue {
    /// An object's member (the last one when a key repeats); nil for a missing key or a value that is no object.
    fileprivate func member(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// A whole number, also when written with a zero fraction (`2.0`).
    fileprivate var integer: Int? {
        switch self {
        case .int(let value): return value
        case .number(let value):
            guard value.rounded() == value, abs(value) < 9.0e15 else { return nil }
            return Int(value)
        default: return nil
        }
    }

    fileprivate var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }
}
