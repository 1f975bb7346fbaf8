import BarCommandLine
import Testing

@Suite("Frame: argument parsing")
struct ArgumentParsingTests {
    let declaration = SolveTestCommand.declaration

    @Test func longOptionsWithSpaceAndEquals() throws {
        let parsed = try declaration.parse(["a.bar", "--device", "pixel-fold", "--format=json"])
        #expect(parsed.positionals == ["a.bar"])
        #expect(parsed.value("device") == "pixel-fold")
        #expect(parsed.value("--format") == "json")
        #expect(parsed.isGiven("device"))
    }

    @Test func shortOptionsAndGroupedFlags() throws {
        let parsed = try declaration.parse(["-d", "pixel-fold", "a.bar", "-s"])
        #expect(parsed.value("device") == "pixel-fold")
        #expect(parsed.flag("strict"))
        #expect(!parsed.flag("no-color"))

        let grouped = try declaration.parse(["-sd", "x", "a.bar"])
        #expect(grouped.flag("strict"))
        #expect(grouped.value("device") == "x")

        let attached = try declaration.parse(["-d=x", "a.bar"])
        #expect(attached.value("device") == "x")
    }

    @Test func defaultsApplyWhenNotGiven() throws {
        let parsed = try declaration.parse(["a.bar"])
        #expect(parsed.value("device") == "iphone-duo")
        #expect(!parsed.isGiven("device"))
        #expect(parsed.values("format") == ["text"])
        #expect(parsed.value("posture") == nil)
        #expect(parsed.values("posture") == [])
    }

    @Test func repeatedOptionsKeepEveryValueInOrder() throws {
        let parsed = try declaration.parse(["--posture", "open", "a.bar", "--posture=closed", "b.bar"])
        #expect(parsed.values("posture") == ["open", "closed"])
        #expect(parsed.positionals == ["a.bar", "b.bar"])
    }

    @Test func lastValueWinsForSingleOptions() throws {
        let parsed = try declaration.parse(["--format", "json", "--format", "text", "a.bar"])
        #expect(parsed.value("format") == "text")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try declaration.parse(["--strict", "--", "--device", "-x.bar", "-"])
        #expect(parsed.flag("strict"))
        #expect(parsed.positionals == ["--device", "-x.bar", "-"])
        #expect(parsed.value("device") == "iphone-duo")
    }

    @Test func singleDashIsStandardInputPositionalAndValue() throws {
        let parsed = try declaration.parse(["-", "--device", "-"])
        #expect(parsed.positionals == ["-"])
        #expect(parsed.value("device") == "-")
    }

    @Test func valuesMayContainEqualsAndSpaces() throws {
        let parsed = try declaration.parse(["--device=a=b", "--posture", "with space", "x"])
        #expect(parsed.value("device") == "a=b")
        #expect(parsed.values("posture") == ["with space"])
    }

    @Test func helpIsRequestedBeforeDoubleDashOnly() {
        #expect(declaration.requestsHelp(["a.bar", "--help"]))
        #expect(declaration.requestsHelp(["--posturee", "-h"]))
        #expect(!declaration.requestsHelp(["--", "--help"]))
        #expect(!declaration.requestsHelp(["--device=-h"]))
    }

