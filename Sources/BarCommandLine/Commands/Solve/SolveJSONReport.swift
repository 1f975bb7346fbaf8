import BarDiagnostics
import BarModel
import BarSolver
import BarWorkspace

/// The JSON form of `bar solve` (schema in docs/solve-json.md). Keys are written in a fixed order and numbers
/// in a fixed form, so the same input always gives the same bytes.
enum SolveJSONReport {
    static let version = 1

    /// The whole document at once. `bar solve` streams the same bytes with `JSONStreamWriter`, one screen at a
    /// time; this stays for callers that hold every screen anyway (and for tests comparing the two).
    static func render(_ files: [SolvedFile]) -> String {
        JSONValue.object([
            ("version", .int(version)),
            ("files", .array(files.map(file))),
        ]).rendered()
    }

    static func file(_ file: SolvedFile) -> JSONValue {
        .object([
            ("path", .string(file.path)),
            ("screens", .array(file.screens.map(screen))),
        ])
    }

    static func screen(_ solved: SolvedScreen) -> JSONValue {
        let screen = solved.screen
        return .object([
            ("name", .string(screen.id)),
            ("title", screen.title.map(JSONValue.string) ?? .null),
            ("device", .string(solved.device.id)),
            ("verticalBehavior", .string(screen.settings.verticalBehavior.rawValue)),
            ("compression", .string(screen.settings.compression.rawValue)),
            ("postures", .array(solved.placements.map(posture))),
        ])
    }

    static func posture(_ placement: Placement) -> JSONValue {
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
        members.append(("entries", .array(placement.entries.map(entry))))
        return .object(members)
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
