import BarDiagnostics
import BarModel

/// One difference between two versions of a screen's declarations: a setting, an attribute, a rename, an
/// item or tab added or removed, a changed declaration order. Version diffs list these before the placement
/// changes they cause.
public struct DeclarationChange: Hashable, Sendable {
    public enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
        /// A setting of the screen, a container, a group, a hand-made bar or the device.
        case setting
        /// An attribute of an item or a tab other than its title (priority, axis, placement, symbol…).
        case changed
        /// Same id, another title.
        case renamed
        /// The declared order of the items of a toolbar or the tabs of a tab view.
        case reordered
        /// Only NEW declares it.
        case added
        /// Only OLD declares it.
        case removed

        var rank: Int { Self.allCases.firstIndex(of: self)! }
        public static func < (a: Kind, b: Kind) -> Bool { a.rank < b.rank }
    }

    public var kind: Kind
    /// What changed: `screen`, `tab-view`, `tab toolbar › stack`, `item share`, `tab hinge`,
    /// `device iphone-duo › posture closed`, `items of stack › toolbar`.
    public var subject: String
    /// The item or tab, for entry changes (renames, attributes, added, removed); nil for settings.
    public var entry: EntryKey?
    /// The attribute as the language spells it (`compression`, `priority`, `title`); nil for added, removed and
    /// reordered subjects.
    public var attribute: String?
    /// The value before and after, spelled as in a spec; nil on the side where the subject does not exist.
    public var before: String?
    public var after: String?

    public init(kind: Kind, subject: String, entry: EntryKey? = nil, attribute: String? = nil, before: String?, after: String?) {
        self.kind = kind
        self.subject = subject
        self.entry = entry
        self.attribute = attribute
        self.before = before
        self.after = after
    }
}

/// Compares the declarations of two versions of one screen (and the devices they are solved on).
public enum DeclarationComparison {
    /// Every declaration change, in report order: settings (screen, device, containers), item and tab
    /// attributes, renames, declaration order, then additions and removals. Inside each kind, NEW's declaration
    /// order (OLD's for what NEW lacks).
    public static func compare(_ old: Screen, _ new: Screen, oldDevice: Device? = nil, newDevice: Device? = nil) -> [DeclarationChange] {
        let before = DeclarationIndex(old)
        let after = DeclarationIndex(new)
        var settings: [DeclarationChange] = []
        var changed: [DeclarationChange] = []
        var renamed: [DeclarationChange] = []
        var reordered: [DeclarationChange] = []
        var added: [DeclarationChange] = []
        var removed: [DeclarationChange] = []

        settings += attributeChanges(before.screen, after.screen, kind: .setting)
        if let oldDevice, let newDevice, oldDevice.id == newDevice.id {
            settings += deviceChanges(oldDevice, newDevice)
        }

        let oldContainers = firstByName(before.containers)
        let newContainers = firstByName(after.containers)
        for subject in unique(after.containers) {
            if let previous = oldContainers[subject.name] {
                settings += attributeChanges(previous, subject, kind: .setting)
            } else {
                settings.append(DeclarationChange(kind: .added, subject: subject.name, before: nil, after: nil))
            }
        }
        for subject in unique(before.containers) where newContainers[subject.name] == nil {
            settings.append(DeclarationChange(kind: .removed, subject: subject.name, before: nil, after: nil))
        }

        var oldEntries: [EntryKey: DeclarationIndex.Subject] = [:]
        for (key, subject) in before.entries where oldEntries[key] == nil { oldEntries[key] = subject }
        var newKeys: Set<EntryKey> = []
        for (key, subject) in after.entries where newKeys.insert(key).inserted {
            guard let previous = oldEntries[key] else {
                added.append(
                    DeclarationChange(
                        kind: .added, subject: subject.name, entry: key, before: nil,
                        after: subject.title.map { DeclarationIndex.quoted($0) } ?? "untitled"))
                continue
            }
            changed += attributeChanges(previous, subject, kind: .changed, entry: key)
            if previous.title != subject.title {
                renamed.append(
                    DeclarationChange(
                        kind: .renamed, subject: subject.name, entry: key, attribute: "title",
                        before: DeclarationIndex.quoted(previous.title), after: DeclarationIndex.quoted(subject.title)))
            }
        }
        var removedKeys: Set<EntryKey> = []
        for (key, subject) in before.entries where !newKeys.contains(key) && removedKeys.insert(key).inserted {
            removed.append(
                DeclarationChange(
                    kind: .removed, subject: subject.name, entry: key,
                    before: subject.title.map { DeclarationIndex.quoted($0) } ?? "untitled", after: nil))
        }

        var oldOrders: [String: [String]] = [:]
        for (name, ids) in before.orders where oldOrders[name] == nil { oldOrders[name] = ids }
        var seenOrders: Set<String> = []
        for (name, ids) in after.orders where seenOrders.insert(name).inserted {
            guard let previous = oldOrders[name] else { continue }
            let common = Set(previous).intersection(ids)
            let was = previous.filter(common.contains)
            let now = ids.filter(common.contains)
            if was != now {
                reordered.append(
                    DeclarationChange(
                        kind: .reordered, subject: name, attribute: "order", before: was.joined(separator: ", "),
                        after: now.joined(separator: ", ")))
            }
        }
        return settings + changed + renamed + reordered + added + removed
    }

