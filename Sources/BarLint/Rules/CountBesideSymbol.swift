import BarDiagnostics
import BarModel

extension LintRule {
    /// A count in the title next to a symbol: a badge says it better (§8).
    public static let countBesideSymbol = LintRule(
        RuleDescription(
            id: "count-beside-symbol",
            name: "Count written beside a symbol",
            summary: "An item with a symbol writes a count in its title (\"Inbox (3)\", \"3 new\") instead of using a badge.",
            rationale: """
                In the vertical bar an item shows its symbol only (P12, P17); a count written into the title never \
                shows there, and on the horizontal bar text beside a symbol makes the item wide. A badge shows the \
                count on the symbol on every device and keeps the item narrow enough for the vertical bar (§8). \
                When the text is the information itself (a cart total), keep it as text and mark the item \
                axis: horizontal-only; this rule then leaves it alone.
                """,
            platformRules: [.p12, .p17, .section(8)],
            severity: .warning, kind: .design,
            triggeringExamples: [
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          item inbox { title: ↓"Inbox (3)" symbol: "tray" }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen chat {
                      stack {
                        toolbar {
                          item unread { title: ↓"3 new" symbol: "bubble.left" priority: high }
                          item mentions { title: ↓"未読 12件" symbol: "at" priority: high }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          item inbox { title: ↓"Inbox (3)" image: "tray-custom" }
                        }
                      }
                    }
                    """, note: "An image of the app's own is shown alone in the vertical bar as a symbol is."),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen mail {
                      stack {
                        toolbar {
                          item inbox { title: "Inbox" symbol: "tray" badge: 3 priority: high }
                        }
                      }
                    }
                    """, note: "The count as a badge."),
                RuleExample("""
                    screen shop {
                      stack {
                        toolbar {
                          item cart { title: "Cart $42.00" symbol: "cart" axis: horizontal-only }
                          item step { title: "Step 2" symbol: "2.circle" axis: horizontal-only }
                        }
                      }
                    }
                    """, note: "The text is the information, and the items stay horizontal."),
                RuleExample("""
                    screen player {
                      stack {
                        toolbar {
                          item skip { title: "Skip 15" symbol: "goforward.15" }
                          item week { title: "Last 7 Days" symbol: "calendar" }
                          item columns { title: "2 Columns" symbol: "rectangle.split.2x1" }
                        }
                      }
                    }
                    """, note: "Numbers that say what the action does: the symbol draws it, or a word after it is not a count of things waiting."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.items(screen) {
                    let item = site.item
                    // An image of the app's own is an icon as a symbol is: the vertical bar shows it alone too.
                    guard item.hasIcon, item.axis != .horizontalOnly, !site.isMenuEntry,
                        let title = item.title, let count = countBesideSymbol(in: title, symbol: item.symbol)
                    else { continue }
                    findings.add(
                        "item '\(item.id)' writes the count '\(count)' in its title '\(title)'; the vertical bar shows only the symbol, so use a badge ('badge: \(count)') and a plain title",
                        at: context.place(of: "title", inBlockAt: item.range, orName: item.nameRange))
                }
            }
        })

    /// Words after a number that make it a count of things waiting: `3 new`, `5 unread`.
    static let countWords: Set<String> = [
        "new", "unread", "unseen", "pending", "waiting", "items", "item", "messages", "message", "notifications", "updates",
        "alerts", "requests", "invites", "replies", "comments", "mentions", "tasks", "downloads", "errors", "warnings",
    ]

    /// The digits of a count written in a title — `(3)`, `[12]`, `3 new`, `Inbox 3`, `99+`, `12件` — or nil.
    /// Amounts (a currency sign, a decimal point, a percent sign) are information, not counts, and so are numbers
    /// that say what the action does: one the symbol draws too (`Skip 15` with `goforward.15`), and one followed
    /// by a word that is not a count of things waiting (`Last 7 Days`, `2 Columns`).
    static func countBesideSymbol(in title: String, symbol: String? = nil) -> String? {
        guard RuleText.mayHoldNumber(title) else { return nil }
        let characters = Array(title)
        if characters.contains(where: { "$€£¥₩%".contains($0) }) { return nil }
        var index = 0
        while index < characters.count {
            guard characters[index].isNumber else { index += 1; continue }
            let start = index
            while index < characters.count, characters[index].isNumber { index += 1 }
            let before = start > 0 ? characters[start - 1] : nil
            let after = index < characters.count ? characters[index] : nil
            let digits = String(characters[start..<index])
            if let before, let after, "([（【".contains(before), ")]）】".contains(after) { return digits }
            if let after, "件通個枚人".contains(after) { return digits }
            if after == "." || after == "," || before == "." || before == "," { continue }
            let opensWord = before == nil || before == " " || before == ":" || before == "："
            guard opensWord else { continue }
            if after == "+" { return digits }
            if after == nil {
                // `Inbox 3`: a number ending the title, unless the symbol draws it (`goforward.15`).
                if let symbol, symbol.split(separator: ".").contains(where: { $0 == digits }) { continue }
                return digits
            }
            if after == " " {
                let word = String(characters[(index + 1)...].prefix { $0.isLetter }).lowercased()
                if countWords.contains(word) { return digits }
            }
        }
        return nil
    }
}
