import BarDiagnostics
import BarModel

/// Hover on a device, posture or obstruction id: the numbers the solver uses for it, as this file resolves
/// them (a file's `device` block over the built-in one with its id, postures overridden or derived), so what
/// a screen is solved against can be read where it is named — on `device tall {`, `device: tall`, a device's
/// `base:`, `posture closed {`, a posture's `base:` and `obstruction keyboard {`.
extension LanguageServer {
    /// The device with `id` as the document resolves it: where it comes from, its postures and obstructions,
    /// and the screens of the file that are solved on it.
    func deviceMarkdown(_ analysis: DocumentAnalysis, id: String) -> String? {
        let catalog = analysis.document.catalog
        guard let device = catalog.device(id) else {
            return "**device `\(id)`** — unknown here; devices: \(catalog.names.map { "`\($0)`" }.joined(separator: ", "))"
        }
        let declared = analysis.outline.blocks.firstIndex { $0.parent == nil && $0.keyword.text == "device" && $0.label?.text == id }
        let base = declared.flatMap { index in analysis.outline.attributes(of: index).first { $0.name.text == "base" }?.value?.text }
        var origin: String
        switch (declared, base) {
        case (nil, _): origin = id == BuiltInDevices.defaultDevice.id ? "built in, the default" : "built in"
        case (_?, let base?): origin = "declared in this file, based on `\(base)`"
        case (_?, nil): origin = BuiltInDevices.device(id) != nil ? "declared in this file, in place of the built-in one" : "declared in this file"
        }
        var out = "**device `\(id)`** — \(origin)\n\n"
        out += "| posture | display | window | bars |\n|---|---|---|---|\n"
        for posture in device.postures {
            out += "| \(posture.id) | \(posture.display.rawValue), \(posture.orientation.rawValue) | \(Self.windowText(posture)) | \(Self.barsText(posture)) |\n"
        }
        if !device.obstructions.isEmpty {
            out += "\nObstructions (`posture+id`): " + device.obstructions.map { "`\($0.id)` (\(Self.obstructionText($0)))" }.joined(separator: ", ") + "\n"
        }
        let users = analysis.result.spec.screens.filter { (try? catalog.device(for: $0, requested: nil).get())?.id == id }.map { "`\($0.id)`" }
        out += "\nScreens solved on it: " + (users.isEmpty ? "none in this file" : users.joined(separator: ", ")) + "\n"
        return out
    }

    /// Posture `id` of `device`, with every number the solver reads.
    func postureMarkdown(_ device: Device, id: String) -> String? {
        guard let posture = device.posture(id) else {
            return "**posture `\(id)`** — `\(device.id)` has no such posture; its postures: \(device.postures.map { "`\($0.id)`" }.joined(separator: ", "))"
        }
        var out = "**posture `\(id)`** of `\(device.id)` — \(posture.display.rawValue) display, \(posture.orientation.rawValue), \(Self.windowText(posture)) window, "
        out += "size classes \(posture.horizontalSizeClass.rawValue) × \(posture.verticalSizeClass.rawValue)\n\n"
        let pt = PointText.format
        out += "- bars: \(Self.barsText(posture))"
        if posture.bars == .vertical {
            let usable = posture.windowHeight - posture.statusClusterLength - posture.bottomInset
            out += "; status cluster \(pt(posture.statusClusterLength)) pt, so \(pt(usable)) pt of strip for entries"
        }
        out += "\n- insets: top \(pt(posture.topInset)) pt"
        if let horizontal = posture.horizontalTopInset, horizontal != posture.topInset { out += " (\(pt(horizontal)) pt while its bars are horizontal)" }
        out += ", bottom \(pt(posture.bottomInset)) pt\n"
        out += "- entries: \(pt(posture.entryLength)) pt each; text \(pt(posture.characterWidth)) pt a character (\(pt(posture.wideCharacterWidth)) pt wide), \(pt(posture.textPadding)) pt padding; "
        out += "\(pt(posture.groupGap)) pt between groups; fixed spacer \(pt(posture.fixedSpacerLength)) pt\n"
        out += "- horizontal bars: \(pt(posture.barHeight)) pt high, \(pt(posture.barMargin)) pt margins; the tab bar shows \(posture.tabBarCapacity) tabs\n"
        if let start = posture.foldStart, let width = posture.foldWidth {
            out += "- fold: from \(pt(start)) pt, \(pt(width)) pt wide\n"
        }
        if !device.obstructions.isEmpty {
            out += "- with obstructions: " + device.obstructions.map { "`\(id)+\($0.id)`" }.joined(separator: ", ") + "\n"
        }
        return out
    }

    /// Obstruction `id` of `device`.
    func obstructionMarkdown(_ device: Device, id: String) -> String? {
        guard let obstruction = device.obstruction(id) else { return nil }
        return "**obstruction `\(id)`** of `\(device.id)` — \(Self.obstructionText(obstruction)); solved as `\(device.postures.first?.id ?? "closed")+\(id)` and so on\n"
    }

    /// The device a block inside a `device` block belongs to, as resolved (nil when the block is elsewhere or
    /// the device could not be read).
    func enclosingDevice(_ analysis: DocumentAnalysis, block index: Int) -> Device? {
        let root = analysis.outline.blocks[analysis.outline.blocks[index].root]
        guard root.keyword.text == "device", let id = root.label?.text else { return nil }
        return analysis.document.catalog.device(id)
    }

    /// For `base:` in a posture: the device whose posture it names — the enclosing device as resolved, which
    /// has its base's postures with this file's changes, else (a posture the enclosing device could not
    /// take) its base.
    func baseDevice(_ analysis: DocumentAnalysis, postureBlock index: Int, posture id: String) -> Device? {
        if let device = enclosingDevice(analysis, block: index), device.posture(id) != nil { return device }
        let outline = analysis.outline
        let base = outline.attributes(of: outline.blocks[index].root).first { $0.name.text == "base" }?.value?.text
        return base.flatMap { analysis.document.catalog.device($0) } ?? enclosingDevice(analysis, block: index)
    }

    static func windowText(_ posture: Posture) -> String {
        "\(PointText.format(posture.windowWidth)) × \(PointText.format(posture.windowHeight)) pt"
    }

    static func barsText(_ posture: Posture) -> String {
        posture.bars == .vertical
            ? "vertical, along the \(posture.stripSide.rawValue) side, \(PointText.format(posture.stripWidth)) pt wide"
            : "horizontal"
    }

    static func obstructionText(_ obstruction: Obstruction) -> String {
        var parts: [String] = []
        if obstruction.stripReduction != 0 { parts.append("−\(PointText.format(obstruction.stripReduction)) pt of strip") }
        if obstruction.bottomReduction != 0 { parts.append("−\(PointText.format(obstruction.bottomReduction)) pt at the bottom") }
        if obstruction.isKeyboard { parts.append("the keyboard") }
        return parts.isEmpty ? "takes no room" : parts.joined(separator: ", ")
    }
}
