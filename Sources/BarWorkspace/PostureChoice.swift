import BarDiff
import BarModel
import BarSolver

/// Which postures of a device to solve or compare, from the names given: the one place posture names are
/// read for the commands and the language server.
public enum PostureChoice {
    /// Each name read against `device` (`closed`, `closed+keyboard`), in the order given; every posture of
    /// the device, without obstructions, when no name is given.
    public static func selections(_ names: [String], device: Device) -> Result<[PostureSelection], SelectionError> {
        guard !names.isEmpty else { return .success(device.postures.map { PostureSelection(posture: $0) }) }
        var selections: [PostureSelection] = []
        for name in names {
            switch PostureSelection.parse(name, device: device) {
            case .success(let selection): selections.append(selection)
            case .failure(let error): return .failure(.posture(error))
            }
        }
        return .success(selections)
    }

    /// The pairs a posture diff compares: each neighbouring pair of the device's postures when neither end
    /// is given; `before` against `after`; `before` against every other posture; every other posture against
    /// `after`.
    public static func pairs(
        device: Device, before: String?, after: String?
    ) -> Result<[(PostureSelection, PostureSelection)], SelectionError> {
        func parse(_ text: String, _ side: SelectionError.PairSide) -> Result<PostureSelection, SelectionError> {
            PostureSelection.parse(text, device: device).mapError { .posture($0, side: side) }
        }
        let all = device.postures.map { PostureSelection(posture: $0) }
        switch (before, after) {
        case (nil, nil):
            return .success(DiffBuilder.neighbouringPairs(of: device))
        case (let before?, let after?):
            return parse(before, .before).flatMap { first in parse(after, .after).map { [(first, $0)] } }
        case (let before?, nil):
            return parse(before, .before).map { first in all.filter { $0.name != first.name }.map { (first, $0) } }
        case (nil, let after?):
            return parse(after, .after).map { last in all.filter { $0.name != last.name }.map { ($0, last) } }
        }
    }
}

/// Which screens to work on, from the ids given: the one place screen ids are checked.
public enum ScreenChoice {
    /// The ids named in `wanted` (all of `ids` when none is), in the order of `ids`; an id that is not in
    /// `ids` is an error with the known ones and the closest.
    public static func select(_ wanted: [String], from ids: [String]) -> Result<[String], SelectionError> {
        guard !wanted.isEmpty else { return .success(ids) }
        for name in wanted where !ids.contains(name) {
            return .failure(.unknownScreen(name, known: ids))
        }
        return .success(ids.filter { wanted.contains($0) })
    }
}