    @Test func unknownLongOptionSuggestsClosest() {
        #expect(throws: UsageError("unknown option '--posturee'", suggestion: "--posture")) {
            try declaration.parse(["a.bar", "--posturee", "open"])
        }
        #expect(throws: UsageError("unknown option '--posturee'", suggestion: "--posture")) {
            try declaration.parse(["a.bar", "--posturee=open"])
        }
        #expect(throws: UsageError("unknown option '--zzzzzz'")) {
            try declaration.parse(["a.bar", "--zzzzzz"])
        }
    }

    @Test func singleDashLongNameSuggestsDoubleDash() {
        #expect(throws: UsageError("unknown option '-strict'", suggestion: "--strict")) {
            try declaration.parse(["a.bar", "-strict"])
        }
        #expect(throws: UsageError("unknown option '-x'")) {
            try declaration.parse(["a.bar", "-x"])
        }
    }

    @Test func missingValue() {
        #expect(throws: UsageError("missing value for '--device <name>'")) {
            try declaration.parse(["a.bar", "--device"])
        }
        #expect(throws: UsageError("missing value for '--device <name>'")) {
            try declaration.parse(["--device", "--strict", "a.bar"])
        }
        #expect(throws: UsageError("missing value for '--device <name>'")) {
            try declaration.parse(["--device=", "a.bar"])
        }
        #expect(throws: UsageError("missing value for '-d <name>'")) {
            try declaration.parse(["a.bar", "-d"])
        }
    }

    /// A negative number is a value (wrong, most likely, and then said so by the command), not a missing one.
    @Test func aNegativeNumberIsAValue() throws {
        #expect(try declaration.parse(["a.bar", "--device", "-1"]).value("device") == "-1")
        #expect(try declaration.parse(["a.bar", "-d", "-2.5"]).value("device") == "-2.5")
        #expect(throws: UsageError("missing value for '--device <name>'")) { try declaration.parse(["--device", "-s", "a.bar"]) }
        // Only a number: `-5x` or `-1.` are not values.
        #expect(throws: UsageError("missing value for '--device <name>'")) { try declaration.parse(["a.bar", "--device", "-5x"]) }
        #expect(throws: UsageError("missing value for '--device <name>'")) { try declaration.parse(["a.bar", "--device", "-1."]) }
        let port = CheckRun.bar(["preview", ".", "--port", "-1"])
        #expect(port.status == 64)
        #expect(port.error.hasPrefix("error: invalid value '-1' for '--port <port>' (expected a number from 0 to 65535)"))
    }

    @Test func badEnumValueListsAllowedValuesAndSuggests() {
        let error = UsageError("invalid value 'jsn' for '--format' (expected one of: text, json)", suggestion: "json")
        #expect(throws: error) { try declaration.parse(["a.bar", "--format", "jsn"]) }
        #expect(error.description == "invalid value 'jsn' for '--format' (expected one of: text, json); did you mean 'json'?")
        #expect(throws: UsageError("invalid value 'xml' for '--format' (expected one of: text, json)")) {
            try declaration.parse(["a.bar", "--format=xml"])
        }
    }

    @Test func flagsTakeNoValue() {
        #expect(throws: UsageError("option '--strict' does not take a value")) {
            try declaration.parse(["a.bar", "--strict=yes"])
        }
        #expect(throws: UsageError("option '-s' does not take a value")) {
            try declaration.parse(["a.bar", "-s=yes"])
        }
    }

    @Test func shortOptionMustEndItsGroup() {
        #expect(throws: UsageError("option '-d' takes a value, so it must come last in '-ds'")) {
            try declaration.parse(["a.bar", "-ds", "x"])
        }
    }

    @Test func positionalCounts() throws {
        #expect(throws: UsageError("missing argument '<files> ...'")) {
            try declaration.parse(["--strict"])
        }
        let diff = DiffTestCommand.declaration
        #expect(throws: UsageError("missing argument '<new>'")) { try diff.parse(["old.bar"]) }
        #expect(throws: UsageError("unexpected argument 'extra'")) {
            try diff.parse(["old.bar", "new.bar", "out.txt", "extra"])
        }
        #expect(try diff.parse(["old.bar", "new.bar"]).positionals == ["old.bar", "new.bar"])
        #expect(try diff.parse(["a", "b", "c"]).positionals == ["a", "b", "c"])
    }

    /// An empty argument (an unset shell variable, `bar check "$SPECS"`) names nothing: joined to the working
    /// folder it named that folder, read and reported as `/name.bar`.
    @Test func emptyArgumentsAndValuesAreUsageErrors() throws {
        #expect(throws: UsageError("<files> cannot be empty: an empty argument names nothing")) { try declaration.parse(["a.bar", ""]) }
        let diff = DiffTestCommand.declaration
        #expect(throws: UsageError("<new> cannot be empty: an empty argument names nothing")) { try diff.parse(["old.bar", ""]) }
        #expect(throws: UsageError("--device needs a name; it was given an empty one")) { try declaration.parse(["a.bar", "--device", ""]) }
        #expect(throws: UsageError("-d needs a name; it was given an empty one")) { try declaration.parse(["a.bar", "-d", ""]) }
        // Help is still help.
        #expect(try declaration.parse(["", "--help"]).flag("help"))
    }
}
