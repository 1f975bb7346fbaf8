import BarDiagnostics
import Testing

@testable import BarImport

@Suite struct SwiftLexerTests {
    private func kinds(_ text: String) -> [SwiftToken.Kind] {
        SwiftLexer.lex(Array(text.utf8)).tokens.map(\.kind).dropLast()
    }

    private func spellings(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return SwiftLexer.lex(bytes).tokens.dropLast().map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    private func strings(_ text: String) -> [SwiftStringLiteral] {
        SwiftLexer.lex(Array(text.utf8)).strings
    }

    @Test func nestedBlockCommentsAreSkippedWhole() {
        #expect(spellings("a /* one /* two */ still comment */ b") == ["a", "b"])
        #expect(spellings("a // line\nb") == ["a", "b"])
    }

    @Test func interpolationWithNestedParenthesesAndStringsIsOneToken() {
        let source = #"Text("Hi \(f("a)", g(1))) and \("x\(y)")") .bold()"#
        #expect(spellings(source) == ["Text", "(", #""Hi \(f("a)", g(1))) and \("x\(y)")""#, ")", ".", "bold", "(", ")"])
        #expect(strings(source).first?.value == nil)  // interpolated: no fixed value
    }

    /// A regex literal is one token, whose quotes open no string: `#/…"…/#` and `/"/` each gave a "string
    /// literal is not closed" warning and misread the rest of the line. A `/` that divides stays an operator.
    @Test func regexLiteralsAreOneTokenAndDivisionIsNot() {
        #expect(spellings(##"let key = #/^"(?<key>[^"]+)"/# ; f()"##) == ["let", "key", "=", ##"#/^"(?<key>[^"]+)"/#"##, ";", "f", "(", ")"])
        #expect(spellings("let r = ##/a/#b/##\nx") == ["let", "r", "=", "##/a/#b/##", "x"])
        #expect(spellings(#"let quote = /"/, b = f(/\d+/)"#) == ["let", "quote", "=", #"/"/"#, ",", "b", "=", "f", "(", #"/\d+/"#, ")"])
        #expect(spellings("return /x/") == ["return", "/x/"])
        #expect(spellings("let a = b / c / d") == ["let", "a", "=", "b", "/", "c", "/", "d"])
        #expect(spellings("let a = b/c/d") == ["let", "a", "=", "b", "/", "c", "/", "d"])
        #expect(spellings("x = (a) /2/ 3") == ["x", "=", "(", "a", ")", "/", "2", "/", "3"])
        #expect(spellings("f(/ 2, 3 /)") == ["f", "(", "/", "2", ",", "3", "/", ")"])
        #expect(spellings("x /= 2") == ["x", "/=", "2"])
        #expect(SwiftLexer.lex(Array(#"let q = /"/"#.utf8)).problems.isEmpty)
    }

    @Test func escapesAreDecoded() {
        #expect(strings(#""Say \"hi\"\n\u{1F44B}""#).first?.value == "Say \"hi\"\n👋")
    }

    /// A multi-line literal in a file with CRLF (or CR) line endings has the value it has with LF: its line
    /// breaks are LF and the closing delimiter's indentation is removed, as Swift reads it.
    @Test func multilineStringsReadTheSameWithAnyLineEnding() {
        let lines = ["let a = \"\"\"", "  Two", "  Lines", "  \"\"\"", ""]
        for ending in ["\n", "\r\n", "\r"] {
            #expect(strings(lines.joined(separator: ending)).first?.value == "Two\nLines", "\(Array(ending.unicodeScalars))")
        }
        // A line continuation before CRLF joins the lines as before LF; an escaped \r stays a CR.
        let continued = ["\"\"\"", "  a \\", "  b\\r", "  \"\"\""]
        let withLF = strings(continued.joined(separator: "\n")).first?.value
        #expect(withLF?.hasPrefix("a ") == true && withLF?.hasSuffix("b\r") == true && withLF?.contains("\n") == false)
        #expect(strings(continued.joined(separator: "\r\n")).first?.value == withLF)
    }

    @Test func rawStringsKeepBackslashesAndEndAtTheirPounds() {
        let source = ##"let a = #"C:\path "quoted" \n"# + b"##
        #expect(strings(source).first?.value == #"C:\path "quoted" \n"#)
        #expect(spellings(source).last == "b")
        #expect(strings(###"##"one "# two"##"###).first?.value == ##"one "# two"##)
    }

    @Test func multiLineStringsDropTheirIndentation() {
        let source = "let s = \"\"\"\n    first\n      second\n    \"\"\"\nnext"
        #expect(strings(source).first?.value == "first\n  second")
        #expect(spellings(source).last == "next")
    }

    /// A literal's value is read from the file in place until an escape, then copied: both ways give the value.
    @Test func valuesWithAndWithoutEscapesAtEveryPlace() {
        #expect(strings(#""plain "#).first?.value == "plain ")
        #expect(strings(#""\tlead""#).first?.value == "\tlead")
        #expect(strings(#""mid\"dle""#).first?.value == "mid\"dle")
        #expect(strings(#""end\\""#).first?.value == "end\\")
        #expect(strings(#""a\u{41}b" + "c""#).map(\.value) == ["aAb", "c"])
        #expect(strings(##"#"raw \n "quoted" "#"##).first?.value == #"raw \n "quoted" "#)
        #expect(strings(##"#"raw \#n"#"##).first?.value == "raw \n")
        #expect(strings("\"\"\"\n  one \"two\"\n  \"\"\"").first?.value == "one \"two\"")
        // Unterminated: the value runs to the line break, or to the end of the file, with or without an escape.
        #expect(strings("\"open\nnext").first?.value == "open")
        #expect(strings("\"open").first?.value == "open")
        #expect(strings("\"op\\ten").first?.value == "op\ten")
        #expect(strings("\"trailing\\").first?.value == "trailing")
        #expect(strings("\"").first?.value == "")
    }

    /// The masks say what the comparisons say, for every byte.
    @Test func identifierBytesAreLettersDigitsUnderscoreAndNonASCII() {
        for value in 0...255 {
            let byte = UInt8(value)
            let expected = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F || byte >= 0x80
            #expect(SwiftLexer.isIdentifierContinue(byte) == expected, "byte \(value)")
        }
    }

    /// Every word the parser tells apart is classified, and nothing else is: not a prefix, an extension, another
    /// case or a word of another length that shares the first letter.
    @Test func keywordsAreClassifiedExactly() {
        func keyword(_ text: String) -> SwiftKeyword? { SwiftLexer.lex(Array(text.utf8)).tokens.first?.keyword }
        let listed = Dictionary(uniqueKeysWithValues: SwiftKeyword.words)
        for (word, expected) in SwiftKeyword.words {
            #expect(keyword(word) == expected, "\(word)")
            #expect(keyword(word + "x") == listed[word + "x"] ?? SwiftKeyword.none, "\(word)x")
            let shorter = String(word.dropLast())
            #expect(keyword(shorter) == listed[shorter] ?? SwiftKeyword.none, "\(shorter)")
            #expect(keyword(word.capitalized) == SwiftKeyword.none, "\(word.capitalized)")
        }
        for (directive, expected) in [("#if", SwiftKeyword.poundIf), ("#elseif", .poundElseif), ("#else", .poundElse), ("#endif", .poundEndif)] {
            #expect(keyword(directive) == expected)
            #expect(keyword(directive + "s") == SwiftKeyword.none)
        }
        for other in ["a", "ix", "iff", "swift", "precedencegroups", "x_", "_if", "élse", "self", "Self", "true"] {
            #expect(keyword(other) == SwiftKeyword.none, "\(other)")
        }
    }

    @Test func directivesAttributesAndOperators() {
        #expect(kinds("#if os(iOS)\n@MainActor x ?? y -> z\n#endif") == [
            .pound, .identifier, .leftParen, .identifier, .rightParen, .attribute, .identifier, .operator, .identifier,
            .operator, .identifier, .pound,
        ])
        #expect(spellings("a...b ..<c x?.y") == ["a", "...", "b", "..<", "c", "x", "?", ".", "y"])
    }

    @Test func lineStartsAreMarked() {
        let tokens = SwiftLexer.lex(Array("a\n.b /* x\n */ c".utf8)).tokens
        #expect(tokens.map(\.startsLine) == [true, true, false, true, true])
    }

    @Test func unterminatedStringAndCommentAreReportedNotFatal() {
        let lexed = SwiftLexer.lex(Array("let a = \"open\nlet b = 1 /* never closed".utf8))
        #expect(lexed.problems.count == 2)
        #expect(lexed.tokens.last?.kind == .endOfFile)
    }

    /// The brackets the lexer tracks as it makes their tokens say what a pass over the tokens says.
    @Test func bracketProblemsFoundWhileLexingAreThoseOfTheTokens() {
        let deep = String(repeating: "(", count: SwiftParser.maximumDepth + 3) + String(repeating: ")", count: SwiftParser.maximumDepth + 3)
        let samples = [
            "struct V { var body: some View { List { }.toolbar { Button(\"A\") { } } } }",
            "func f() { g(a: [1, 2)] }\nstruct W { }",
            "struct V {\n  var body: some View {\n    Text(\"(\\(x))\")\n",
            "let a = [ ( { ] ) }",
            ") ] } func g() {",
            "f(" + deep + "\nstruct Z { [",
            "",
        ]
        for text in samples {
            let bytes = Array(text.utf8)
            let lexed = SwiftLexer.lex(bytes)
            let found = BracketProblem.find(in: lexed.tokens, bytes: bytes, maximumDepth: SwiftParser.maximumDepth)
            #expect(lexed.bracketProblems == found, "\(text)")
        }
        #expect(!SwiftLexer.lex(Array(("f(" + deep + "\n{").utf8)).bracketProblems.isEmpty)
    }

    /// Offsets are kept in 32 bits, so a file is read up to `maximumFileSize` bytes and the rest is named as
    /// not read — shown here with a small limit, since a 2 GiB test file is out of the question.
    @Test func aFileOverTheLimitIsReadUpToItWithAProblem() {
        let bytes = Array("let a = 1\nlet b = 2\n".utf8)
        let lexed = SwiftLexer.lex(bytes, limit: 10)
        #expect(lexed.tokens.dropLast().map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) } == ["let", "a", "=", "1"])
        #expect(lexed.tokens.last?.kind == .endOfFile && lexed.tokens.last?.start == 10)
        #expect(lexed.problems.map(\.offset) == [10])
        #expect(lexed.problems.first?.message.contains("longer than 10 bytes") == true)
        #expect(SwiftLexer.lex(bytes, limit: bytes.count).problems.isEmpty)
    }

    @Test func tokensAreSixteenBytesAndKeepTheirFields() {
        #expect(MemoryLayout<SwiftToken>.stride == 16)
        let token = SwiftToken(kind: .string, start: SwiftLexer.maximumFileSize - 1, end: SwiftLexer.maximumFileSize, startsLine: true, payload: 7, keyword: .none)
        #expect(token.start == SwiftLexer.maximumFileSize - 1 && token.end == SwiftLexer.maximumFileSize && token.payload == 7 && token.startsLine)
        #expect(SwiftToken(kind: .identifier, start: 0, end: 1, startsLine: false).payload == -1)
    }
}
