import BarDiagnostics
import BarModel

extension LintRule {
    /// An amount, price or total in the title of an item that may go vertical: the vertical bar shows the
    /// symbol alone, and the number is lost (§8; [S2]: a cart button's total cannot be dropped, so the item
    /// stays horizontal). Counts are `count-beside-symbol`'s: they belong in a badge.
    public static let amountBesideSymbol = LintRule(
        RuleDescription(
            id: "amount-beside-symbol",
            name: "Amount beside a symbol that may go vertical",
            summary: "An item with a symbol writes an amount, a price or a total in its title (\"Cart $42.00\", \"Total 1,280円\", \"-15%\") but may take the vertical bar, where only the symbol shows.",
            rationale: """
                In the vertical bar an item shows its symbol only (P12, P17). When the text beside the symbol is \
                the information itself — a cart's total, a price, a balance, a discount — it cannot be dropped or \
                turned into a badge: the item has to stay horizontal (§8). Mark it axis: horizontal-only; it then \
                keeps its text in a horizontal bar (and, while bars are vertical, in the navigation bar at the top, \
                P15). Counts are a different case: count-beside-symbol asks for a badge instead.
                """,
            platformRules: [.p12, .p15, .p17, .section(8)],
            severity: .warning, kind: .design,
            triggeringExamples: [
                RuleExample("""
                    screen shop {
                      stack {
                        toolbar {
                          item cart { title: ↓"Cart $42.00" symbol: "cart" }
                        }
                      }
                    }
                    """),
                RuleExample("""
                    screen checkout {
                      stack {
                        toolbar {
                          item total { title: ↓"合計 1,280円" symbol: "yensign.circle" axis: vertical-preferred }
                          item sale { title: ↓"Sale -15%" symbol: "tag" }
                          item balance { title: ↓"Total: 12.50" symbol: "creditcard" }
                        }
                      }
                    }
                    """),
            ],
            nonTriggeringExamples: [
                RuleExample("""
                    screen checkout {
                      stack {
                        toolbar {
                          item tip { title: "Tip $5" symbol: "heart" placement: keyboard }
                        }
                        inspector {
                          toolbar {
                            item fee { title: "Fee $2.00" symbol: "creditcard" }
                          }
                        }
                      }
                    }
                    """, note: "Keyboard items (P10) and an inspector's items (P8) never take the vertical bar."),
                RuleExample("""
                    screen shop {
                      stack {
                        toolbar {
                          item cart { title: "Cart $42.00" symbol: "cart" axis: horizontal-only }
                        }
                      }
                    }
                    """, note: "The total is the information, and the item stays horizontal."),
                RuleExample("""
                    screen shop {
                      stack {
                        toolbar {
                          item cart { title: "Cart" symbol: "cart" badge: 3 }
                          item step { title: "Step 2" symbol: "2.circle" axis: horizontal-only }
                        }
                      }
                    }
                    """, note: "No amount beside a symbol: a plain title with a badge, and a step number that is not an amount."),
            ]),
        check: { context, findings in
            for screen in context.screens {
                for site in context.items(screen) {
                    // Read in place: most items are let go here, and a copy retains all their strings.
                    guard site.item.hasIconPresentation, site.mayTakeVerticalBar,
                        let title = site.item.title, let amount = amountInTitle(title)
                    else { continue }
                    let item = site.item
                    findings.add(
                        "item '\(item.id)' shows the amount '\(amount)' in its title '\(title)', but may take the vertical bar, which shows only its symbol; the amount is the information, so keep the item horizontal ('axis: horizontal-only')",
                        at: context.place(of: "title", inBlockAt: item.range, orName: item.nameRange))
                }
            }
        })

    /// The amount written in a title — a number with a currency sign or currency word (`$42.00`, `1,280円`,
    /// `€ 9`), a percentage (`-15%`), or a number after a total word (`Total 12.50`, `合計 3`) — or nil.
    static func amountInTitle(_ title: String) -> String? {
        guard RuleText.mayHoldNumber(title) else { return nil }
        let characters = Array(title)
        let currencySigns: Set<Character> = ["$", "€", "£", "¥", "₩", "₹", "￥", "円", "元", "%", "％"]
        var index = 0
        while index < characters.count {
            guard characters[index].isNumber else { index += 1; continue }
            var start = index
            while index < characters.count, characters[index].isNumber || ((characters[index] == "." || characters[index] == ",") && index + 1 < characters.count && characters[index + 1].isNumber) {
                index += 1
            }
            var end = index
            // A sign or currency right before (allowing one space), or right after (allowing one space).
            var lookBack = start - 1
            if lookBack >= 0, characters[lookBack] == " " { lookBack -= 1 }
            if lookBack >= 0, characters[lookBack] == "-" || characters[lookBack] == "+" { lookBack -= 1 }
            var lookAhead = end
            if lookAhead < characters.count, characters[lookAhead] == " " { lookAhead += 1 }
            if lookBack >= 0, currencySigns.contains(characters[lookBack]) {
                start = lookBack
                return String(characters[start..<end])
            }
            if lookAhead < characters.count, currencySigns.contains(characters[lookAhead]) {
                end = lookAhead + 1
                return String(characters[start..<end]).trimmingLeadingSign(characters, start)
            }
            let before = String(characters[..<start]).lowercased()
            if totalWords.contains(where: { before.hasSuffix($0) || before.hasSuffix($0 + " ") || before.hasSuffix($0 + ": ") || before.hasSuffix($0 + ":") }) {
                return String(characters[start..<end])
            }
        }
        return nil
    }

    /// Words that make the number after them a total or an amount.
    private static let totalWords = ["total", "subtotal", "balance", "amount", "price", "合計", "小計", "残高", "金額", "価格"]
}

private extension String {
    /// Keeps a sign written right before the number (`-15%`).
    func trimmingLeadingSign(_ characters: [Character], _ start: Int) -> String {
        start > 0 && (characters[start - 1] == "-" || characters[start - 1] == "+") ? String(characters[start - 1]) + self : self
    }
}
