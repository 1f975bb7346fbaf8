import BarDiagnostics
import BarSyntax

/// Lowers `device` blocks: a device either extends a built-in one (`base: iphone-duo`), overriding some
/// numbers of its postures and adding postures or obstructions, or stands alone with every posture complete.
struct DeviceLowering {
    let sink: DiagnosticSink

    func device(_ block: Block) -> Device? {
        let reader = BlockReader(block, sink: sink)
        guard let name = reader.name() else { return nil }
        var device = Device(id: name.text, postures: [], obstructions: [], range: block.range)
        if let base = reader.reference(.base) {
            let names = BuiltInDevices.all.map(\.id)
            if let builtIn = BuiltInDevices.all.first(where: { $0.id == base.text }) {
                device.postures = builtIn.postures
                device.obstructions = builtIn.obstructions
            } else {
                sink.error(.unknownReference, "unknown base device '\(base.text)'; built-in devices are: \(names.joined(separator: ", "))\(Suggestion.didYouMean(base.text, in: names))", at: base.range)
            }
        }
        var declared: [String: SourceRange] = [:]
        // Postures declared here that could not be read (their errors are said): the device is not empty then.
        var failedPostures = 0
        for entry in reader.children {
            let childReader = reader.reader(entry)
            guard let childName = childReader.name() else { continue }
            if let first = declared[childName.text] {
                sink.error(.duplicateId, "'\(childName.text)' is declared twice in device '\(name.text)'", at: childName.range, notes: [.init("first declared here", at: first)])
                continue
            }
            declared[childName.text] = childName.range
            switch entry.word {
            case .posture:
                if let posture = posture(childReader, name: childName, in: device) {
                    if let index = device.postures.firstIndex(where: { $0.id == posture.id }) {
                        device.postures[index] = posture
                    } else {
                        device.postures.append(posture)
                    }
                } else {
                    failedPostures += 1
                }
            case .obstruction:
                if let obstruction = obstruction(childReader, name: childName, in: device) {
                    if let index = device.obstructions.firstIndex(where: { $0.id == obstruction.id }) {
                        device.obstructions[index] = obstruction
                    } else {
                        device.obstructions.append(obstruction)
                    }
                }
            default:
                continue
            }
        }
        // Posture and obstruction ids share one namespace (`closed+keyboard` must mean one thing): a block here
        // may not take a name its base device gives the other kind.
        for posture in device.postures where device.obstructions.contains(where: { $0.id == posture.id }) {
            sink.error(
                .duplicateId,
                "'\(posture.id)' names both a posture and an obstruction of device '\(name.text)'; posture and obstruction ids share one namespace, so rename one",
                at: declared[posture.id] ?? name.range)
        }
        if device.postures.isEmpty, !reader.has(.base), failedPostures == 0 {
            sink.error(.emptyDevice, "device '\(name.text)' has no postures; add 'base: iphone-duo' or a 'posture <name> { … }' block", at: name.range)
            return nil
        }
        return device.postures.isEmpty ? nil : device
    }

