import BarDiagnostics
/// `--format markdown`: one table per screen, ready to paste into a pull-request comment.
///
/// Version diffs start each table with the spec's own changes (posture column `spec`), then the placement
/// changes per posture. Places are 1-based as in text; `—` means the entry is not there at all; `shifted`
/// entries are left out as in text.
public enum DiffMarkdown {
    public static func render(_ diff: SpecDiff) -> String {
        var out = "## bar diff: "
        if let old = diff.old {
            out += "\(code(old)) → \(code(diff.new))\n"
        } else {
            out += "postures of \(code(diff.new))\n"
        }
        if diff.screens.isEmpty { out += "\nNo screens to compare.\n" }
        for screen in diff.screens {
            out += "\n" + render(screen, mode: diff.mode)
        }
        return out
    }

    static func render(_ screen: ScreenDiff, mode: SpecDiff.Mode) -> String {
        var out = "### Screen \(code(screen.id))"
        if let title = screen.title { out += " — \(escape(title))" }
        out += " (\(code(screen.deviceID)))\n\n"
        switch screen.status {
        case .added, .removed, .unchanged:
            return out + "\(capitalized(screen.summary)).\n"
        case .changed:
            break
        }
        let firstColumn = mode == .versions ? "Posture" : "Postures"
        out += "| \(firstColumn) | Change | Entry | Before | After | Why |\n"
        out += "|---|---|---|---|---|---|\n"
        for change in screen.declarations {
            var entry = escape(change.subject)
            if let attribute = change.attribute { entry += ": " + escape(attribute) }
            out += row(["spec", change.kind.rawValue, entry, cell(change.before), cell(change.after), ""])
        }
        for step in screen.steps {
            let label = escape(step.label)
            if step.changes.isEmpty {
                out += row([label, "no changes", "", "", "", ""])
                continue
            }
            for change in step.changes.reported {
                let entry = "\(escape(change.title)) (\(change.key.kind.name) \(code(change.key.id)))"
                out += row([label, change.change.rawValue, entry, escape(change.beforeLabel), escape(change.afterLabel), escape(change.reason)])
            }
            for order in step.changes.orders {
                out += row([
                    label, "order", escape(order.containerName), escape(order.before.map(\.title).joined(separator: ", ")),
                    escape(order.after.map(\.title).joined(separator: ", ")), "",
                ])
            }
        }
        out += "\n**Summary:** \(escape(screen.summary))\n"
        return out
    }

    static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |\n"
    }

    static func cell(_ value: String?) -> String { value.map(escape) ?? "—" }

    /// `text` in a code span, with a longer fence when it holds backticks.
    static func code(_ text: String) -> String {
        let fence = text.contains("`") ? "`` " : "`"
        let close = text.contains("`") ? " ``" : "`"
        return fence + text.map { $0 == "|" ? "\\|" : String($0) }.joined() + close
    }

    /// Text safe inside a table cell: pipes, backslashes and markup characters escaped, line breaks as spaces,
    /// other control characters spelled out.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|", "\\", "*", "_", "`", "[", "]": out += "\\\(character)"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\n", "\r", "\r\n": out += " "
            // Other control characters as `\u{1B}`: a raw ESC or BEL in a report would act on the terminal or
            // viewer that shows it.
            default: out += TerminalText.escapingControls(String(character))
            }
        }
        return out
    }

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
