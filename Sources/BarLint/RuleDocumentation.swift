import BarDiagnostics

/// Everything people read about the rules, generated from the rule values so it cannot drift from them:
/// docs/rules.md, `bar lint --list-rules` (text and JSON) and `bar lint --explain <rule>`.
public enum RuleDocumentation {
    // MARK: --list-rules

    /// A table: id, default severity, kind, summary; one rule per line, in id order.
    public static func listText(_ rules: [RuleDescription] = RuleRegistry.descriptions) -> String {
        let header = ["ID", "SEVERITY", "KIND", "SUMMARY"]
        let rows = rules.map { [$0.id, $0.severity.rawValue, $0.kind.rawValue, $0.summary] }
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            (0..<3).map { cells[$0] + String(repeating: " ", count: widths[$0] - cells[$0].count + 2) }.joined() + cells[3]
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    /// `{"version":1,"rules":[{"id","name","severity","kind","summary"}]}`.
    public static func listJSON(_ rules: [RuleDescription] = RuleRegistry.descriptions) -> String {
        JSONValue.object([
            ("version", .int(1)),
            ("rules", .array(rules.map { rule in
                .object([
                    ("id", .string(rule.id)),
                    ("name", .string(rule.name)),
                    ("severity", .string(rule.severity.rawValue)),
                    ("kind", .string(rule.kind.rawValue)),
                    ("summary", .string(rule.summary)),
                ])
            })),
        ]).rendered()
    }

    // MARK: --explain

    /// Name, summary, severity, kind, rationale and every example of one rule, for a terminal.
    public static func explain(_ rule: RuleDescription) -> String {
        var out = "\(rule.id): \(rule.name)\n\n"
        out += wrap(rule.summary, indent: "") + "\n\n"
        out += "Default severity: \(rule.severity.rawValue)\n"
        out += "Kind: \(rule.kind.rawValue)\n"
        if !rule.platformRules.isEmpty { out += "Platform rules: \(rule.platformRules.listed)\n" }
        out += "Runs the solver: \(rule.usesPlacements ? "yes, in every posture of the device" : "no")\n\n"
        out += "Why:\n" + wrap(rule.rationale, indent: "  ") + "\n"
        func examples(_ title: String, _ list: [RuleExample]) {
            out += "\n\(title)\n"
            for example in list {
                out += "\n"
                if let note = example.note { out += wrap(note, indent: "  ") + "\n" }
                for line in example.marked.split(separator: "\n", omittingEmptySubsequences: false) {
                    out += line.isEmpty ? "\n" : "    \(line)\n"
                }
            }
        }
        examples("Triggers (↓ marks where each finding starts):", rule.triggeringExamples)
        examples("Does not trigger:", rule.nonTriggeringExamples)
        return out
    }

    // MARK: docs/rules.md

    /// Where the generated file lives, relative to the package root.
    public static let markdownPath = "docs/rules.md"

    /// The whole of docs/rules.md.
    public static func markdown(_ rules: [RuleDescription] = RuleRegistry.descriptions) -> String {
        var out = """
            # `bar lint` rules

            <!-- Generated from the rule values in Sources/BarLint by RuleDocumentation.markdown(). Do not edit by hand:
                 regenerate with `BAR_UPDATE_GOLDEN=1 swift test --filter RuleDocs`. -->

            `bar lint` checks `.bar` specs against the platform guidance for bars on iPhone Duo (the rule ids P1–P31
            and §8 refer to the platform reference). Rules marked *solver* run the placement solver over every
            posture of the device (`iphone-duo` unless `--device` or the screen's `device:` says otherwise) and
            look at where items actually land.


            """
        out += "## Rules\n\n| id | severity | kind | solver | summary |\n|---|---|---|---|---|\n"
        for rule in rules {
            out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | \(rule.kind.rawValue) | \(rule.usesPlacements ? "yes" : "") | \(cell(rule.summary)) |\n"
        }
        out += "\n" + usage + "\n## Rule reference\n"
        for rule in rules {
            out += "\n### `\(rule.id)`\n\n"
            out += "**\(rule.name).** \(rule.summary)\n\n"
            out += "- Default severity: \(rule.severity.rawValue)\n"
            out += "- Kind: \(rule.kind.rawValue)\n"
            if !rule.platformRules.isEmpty { out += "- Platform rules: \(rule.platformRules.listed)\n" }
            out += "- Runs the solver: \(rule.usesPlacements ? "yes" : "no")\n\n"
            out += rule.rationale + "\n"
            out += markdownExamples("Triggers (`↓` marks where each finding starts)", rule.triggeringExamples)
            out += markdownExamples("Does not trigger", rule.nonTriggeringExamples)
        }
        return out
    }

    private static func markdownExamples(_ title: String, _ examples: [RuleExample]) -> String {
        var out = "\n\(title):\n"
        for example in examples {
            out += "\n"
            if let note = example.note { out += note + (example.alsoTriggers.isEmpty ? "\n\n" : " ") }
            if !example.alsoTriggers.isEmpty {
                out += "(Also reported by \(example.alsoTriggers.map { "`\($0)`" }.joined(separator: ", ")).)\n\n"
            }
            out += "```\n\(example.marked)\n```\n"
        }
        return out
    }

    /// A table cell: `|` escaped.
    private static func cell(_ text: String) -> String {
        text.replacingAll("|", with: "\\|")
    }

    /// Words wrapped to 80 columns after `indent`.
    static func wrap(_ text: String, indent: String, width: Int = 80) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, indent.count + line.count + 1 + word.count > width {
                lines.append(indent + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines.joined(separator: "\n")
    }

    /// How to run the linter, configure it and read its output; part of docs/rules.md.
    static let usage = """
        ## Running `bar lint`

        ```
        bar lint [FILE|DIR|- ...] [--format text|json|sarif|github] [--strict] [--config PATH]
                                  [--device NAME] [--baseline FILE] [--write-baseline FILE] [--no-color]
                                  [--compact]
        bar lint --list-rules [--format text|json]
        bar lint --explain RULE-ID
        ```

        `--reporter` is another name for `--format`; `--compact` writes the json or sarif document without
        indentation or line breaks. Without a path, `bar lint` lints the current folder (as
        `bar check` and `bar fmt` do). Folders are searched for `*.bar` files. Errors found while reading a spec (syntax and semantic errors, the
        same as `bar check`) are reported through the same reporter under their own ids; they cannot be
        suppressed. Findings are sorted by path, line, column and rule id, and the output is the same, byte for
        byte, on every run.

        Placement rules use, for each screen, the device named by `--device`, else the screen's `device:`, else
        `iphone-duo`, and solve every posture of it, then every posture with each of its obstructions on its own
        (`closed+keyboard`, `closed+pip`) — the keyboard is where the strip is shortest. `--posture NAME` (repeatable)
        checks only the postures named. Rules about how a screen changes between postures (unstable-position,
        mixed-axis-group) compare the postures without obstructions. `--device` accepts a built-in device
        or one declared in an input; an input that does not declare such a device gets an `unknown-device` error
        rather than being checked against another device.

        Exit status: `0` when no finding has severity error (with `--strict`, no warning either); `1` when one
        does (a bad `.bar-lint` or baseline counts); `64` for a usage error (an unknown option, reporter or rule
        id, with a suggestion); `66` when an input cannot be read; `74` when a file cannot be written (a fix, the
        baseline, the report). Past the first 200 errors of a file (a spec or a `.bar-lint`) the rest are counted in
        the summary and the exit status but not listed; a `too-many-errors` note says how many.

        ## Suppression comments

        ```
        // bar-lint: disable manual-spacer                        the whole file (or `all`)
        // bar-lint: disable-next-line item-missing-title tab-missing-title
        item gear { symbol: "gear" }  // bar-lint: disable-line item-missing-title
        ```

        Ids are separated by spaces or commas; `--` ends the list, so a reason can follow
        (`// bar-lint: disable-line manual-spacer -- matches the design file`). `disable-next-line` covers the
        next line holding code (blank and comment-only lines are skipped, so directives can be stacked).
        `disable-line` covers its own line and, when it ends a block or an attribute, the line that statement
        starts on, so it keeps working after `bar fmt` spreads `item x { … }` over several lines. A finding is
        suppressed when the line it starts on is covered. An unknown rule id or directive is itself a
        finding, `unknown-rule-in-suppression`, with a suggestion; that finding can be turned off only in the
        configuration.

        ## Configuration: `.bar-lint`

        For each input, `bar lint` looks for a file named `.bar-lint` in the input's folder and then in each
        folder above it up to the root; the nearest one applies (standard input uses the working directory).
        `--config PATH` names one file for every input instead. The file uses the `.bar` syntax:

        ```
        lint {
          disable: manual-spacer                        // one rule per line; `disable: all` turns every rule off
          enable: item-missing-title                    // back on after `disable: all`
          severity item-missing-symbol { level: error } // error, warning or info
          exclude "Specs/fixtures/**"                   // a glob, relative to this file's folder
        }
        ```

        In globs `*` and `?` match inside one path component, `**` any number of components, and a pattern that
        matches a folder excludes everything in it. Excluded files are not linted (standard input never is
        excluded). An unknown rule id, level or setting is an error pointing into the configuration, with a
        suggestion — never silently ignored.

        ## Baselines

        `--write-baseline FILE` records the current findings; a later run with `--baseline FILE` reports only
        findings that are not in it. It replaces only a baseline (of any version) or an empty file: any other
        file at that path — a spec, notes — is left as it is (`generated-file-protected`, exit 1). The baseline
        is JSON:

        ```
        {
          "version": 2,
          "findings": [
            { "path": "Specs/mail.bar", "ruleId": "manual-spacer", "fingerprint": "9f0c2d…", "occurrence": 1,
              "message": "…" }
          ]
        }
        ```

        `path` is relative to the working directory. The fingerprint is a 64-bit FNV-1a hash of the rule id and
        the entity the finding is about — its screen (or device) and the innermost declaration with an id that
        holds it (`screen inbox · item share`) — never the message or the line: adding items, moving lines,
        editing the item's attributes or a message that lists other postures keeps old findings matched, and
        renaming the item makes it a new finding. `occurrence` numbers findings of one rule on one entity in
        order. A version 1 baseline (which hashed the message and the line) is refused with a request to write
        it again.

        ## Reporters

        - `text` (default): `path:line:col: severity: message [rule-id]`, then notes and fix-its as `note:` lines;
          the source line and a caret only when standard output is a terminal; colour unless `--no-color`,
          `NO_COLOR` or `TERM=dumb`. Columns count characters.
        - `json`: one document:

          ```
          {
            "version": 1,
            "summary": { "files": 2, "errors": 0, "warnings": 1, "infos": 0 },
            "findings": [
              { "path": "Specs/mail.bar", "line": 3, "column": 10, "endLine": 3, "endColumn": 14,
                "ruleId": "item-missing-title", "severity": "warning", "message": "…",
                "notes": [ { "message": "…", "line": 2, "column": 3 } ],
                "fix": { "message": "…", "line": 3, "column": 10, "endLine": 3, "endColumn": 14, "replacement": "…" } }
            ]
          }
          ```

          Keys always come in this order. `severity` is `error`, `warning` or `info`; `fix` is `null` without a
          fix; a note without a place has no `line`/`column`; lines and columns are 1-based, columns count
          characters and `endColumn` is just past the end. When an input could not be read (missing, not text,
          over 16 MiB), a last key lists them in input order, as standard error does:
          `"inputErrors": [ { "path": "Specs/big.bar", "ruleId": "file-too-large", "message": "…" } ]`.
        - `sarif`: SARIF 2.1.0 for GitHub code scanning. One run; `tool.driver` is `bar` with every rule
          (`id`, `name`, `shortDescription`, `fullDescription`, `help`, `defaultConfiguration.level`, a `kind`
          tag), followed by descriptors for the ids of reading errors that occur. Results carry `ruleId`,
          `ruleIndex`, `level` (`error`, `warning`, `note`), `message.text`, a location whose `uri` is relative to
          the working directory with forward slashes (run `bar lint` from the repository's root; a file outside the
          working directory gets an absolute `file://` URI instead, since code scanning places relative ones under
          the root), a region counted in Unicode code points
          (`columnKind: unicodeCodePoints`), and the baseline fingerprint under `partialFingerprints`. When an
          input could not be read, the run has one invocation with `executionSuccessful: false` and a
          `toolExecutionNotifications` entry per input (`descriptor.id`, `level: error`, `message.text`, its file).
        - `github`: GitHub Actions workflow commands,
          `::warning file=Specs/mail.bar,line=3,col=10,endLine=3,endColumn=14,title=item-missing-title::message`
          (`error`, `warning`, or `notice` for info). Messages escape `%`, CR and LF as `%25`, `%0D`, `%0A`;
          property values also escape `:` and `,` as `%3A` and `%2C`. An input that could not be read gets
          `::error file=Specs/big.bar,title=file-too-large::message` after the findings, an annotation on the file.

        """
}

extension String {
    fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