    private static func attributeChanges(
        _ old: DeclarationIndex.Subject, _ new: DeclarationIndex.Subject, kind: DeclarationChange.Kind, entry: EntryKey? = nil
    ) -> [DeclarationChange] {
        var previous: [String: String] = [:]
        for (name, value) in old.attributes where previous[name] == nil { previous[name] = value }
        var changes: [DeclarationChange] = []
        var seen: Set<String> = []
        for (name, value) in new.attributes where seen.insert(name).inserted {
            let was = previous[name]
            if was != value {
                changes.append(DeclarationChange(kind: kind, subject: new.name, entry: entry, attribute: name, before: was ?? "none", after: value))
            }
        }
        return changes
    }

    /// Posture and obstruction numbers of the same device as declared by each version.
    private static func deviceChanges(_ old: Device, _ new: Device) -> [DeclarationChange] {
        var changes: [DeclarationChange] = []
        let subject = "device \(new.id)"
        let oldPostures = old.postures.map(\.id)
        let newPostures = new.postures.map(\.id)
        if oldPostures != newPostures {
            changes.append(
                DeclarationChange(
                    kind: .setting, subject: subject, attribute: "postures", before: oldPostures.joined(separator: ", "),
                    after: newPostures.joined(separator: ", ")))
        }
        for posture in new.postures {
            guard let previous = old.posture(posture.id) else { continue }
            let was = postureAttributes(previous)
            for (index, (name, value)) in postureAttributes(posture).enumerated() where was[index].value != value {
                changes.append(
                    DeclarationChange(
                        kind: .setting, subject: "\(subject) › posture \(posture.id)", attribute: name, before: was[index].value,
                        after: value))
            }
        }
        let oldObstructions = old.obstructions.map(\.id)
        let newObstructions = new.obstructions.map(\.id)
        if oldObstructions != newObstructions {
            changes.append(
                DeclarationChange(
                    kind: .setting, subject: subject, attribute: "obstructions",
                    before: oldObstructions.isEmpty ? "none" : oldObstructions.joined(separator: ", "),
                    after: newObstructions.isEmpty ? "none" : newObstructions.joined(separator: ", ")))
        }
        for obstruction in new.obstructions {
            guard let previous = old.obstruction(obstruction.id) else { continue }
            let pairs: [(String, String, String)] = [
                ("strip-reduction", number(previous.stripReduction), number(obstruction.stripReduction)),
                ("bottom-reduction", number(previous.bottomReduction), number(obstruction.bottomReduction)),
                ("keyboard", DeclarationIndex.yesNo(previous.isKeyboard), DeclarationIndex.yesNo(obstruction.isKeyboard)),
            ]
            for (name, was, now) in pairs where was != now {
                changes.append(
                    DeclarationChange(kind: .setting, subject: "\(subject) › obstruction \(obstruction.id)", attribute: name, before: was, after: now))
            }
        }
        return changes
    }

    /// A posture's numbers under the names a spec's `posture` block uses.
    private static func postureAttributes(_ posture: Posture) -> [(name: String, value: String)] {
        [
            ("display", posture.display.rawValue),
            ("orientation", posture.orientation.rawValue),
            ("width", number(posture.windowWidth)),
            ("height", number(posture.windowHeight)),
            ("horizontal-size-class", posture.horizontalSizeClass.rawValue),
            ("vertical-size-class", posture.verticalSizeClass.rawValue),
            ("bars", posture.bars.rawValue),
            ("strip-side", posture.stripSide.rawValue),
            ("strip-width", number(posture.stripWidth)),
            ("status-cluster", number(posture.statusClusterLength)),
            ("top-inset", number(posture.topInset)),
            ("horizontal-top-inset", posture.horizontalTopInset.map(number) ?? "none"),
            ("bottom-inset", number(posture.bottomInset)),
            ("entry-length", number(posture.entryLength)),
            ("character-width", number(posture.characterWidth)),
            ("wide-character-width", number(posture.wideCharacterWidth)),
            ("text-padding", number(posture.textPadding)),
            ("group-gap", number(posture.groupGap)),
            ("fixed-spacer", number(posture.fixedSpacerLength)),
            ("bar-margin", number(posture.barMargin)),
            ("bar-height", number(posture.barHeight)),
            ("tab-bar-capacity", String(posture.tabBarCapacity)),
            ("detail-share", number(posture.detailShare)),
            ("inspector-share", number(posture.inspectorShare)),
            ("fold-start", posture.foldStart.map(number) ?? "none"),
            ("fold-width", posture.foldWidth.map(number) ?? "none"),
        ]
    }

    /// `84`, `455.5`: integers without a fraction, others as Swift prints them.
    static func number(_ value: Double) -> String { PointText.format(value) }

    private static func firstByName(_ subjects: [DeclarationIndex.Subject]) -> [String: DeclarationIndex.Subject] {
        var result: [String: DeclarationIndex.Subject] = [:]
        for subject in subjects where result[subject.name] == nil { result[subject.name] = subject }
        return result
    }

    private static func unique(_ subjects: [DeclarationIndex.Subject]) -> [DeclarationIndex.Subject] {
        var seen: Set<String> = []
        return subjects.filter { seen.insert($0.name).inserted }
    }
}
