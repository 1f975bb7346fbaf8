import BarModel

/// The window's fixed geometry in the chosen posture: where the strip is, how long its usable part is, and
/// what the obstructions take (P2, P4, platform.md §10).
struct WindowGeometry {
    let selection: PostureSelection
    let direction: LayoutDirection

    var posture: Posture { selection.posture }
    var width: Double { posture.windowWidth }
    var height: Double { posture.windowHeight }
    var entryLength: Double { posture.entryLength }

    /// P4: every obstruction shortens the strip; a posture with an obstruction is a posture with less length.
    var stripReduction: Double { selection.obstructions.reduce(0) { $0 + $1.stripReduction } }

    /// The band at the window's bottom the obstructions cover (the keyboard).
    var bottomCover: Double { selection.obstructions.reduce(0) { $0 + $1.bottomReduction } }

    /// The strip's usable part starts below the status cluster ...
    var stripStart: Double { posture.statusClusterLength }
    /// ... and ends above the home indicator and whatever the obstructions take from its lower end.
    var stripEnd: Double { height - posture.bottomInset - stripReduction }
    var stripUsableLength: Double { Swift.max(0, stripEnd - stripStart) }

    /// The strip keeps its hardware side whatever the layout direction (P2).
    var stripX: Double { posture.stripSide == .right ? width - posture.stripWidth : 0 }

    /// The strip's usable part: the rectangle entries may occupy.
    var stripRect: Rect { Rect(x: stripX, y: stripStart, width: posture.stripWidth, height: stripUsableLength) }

    /// The area panes share: the window between its top and bottom insets, less the strip while bars are
    /// vertical. A vertical-bar posture showing horizontal bars uses its `horizontalTopInset`, which keeps the
    /// bars clear of the front camera and the status bar on the outer display ([S0] §04, [S2]).
    func contentRect(barsVertical: Bool) -> Rect {
        let top = posture.topInset(barsVertical: barsVertical)
        let height = Swift.max(0, self.height - top - posture.bottomInset)
        guard barsVertical else { return Rect(x: 0, y: top, width: width, height: height) }
        let x = posture.stripSide == .right ? 0 : posture.stripWidth
        return Rect(x: x, y: top, width: Swift.max(0, width - posture.stripWidth), height: height)
    }

    /// The covered band at the window's bottom, nil when nothing covers it.
    var coveredRect: Rect? {
        bottomCover > 0 ? Rect(x: 0, y: height - bottomCover, width: width, height: bottomCover) : nil
    }

    /// Whether an obstruction covers part of a bar at the window's bottom.
    func isCovered(_ rect: Rect) -> Bool {
        guard let covered = coveredRect else { return false }
        return rect.overlaps(covered)
    }

    /// The name of what covers the window's bottom, for reasons.
    var coveringObstructionName: String {
        selection.obstructions.filter { $0.bottomReduction > 0 }.map(\.id).joined(separator: " and ")
    }

    /// The fold band as a rectangle (P3): across the long side of the window.
    var foldRect: Rect? {
        guard let start = posture.foldStart, let width = posture.foldWidth, let axis = posture.foldAxis else { return nil }
        switch axis {
        case .vertical: return Rect(x: start, y: 0, width: width, height: height)
        case .horizontal: return Rect(x: 0, y: start, width: self.width, height: width)
        }
    }

    var obstructionFrames: [ObstructionFrame] {
        selection.obstructions.map { obstruction in
            ObstructionFrame(
                id: obstruction.id, stripReduction: obstruction.stripReduction,
                rect: obstruction.bottomReduction > 0
                    ? Rect(x: 0, y: height - obstruction.bottomReduction, width: width, height: obstruction.bottomReduction)
                    : nil)
        }
    }
}
