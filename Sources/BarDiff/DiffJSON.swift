import BarDiagnostics
import BarSolver

/// `--format json`: the diff as a JSON document, schema version 1 (documented in docs/diff.md).
///
/// Keys appear in a fixed order and lists in the same order as the other formats, so the document is
/// byte-identical between runs. Indices are 0-based (`index`); `label` repeats the place as text shows it
/// (1-based, `vertical #2`). A side where the entry is not at all is `null`.
public enum DiffJSON {
    /// The schema version; raised only for changes that break readers.
    public static let schemaVersion = 1

    public static func render(_ diff: SpecDiff) -> String {
        JSONValue.object([
            ("version", .int(schemaVersion)),
            ("mode", .string(diff.mode.rawValue)),
            ("old", .string(diff.old)),
            ("new", .string(diff.new)),
            ("hasDifferences", .bool(diff.hasDifferences)),
            ("screens", .array(diff.screens.map { screen($0, mode: diff.mode) })),
        ]).rendered()
    }

    static func screen(_ screen: ScreenDiff, mode: SpecDiff.Mode) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(screen.id)),
            ("title", .string(screen.title)),
            ("device", .string(screen.deviceID)),
            ("status", .string(screen.status.rawValue)),
            ("summary", .string(screen.summary)),
            ("counts", counts(screen.counts)),
        ]
        if mode == .versions {
            members.append(("declarations", .array(screen.declarations.map(declaration))))
        }
        members.append(("steps", .array(screen.steps.map { step($0, mode: mode) })))
        return .object(members)
    }

    static func counts(_ counts: ChangeCounts) -> JSONValue {
        .object([
            ("moved", .int(counts.moved)),
            ("appeared", .int(counts.appeared)),
            ("disappeared", .int(counts.disappeared)),
            ("added", .int(counts.added)),
            ("removed", .int(counts.removed)),
            ("reordered", .int(counts.reordered)),
            ("shifted", .int(counts.shifted)),
            ("orderChangedIn", .array(counts.orderChangedIn.map(JSONValue.string))),
        ])
    }

    static func declaration(_ change: DeclarationChange) -> JSONValue {
        .object([
            ("change", .string(change.kind.rawValue)),
            ("subject", .string(change.subject)),
            ("entry", change.entry.map(key) ?? .null),
            ("attribute", .string(change.attribute)),
            ("before", .string(change.before)),
            ("after", .string(change.after)),
        ])
    }

    static func step(_ step: PlacementStep, mode: SpecDiff.Mode) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if mode == .versions {
            members.append(("posture", .string(step.from)))
        } else {
            members.append(("from", .string(step.from)))
            members.append(("to", .string(step.to)))
        }
        members += [
            ("barsVertical", .object([("before", .bool(step.changes.barsVerticalBefore)), ("after", .bool(step.changes.barsVerticalAfter))])),
            ("summary", .string(step.changes.counts.summary)),
            ("entries", .array(step.changes.entries.map(entry))),
            ("orders", .array(step.changes.orders.map(order))),
        ]
        return .object(members)
    }

    static func entry(_ change: EntryChange) -> JSONValue {
        .object([
            ("change", .string(change.change.rawValue)),
            ("kind", .string(change.key.kind.name)),
            ("id", .string(change.key.id)),
            ("title", .string(change.title)),
            ("before", change.before.map(place) ?? .null),
            ("after", change.after.map(place) ?? .null),
            ("reason", .string(change.reason)),
        ])
    }

    static func place(_ place: EntryPlace) -> JSONValue {
        .object([
            ("bar", .string(place.bar.rawValue)),
            ("barId", .string(place.barID)),
            ("index", place.index.map(JSONValue.int) ?? .null),
            ("label", .string(place.label)),
        ])
    }

    static func order(_ order: OrderChange) -> JSONValue {
        .object([
            ("bar", .string(order.container)),
            ("label", .string(order.containerName)),
            ("before", .array(order.before.map(ordered))),
            ("after", .array(order.after.map(ordered))),
        ])
    }

    static func ordered(_ entry: OrderedEntry) -> JSONValue {
        .object([("kind", .string(entry.key.kind.name)), ("id", .string(entry.key.id)), ("title", .string(entry.title))])
    }

    static func key(_ key: EntryKey) -> JSONValue {
        .object([("kind", .string(key.kind.name)), ("id", .string(key.id))])
    }
}
