import BarDiagnostics

/// SARIF 2.1.0, as GitHub code scanning reads it: one run whose driver `bar` lists every rule (id, name,
/// short and full description, help, default level) and whose results point at repository-relative files.
///
/// Errors the loader reports (syntax and semantic errors, `invalid-config`, …) are results too; their ids get
/// descriptors of their own after the lint rules. Columns are counted in Unicode code points
/// (`columnKind: unicodeCodePoints`); `endColumn` is just past the region. Each result carries the same
/// line-independent fingerprint a baseline uses, so code scanning keeps tracking it when lines move.
public enum SARIFReporter: LintReporter {
    public static let id = "sarif"
    public static let summary = "SARIF 2.1.0 for GitHub code scanning."
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The key of the fingerprint in each result's `partialFingerprints`.
    public static let fingerprintKey = "barLintFingerprint/v2"

    public static func report(_ input: ReportInput) -> String {
        var descriptors = input.rules.sorted { $0.id < $1.id }.map(descriptor)
        var index: [String: Int] = [:]
        for (position, rule) in input.rules.sorted(by: { $0.id < $1.id }).enumerated() { index[rule.id] = position }
        // Ids that are not lint rules (loader and configuration errors): one descriptor each, in id order.
        var others: [String: Severity] = [:]
        for finding in input.findings where index[finding.ruleID] == nil {
            others[finding.ruleID] = max(others[finding.ruleID] ?? .info, finding.severity)
        }
        for id in others.keys.sorted() {
            index[id] = descriptors.count
            descriptors.append(loaderDescriptor(id, severity: others[id] ?? .error))
        }

        var occurrences = FingerprintCounter()
        let results: [JSONValue] = input.findings.map { finding in
            let path = input.relativePath(finding)
            let fingerprint = FindingFingerprint.of(finding)
            let occurrence = occurrences.next(path: path, ruleID: finding.ruleID, fingerprint: fingerprint)
            let range = finding.diagnostic.range
            let start = finding.start
            let end = finding.end
            return .object([
                ("ruleId", .string(finding.ruleID)),
                ("ruleIndex", .int(index[finding.ruleID] ?? 0)),
                ("level", .string(level(finding.severity))),
                ("message", .object([("text", .string(finding.message))])),
                ("locations", .array([
                    .object([
                        ("physicalLocation", .object([
                            ("artifactLocation", .object([("uri", .string(artifactURI(path, workingDirectory: input.workingDirectory)))])),
                            ("region", .object([
                                ("startLine", .int(start.line)),
                                ("startColumn", .int(finding.codePointColumn(of: range.start))),
                                ("endLine", .int(end.line)),
                                ("endColumn", .int(finding.codePointColumn(of: range.end))),
                            ])),
                        ])),
                    ]),
                ])),
                ("partialFingerprints", .object([(fingerprintKey, .string("\(fingerprint):\(occurrence)"))])),
            ])
        }

        let document = JSONValue.object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([
                .object([
                    ("tool", .object([
                        ("driver", .object([
                            ("name", .string("bar")),
                            ("version", .string(input.toolVersion)),
                            ("semanticVersion", .string(input.toolVersion)),
                            ("rules", .array(descriptors)),
                        ])),
                    ])),
                    ("columnKind", .string("unicodeCodePoints")),
                    ("results", .array(results)),
                ] + invocations(input)),
            ])),
        ])
        return document.rendered(compact: input.compact)
    }

    /// When an input could not be read: one invocation that did not succeed, with a notification for each
    /// input (its rule id, message and file), as code scanning shows a tool's configuration errors. None
    /// otherwise.
    private static func invocations(_ input: ReportInput) -> [(String, JSONValue)] {
        guard !input.inputErrors.isEmpty else { return [] }
        let notifications: [JSONValue] = input.inputErrors.map { error in
            .object([
                ("descriptor", .object([("id", .string(error.ruleID))])),
                ("level", .string("error")),
                ("message", .object([("text", .string(error.message))])),
                ("locations", .array([
                    .object([
                        ("physicalLocation", .object([
                            ("artifactLocation", .object([
                                ("uri", .string(artifactURI(ReportPaths.relative(error.path, to: input.workingDirectory), workingDirectory: input.workingDirectory))),
                            ])),
                        ])),
                    ]),
                ])),
            ])
        }
        return [("invocations", .array([.object([("executionSuccessful", .bool(false)), ("toolExecutionNotifications", .array(notifications))])]))]
    }

    /// `error`, `warning` or `note`.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    private static func descriptor(_ rule: RuleDescription) -> JSONValue {
        let help = "\(rule.summary)\n\n\(rule.rationale)\n\nPlatform rules: \(rule.platformRules.listed). Run 'bar lint --explain \(rule.id)' for examples."
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(pascalCase(rule.id))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("help", .object([("text", .string(help))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
            ("properties", .object([("tags", .array([.string(rule.kind.rawValue)]))])),
        ])
    }

    private static func loaderDescriptor(_ id: String, severity: Severity) -> JSONValue {
        let text = "A problem found while reading the spec or the lint configuration ('\(id)'), before any lint rule runs."
        return .object([
            ("id", .string(id)),
            ("name", .string(pascalCase(id))),
            ("shortDescription", .object([("text", .string(text))])),
            ("fullDescription", .object([("text", .string(text + " 'bar check' reports the same problems."))])),
            ("help", .object([("text", .string("Fix the file so that 'bar check' passes; the message says what is wrong and where."))])),
            ("defaultConfiguration", .object([("level", .string(level(severity)))])),
            ("properties", .object([("tags", .array([.string("spec")]))])),
        ])
    }

    /// SARIF's `name` is an identifier-like word: `item-missing-title` → `ItemMissingTitle`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Where a finding's file is, as `artifactLocation.uri`: a relative reference for a file inside the working
    /// folder (the repository's root, where CI runs `bar lint`), and an absolute `file://` URI for any other.
    /// Code scanning places a relative reference under the repository's root, so one that climbs out of it with
    /// `..` named no file there, and a bare absolute path is not a URI at all.
    static func artifactURI(_ relativePath: String, workingDirectory: String) -> String {
        guard relativePath != "<stdin>" else { return uriReference(relativePath) }
        let isOutside = relativePath.hasPrefix("/") || relativePath == ".." || relativePath.hasPrefix("../")
        guard isOutside else { return uriReference(relativePath) }
        let absolute =
            relativePath.hasPrefix("/")
            ? relativePath : ReportPaths.normalize(workingDirectory + "/" + relativePath)
        // An absolute working folder gives an absolute path; a relative one (never from the command line) cannot
        // be made absolute here, and is written as it was.
        guard absolute.hasPrefix("/") else { return uriReference(relativePath) }
        return "file://" + uriReference(absolute)
    }

    /// A relative path as a URI reference: every byte outside the unreserved set, `/` and the few
    /// delimiters that are safe in a path, percent-encoded.
    static func uriReference(_ path: String) -> String {
        var out = ""
        let safe = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@".utf8)
        for byte in path.utf8 {
            if safe.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
