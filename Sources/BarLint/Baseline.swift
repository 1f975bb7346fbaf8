import BarDiagnostics
import Foundation

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

    /// Reads a baseline written by `rendered()`.
    public static func parse(_ bytes: [UInt8]) throws(ReadError) -> Baseline {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw ReadError(message: "not valid JSON")
        }
        guard let root = object as? [String: Any] else { throw ReadError(message: "expected a JSON object at the top") }
        if let version = root["version"] as? Int, version == 1 {
            throw ReadError(message: "baseline version 1 fingerprints findings by message and line, which this version of bar no longer does; write it again with --write-baseline")
        }
        guard let version = root["version"] as? Int, version == Self.version else {
            throw ReadError(message: "unsupported baseline version (expected \"version\": \(Self.version))")
        }
        guard let list = root["findings"] as? [Any] else { throw ReadError(message: "expected a \"findings\" array") }
        var entries: [Entry] = []
        for (index, element) in list.enumerated() {
            guard let item = element as? [String: Any],
                let path = item["path"] as? String, let ruleID = item["ruleId"] as? String,
                let fingerprint = item["fingerprint"] as? String, let occurrence = item["occurrence"] as? Int
            else {
                throw ReadError(message: "finding \(index + 1) needs \"path\", \"ruleId\", \"fingerprint\" and \"occurrence\"")
            }
            entries.append(Entry(path: path, ruleID: ruleID, fingerprint: fingerprint, occurrence: occurrence, message: item["message"] as? String ?? ""))
        }
        return Baseline(entries: entries)
    }
}
