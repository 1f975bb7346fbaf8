import BarDiagnostics
import BarModel
import BarSolver
import BarWorkspace

/// The JSON form of `bar solve` (schema in docs/solve-json.md). Keys are written in a fixed order and numbers
/// in a fixed form, so the same input always gives the same bytes.
enum SolveJSONReport {
    static let version = 1

    /// One screen's object written into `json` member by member and entry by entry, handing the text to `flush`
    /// every `entriesPerFlush` entries. Built whole as a `JSONValue` first, a screen of 250,000 items took
    /// 2.2 GB to print 538 MB of JSON; what is held now is the placements and one batch of text. The command
    /// opens the document and each file around the screens (`bar solve`).
    static func write(_ solved: SolvedScreen, into json: inout JSONStreamWriter, flush: (String) -> Void) {
        let screen = solved.screen
        json.beginObject()
        json.value(.string(screen.id), "name")
        json.value(screen.title.map(JSONValue.string) ?? .null, "title")
        json.value(.string(solved.device.id), "device")
        json.value(.string(screen.settings.verticalBehavior.rawValue), "verticalBehavior")
        json.value(.string(screen.settings.compression.rawValue), "compression")
        json.beginArray("postures")
        for placement in solved.placements {
            json.beginObject()
            for (key, value) in postureMembers(placement) { json.value(value, key) }
            json.beginArray("entries")
            for (index, placed) in placement.entries.enumerated() {
                json.value(entry(placed))
                if index % entriesPerFlush == entriesPerFlush - 1 { flush(json.take()) }
            }
            json.end()
            json.end()
        }
        json.end()
        json.end()
    }

    /// Entries written between two hand-overs of text (`write`): about a megabyte of JSON.
    static let entriesPerFlush = 2_048

    /// A posture's members before its entries, in the schema's order.
    private static func postureMembers(_ placement: Placement) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("posture", .string(placement.postureName)),
            ("device", .string(placement.deviceID)),
            ("verticalEdge", placement.verticalEdge.map { .string($0.rawValue) } ?? .null),
            ("physicalSide", placement.physicalSide.map { .string($0.rawValue) } ?? .null),
            ("layoutDirection", .string(placement.layoutDirection.rawValue)),
            ("verticalBehavior", .string(placement.verticalBehavior.rawValue)),
            ("compression", .string(placement.compression.rawValue)),
            ("window", .object([("width", .number(placement.windowSize.width)), ("height", .number(placement.windowSize.height))])),
        ]
        if let strip = placement.strip {
            members.append(("strip", .object([
                ("usableLength", .number(strip.usableLength)),
                ("requiredLength", .number(strip.requiredLength)),
                ("entryCapacity", .int(strip.entryCapacity)),
                ("requiredEntries", .int(strip.requiredEntries)),
                ("tabsCollapsed", .bool(strip.tabsCollapsed)),
            ])))
        } else {
            members.append(("strip", .null))
        }
        members.append(("bars", .array(placement.bars.map { bar in
            .object([
                ("id", .string(bar.id)), ("bar", .string(bar.kind.rawValue)), ("role", .string(bar.role.rawValue)),
                ("frame", rect(bar.rect)),
            ])
        })))
        return members
    }

    static func entry(_ entry: PlacedEntry) -> JSONValue {
        .object([
            ("id", .string(entry.id)),
            ("title", .string(entry.title)),
            ("kind", .string(entry.kind.name)),
            ("bar", .string(entry.bar.rawValue)),
            ("barId", entry.barID.map(JSONValue.string) ?? .null),
            ("index", entry.index.map(JSONValue.int) ?? .null),
            ("frame", entry.frame.map(rect) ?? .null),
            ("reason", .string(entry.reason)),
            ("rules", .array(entry.rules.map { .string($0.description) })),
        ])
    }

    static func rect(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }
}
