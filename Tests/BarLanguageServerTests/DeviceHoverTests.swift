import BarDiagnostics
import BarLanguageServer
import Testing

/// Hover and completion on device, posture and obstruction ids, at positions marked in the text
/// (`1️⃣`, `2️⃣`, … stand where the cursor is and are taken out before the text is sent).
@Suite("Device hover and completion")
struct DeviceHoverTests {
    static let marked = """
        device t1️⃣all {
          base: iphone-2️⃣duo
          posture clo3️⃣sed { height: 720 }
          posture table4️⃣top { base: open-land5️⃣scape fold-width: 48 }
          obstruction ban6️⃣ner { strip-reduction: 60 }
        }

        screen inbox {
          device: ta7️⃣ll
          stack { title: "受信 📬" toolbar { item compose { title: "Compose" symbol: "square.and.pencil" } } }
        }
        screen other { device: iph8️⃣one stack { } }
        screen plain { stack { } }

        """

    /// The text without markers, and each marker's LSP position (line, UTF-16 column).
    static func unmarked(_ marked: String) -> (text: String, positions: [Int: (line: Int, character: Int)]) {
        var text = ""
        var positions: [Int: (Int, Int)] = [:]
        var line = 0
        var column = 0
        let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]
        for character in marked {
            if let index = markers.firstIndex(of: String(character)) {
                positions[index + 1] = (line, column)
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 0
            } else {
                column += String(character).utf16.count
            }
        }
        return (text, positions)
    }

    /// A server with the document open; `request` asks `method` at marker `marker`.
    struct Session {
        let server = LanguageServer(version: "test")
        let positions: [Int: (line: Int, character: Int)]

        init(_ marked: String) {
            let (text, positions) = DeviceHoverTests.unmarked(marked)
            self.positions = positions
            server.handle(batch: [
                #"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"textDocument":{"hover":{"contentFormat":["markdown"]}}}}}"#,
                #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
                JSONValue.object([
                    ("jsonrpc", .string("2.0")), ("method", .string("textDocument/didOpen")),
                    ("params", .object([("textDocument", .object([
                        ("uri", .string("file:///d.bar")), ("languageId", .string("bar")), ("version", .int(1)), ("text", .string(text)),
                    ]))])),
                ]).compactText(),
            ].map { Array($0.utf8) })
            _ = server.takeOutgoing()
        }

        func request(_ method: String, at marker: Int) -> JSONValue {
            let position = positions[marker]!
            server.handle(batch: [Array(#"{"jsonrpc":"2.0","id":1,"method":"\#(method)","params":{"textDocument":{"uri":"file:///d.bar"},"position":{"line":\#(position.line),"character":\#(position.character)}}}"#.utf8)])
            return server.takeOutgoing().first { $0["id"]?.intValue == 1 }?["result"] ?? .null
        }

        func hover(at marker: Int) -> String? {
            request("textDocument/hover", at: marker)["contents"]?["value"]?.stringValue
        }

        func completionLabels(at marker: Int) -> [String] {
            request("textDocument/completion", at: marker)["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
        }
    }

    @Test("a device declared in the file: its origin, postures as resolved, obstructions and the screens on it")
    func deviceDeclaration() throws {
        let session = Session(Self.marked)
        let hover = try #require(session.hover(at: 1))
        #expect(hover == """
            **device `tall`** — declared in this file, based on `iphone-duo`

            | posture | display | window | bars |
            |---|---|---|---|
            | closed | outer, portrait | 466 × 720 pt | vertical, along the right side, 84 pt wide |
            | closed-landscape | outer, landscape | 678 × 466 pt | vertical, along the right side, 84 pt wide |
            | open-landscape | inner, landscape | 951 × 669 pt | vertical, along the right side, 84 pt wide |
            | open-portrait | inner, portrait | 669 × 951 pt | horizontal |
            | tabletop | inner, landscape | 951 × 669 pt | vertical, along the right side, 84 pt wide |

            Obstructions (`posture+id`): `keyboard` (−200 pt of strip, −200 pt at the bottom, the keyboard), `pip` (−120 pt of strip), `banner` (−60 pt of strip)

            Screens solved on it: `inbox`

            """)
        // Named by a screen's `device:`: the same answer.
        #expect(session.hover(at: 7) == hover)
    }

    @Test("built-in devices named by base: and device:")
    func builtInDevices() throws {
        let session = Session(Self.marked)
        let duo = try #require(session.hover(at: 2))
        #expect(duo.hasPrefix("**device `iphone-duo`** — built in, the default\n"))
        #expect(duo.contains("| closed | outer, portrait | 466 × 678 pt |"), "the built-in numbers, not the file's override")
        #expect(duo.hasSuffix("Screens solved on it: `plain`\n"), "a screen without device: is solved on the default")
        let phone = try #require(session.hover(at: 8))
        #expect(phone.hasPrefix("**device `iphone`** — built in\n"))
        #expect(phone.contains("| portrait | single, portrait | 393 × 852 pt | horizontal |"))
        #expect(phone.hasSuffix("Screens solved on it: `other`\n"))
    }

    @Test("a posture overridden, a posture derived, the posture it derives from, an obstruction")
    func posturesAndObstructions() throws {
        let session = Session(Self.marked)
        let closed = try #require(session.hover(at: 3))
        #expect(closed.hasPrefix("**posture `closed`** of `tall` — outer display, portrait, 466 × 720 pt window, size classes compact × regular\n"))
        #expect(closed.contains("- bars: vertical, along the right side, 84 pt wide; status cluster 170 pt, so 516 pt of strip for entries\n"), "720 − 170 − 34")
        #expect(closed.contains("- with obstructions: `closed+keyboard`, `closed+pip`, `closed+banner`\n"))
        let tabletop = try #require(session.hover(at: 4))
        #expect(tabletop.contains("- fold: from 455.5 pt, 48 pt wide\n"), "open-landscape's fold start with the width changed")
        let base = try #require(session.hover(at: 5))
        #expect(base.hasPrefix("**posture `open-landscape`** of `tall`"))
        #expect(base.contains("- fold: from 455.5 pt, 40 pt wide\n"))
        #expect(session.hover(at: 6) == "**obstruction `banner`** of `tall` — −60 pt of strip; solved as `closed+banner` and so on\n")
    }

    @Test("an unknown device says which there are")
    func unknownDevice() throws {
        let session = Session("screen a {\n  device: nowh1️⃣ere\n  stack { }\n}\n")
        #expect(session.hover(at: 1) == "**device `nowhere`** — unknown here; devices: `iphone-duo`, `iphone`")
    }

    @Test("completion: device ids once each, a device's base postures and obstructions to override")
    func completion() {
        let session = Session("""
            device tall {
              base: iphone-duo
              posture closed { height: 700 }
              posture 1️⃣
              obstruction 2️⃣
            }
            device mine { base: iphone posture 3️⃣ }
            screen a { device: 4️⃣ stack { } }

            """)
        #expect(session.completionLabels(at: 1) == ["closed-landscape", "open-landscape", "open-portrait"], "closed is already overridden")
        #expect(session.completionLabels(at: 2) == ["keyboard", "pip"])
        #expect(session.completionLabels(at: 3) == ["portrait", "landscape"])
        #expect(session.completionLabels(at: 4) == ["iphone-duo", "iphone", "tall", "mine"])
    }

    @Test("completion after a device's base: built-in devices only, never one the file declares")
    func deviceBaseCompletion() {
        let session = Session("device mine {\n  base: iphone-duo\n}\ndevice other {\n  base: 1️⃣\n}\n")
        #expect(session.completionLabels(at: 1) == ["iphone-duo", "iphone"])
    }

    @Test("completion after a posture's base: the postures its device has, from its base and declared above it")
    func postureBaseCompletion() {
        // A device without a base: only the postures declared above; not the built-in default's.
        let standalone = Session("""
            device solo {
              posture p1 { display: single orientation: portrait width: 400 height: 800 bars: horizontal }
              posture p2 { base: 1️⃣ width: 500 }
              posture p3 { display: single orientation: landscape width: 800 height: 400 bars: horizontal }
            }

            """)
        #expect(standalone.completionLabels(at: 1) == ["p1"])
        // A device with a base: its base's postures, then those declared above, each once.
        let based = Session("""
            device tall {
              base: iphone
              posture portrait { height: 900 }
              posture tabletop { base: landscape width: 700 }
              posture folded { base: 1️⃣ }
              posture later { base: portrait }
            }

            """)
        #expect(based.completionLabels(at: 1) == ["portrait", "landscape", "tabletop"])
    }
}