    private func posture(_ reader: BlockReader, name: (text: String, range: SourceRange), in device: Device) -> Posture? {
        var posture: Posture
        if let base = reader.reference(.base) {
            guard let found = device.posture(base.text) else {
                let names = device.postures.map(\.id)
                sink.error(.unknownReference, "unknown base posture '\(base.text)'\(names.isEmpty ? "" : "; postures are: " + names.joined(separator: ", "))\(Suggestion.didYouMean(base.text, in: names))", at: base.range)
                return nil
            }
            posture = found
            posture.id = name.text
        } else if let found = device.posture(name.text) {
            posture = found  // overriding a posture of the base device
        } else {
            let required: [Word] = [.display, .orientation, .width, .height, .bars]
            let missing = required.filter { !reader.has($0) }.map(\.rawValue)
            if !missing.isEmpty {
                sink.error(.missingAttribute, "new posture '\(name.text)' needs \(missing.joined(separator: ", ")) (or 'base: <posture>' to start from an existing one)", at: name.range)
                return nil
            }
            posture = Posture(id: name.text, display: .single, orientation: .portrait, windowWidth: 1, windowHeight: 1, horizontalSizeClass: .compact, verticalSizeClass: .regular, bars: .horizontal)
        }
        posture.range = reader.block.range
        if let value = reader.choice(.display, Display.self) { posture.display = value }
        if let value = reader.choice(.orientation, Orientation.self) { posture.orientation = value }
        let width = reader.number(.width, in: 100...4000)
        let height = reader.number(.height, in: 100...4000)
        if let width { posture.windowWidth = width }
        if let height { posture.windowHeight = height }
        // A size the reader refused (its error is said) leaves the posture without one: nothing more is checked
        // against the placeholder it would otherwise be measured with.
        if (reader.has(.width) && width == nil) || (reader.has(.height) && height == nil) { return nil }
        if let value = reader.choice(.horizontalSizeClass, SizeClass.self) { posture.horizontalSizeClass = value }
        if let value = reader.choice(.verticalSizeClass, SizeClass.self) { posture.verticalSizeClass = value }
        if let value = reader.choice(.bars, BarAxis.self) { posture.bars = value }
        if let value = reader.choice(.stripSide, PhysicalSide.self) { posture.stripSide = value }
        if let value = reader.number(.stripWidth, in: 20...400) { posture.stripWidth = value }
        if let value = reader.number(.statusCluster, in: 0...2000) { posture.statusClusterLength = value }
        if let value = reader.number(.topInset, in: 0...2000) { posture.topInset = value }
        if let value = reader.number(.horizontalTopInset, in: 0...2000) { posture.horizontalTopInset = value }
        if let value = reader.number(.bottomInset, in: 0...2000) { posture.bottomInset = value }
        if let value = reader.number(.entryLength, in: 8...400) { posture.entryLength = value }
        if let value = reader.number(.characterWidth, in: 1...100) { posture.characterWidth = value }
        if let value = reader.number(.wideCharacterWidth, in: 1...200) { posture.wideCharacterWidth = value }
        if let value = reader.number(.textPadding, in: 0...100) { posture.textPadding = value }
        if let value = reader.number(.groupGap, in: 0...400) { posture.groupGap = value }
        if let value = reader.number(.fixedSpacer, in: 0...400) { posture.fixedSpacerLength = value }
        if let value = reader.number(.barMargin, in: 0...400) { posture.barMargin = value }
        if let value = reader.number(.barHeight, in: 8...400) { posture.barHeight = value }
        if let value = reader.integer(.tabBarCapacity, in: 1...100) { posture.tabBarCapacity = value }
        if let value = reader.number(.detailShare, in: 0.1...0.9) { posture.detailShare = value }
        if let value = reader.number(.inspectorShare, in: 0.1...0.9) { posture.inspectorShare = value }
        if let value = reader.number(.foldStart, in: 0...4000) { posture.foldStart = value }
        if let value = reader.number(.foldWidth, in: 0...400) { posture.foldWidth = value }
        if posture.statusClusterLength + posture.bottomInset >= posture.windowHeight, posture.bars == .vertical {
            sink.error(.valueOutOfRange, "posture '\(name.text)' leaves no room for the vertical bar: status-cluster \(PointText.format(posture.statusClusterLength)) + bottom-inset \(PointText.format(posture.bottomInset)) is not less than height \(PointText.format(posture.windowHeight)); lower status-cluster or bottom-inset, or raise height", at: name.range)
            return nil
        }
        // Sizes that do not fit together put frames outside their bar or the window (an exploratory review found
        // items above the window and a strip wider than it): refused, each with what to change.
        let p = PointText.format
        if posture.bars == .vertical, posture.stripWidth >= posture.windowWidth {
            sink.error(.valueOutOfRange, "posture '\(name.text)' has a strip as wide as its window or wider: strip-width \(p(posture.stripWidth)) is not less than width \(p(posture.windowWidth)); lower strip-width or raise width", at: name.range)
            return nil
        }
        if posture.bars == .vertical, posture.entryLength > posture.stripWidth {
            sink.error(.valueOutOfRange, "posture '\(name.text)' has entries wider than its strip: an entry of the vertical bar is entry-length \(p(posture.entryLength)) square, more than strip-width \(p(posture.stripWidth)); lower entry-length or raise strip-width", at: name.range)
            return nil
        }
        // The inset above horizontal bars: in a vertical posture whose bars turn horizontal, `horizontal-top-inset`.
        // The larger of the two is checked, whichever a vertical posture's bars use.
        let usesHorizontalTopInset = posture.topInset(barsVertical: false) > posture.topInset
        let topInset = Swift.max(posture.topInset, posture.topInset(barsVertical: false))
        let stacked = topInset + 2 * posture.barHeight + posture.bottomInset
        if stacked > posture.windowHeight {
            let inset = usesHorizontalTopInset ? "horizontal-top-inset" : "top-inset"
            sink.error(.valueOutOfRange, "posture '\(name.text)' is too short for a top and a bottom bar: \(inset) \(p(topInset)) + 2 × bar-height \(p(posture.barHeight)) + bottom-inset \(p(posture.bottomInset)) = \(p(stacked)) is more than height \(p(posture.windowHeight)); raise height or lower the insets or bar-height", at: name.range)
            return nil
        }
        // Beside the strip, a vertical posture's content keeps a top bar for what stays horizontal (the title's
        // place): a strip that left it narrower than one entry between the margins drew that entry past the bar.
        let beside = posture.windowWidth - posture.stripWidth
        if posture.bars == .vertical, 2 * posture.barMargin + posture.entryLength > beside {
            sink.error(.valueOutOfRange, "posture '\(name.text)' leaves too little room beside its strip for an entry between a top bar's margins: width \(p(posture.windowWidth)) − strip-width \(p(posture.stripWidth)) = \(p(beside)) is less than 2 × bar-margin \(p(posture.barMargin)) + entry-length \(p(posture.entryLength)); lower strip-width, bar-margin or entry-length, or raise width", at: name.range)
            return nil
        }
        // A horizontal bar's entries sit between its two margins (a vertical posture's bars turn horizontal in a
        // sheet, or with the vertical bar disabled): margins that meet gave entries no width, or a negative one.
        let across = 2 * posture.barMargin + posture.entryLength
        if across > posture.windowWidth {
            sink.error(.valueOutOfRange, "posture '\(name.text)' is too narrow for an entry between a horizontal bar's margins: 2 × bar-margin \(p(posture.barMargin)) + entry-length \(p(posture.entryLength)) = \(p(across)) is more than width \(p(posture.windowWidth)); lower bar-margin or entry-length, or raise width", at: name.range)
            return nil
        }
        return posture
    }

    private func obstruction(_ reader: BlockReader, name: (text: String, range: SourceRange), in device: Device) -> Obstruction? {
        var obstruction = device.obstruction(name.text) ?? Obstruction(id: name.text, stripReduction: 0, bottomReduction: 0, isKeyboard: false)
        obstruction.range = reader.block.range
        if let value = reader.number(.stripReduction, in: 0...4000) { obstruction.stripReduction = value }
        if let value = reader.number(.bottomReduction, in: 0...4000) { obstruction.bottomReduction = value }
        if let value = reader.bool(.keyboard) { obstruction.isKeyboard = value }
        return obstruction
    }
}
