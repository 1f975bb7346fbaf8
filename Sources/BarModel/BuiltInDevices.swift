/// The devices the tool knows without a spec: the foldable `iphone-duo` (the default) and a conventional
/// `iphone` without a fold. A spec may override any number of any posture (platform.md §10 (c)).
///
/// Every number here is documented, with its reasoning, in docs/solver.md ("Built-in devices"). Numbers tagged
/// [M] are modelling decisions, chosen so that the observations C1–C6 come out of the general algorithm and so
/// that postures without observations behave sensibly.
public enum BuiltInDevices {
    /// The foldable. Postures in this order: `closed`, `closed-landscape`, `open-landscape`, `open-portrait`.
    public static let iphoneDuo = Device(
        id: "iphone-duo",
        postures: [
            // Outer display, portrait (S0): strip usable length 678 − 170 − 34 = 474 pt.
            Posture(
                id: "closed", display: .outer, orientation: .portrait, windowWidth: 466, windowHeight: 678,
                horizontalSizeClass: .compact, verticalSizeClass: .regular, bars: .vertical,
                stripSide: .right, stripWidth: 84, statusClusterLength: 170, topInset: 0,
                // [S0] §04: the front camera is at y 29.3, 37 pt tall, so horizontal bars start below 66.3; [S2]:
                // with the vertical bar off the status bar moves to the top, beside the camera.
                horizontalTopInset: 66.3, bottomInset: 34, tabBarCapacity: 5),
            // Outer display, landscape [M]: the strip follows the camera; the default rotation puts it on the
            // right. A shorter status cluster (120) and home indicator (21) leave 466 − 120 − 21 = 325 pt, the
            // shortest strip of all postures.
            Posture(
                id: "closed-landscape", display: .outer, orientation: .landscape, windowWidth: 678,
                windowHeight: 466, horizontalSizeClass: .compact, verticalSizeClass: .compact, bars: .vertical,
                stripSide: .right, stripWidth: 84, statusClusterLength: 120, topInset: 0,
                // [M] In landscape the camera is on the strip's side, not at the top: horizontal bars start at 0.
                horizontalTopInset: 0, bottomInset: 21, tabBarCapacity: 5),
            // Inner display, landscape (S0): strip usable length 669 − 120 − 34 = 515 pt; fold band P3.
            Posture(
                id: "open-landscape", display: .inner, orientation: .landscape, windowWidth: 951,
                windowHeight: 669, horizontalSizeClass: .regular, verticalSizeClass: .regular, bars: .vertical,
                stripSide: .right, stripWidth: 84, statusClusterLength: 120, topInset: 0, bottomInset: 34,
                tabBarCapacity: 7, foldStart: 455.5, foldWidth: 40),
            // Inner display, portrait: horizontal bars (P1). The fold now runs across the window, so its band
            // (same 40 pt, centred on the long side) is measured along y — see `Posture.foldAxis`.
            Posture(
                id: "open-portrait", display: .inner, orientation: .portrait, windowWidth: 669, windowHeight: 951,
                horizontalSizeClass: .regular, verticalSizeClass: .regular, bars: .horizontal,
                stripSide: .right, stripWidth: 84, statusClusterLength: 0, topInset: 82, bottomInset: 34,
                tabBarCapacity: 7, foldStart: 455.5, foldWidth: 40),
        ],
        obstructions: [
            // [M] One keyboard height for every posture of the device. 200 pt keeps even the shortest strip
            // (closed-landscape, 325 − 200 = 125 pt) able to hold two one-entry groups (52 + 12 + 52 = 116).
            Obstruction(id: "keyboard", stripReduction: 200, bottomReduction: 200, isKeyboard: true),
            // [M] Picture in Picture floats over the strip's lower part; it does not cover the window's bottom.
            Obstruction(id: "pip", stripReduction: 120, bottomReduction: 0, isKeyboard: false),
        ])

    /// A phone without a fold: bars always horizontal (P1), no strip.
    public static let iphone = Device(
        id: "iphone",
        postures: [
            Posture(
                id: "portrait", display: .single, orientation: .portrait, windowWidth: 393, windowHeight: 852,
                horizontalSizeClass: .compact, verticalSizeClass: .regular, bars: .horizontal,
                stripWidth: 0, topInset: 59, bottomInset: 34, tabBarCapacity: 5),
            Posture(
                id: "landscape", display: .single, orientation: .landscape, windowWidth: 852, windowHeight: 393,
                horizontalSizeClass: .compact, verticalSizeClass: .compact, bars: .horizontal,
                stripWidth: 0, topInset: 0, bottomInset: 21, tabBarCapacity: 5),
        ],
        obstructions: [
            Obstruction(id: "keyboard", stripReduction: 291, bottomReduction: 291, isKeyboard: true),
            Obstruction(id: "pip", stripReduction: 120, bottomReduction: 0, isKeyboard: false),
        ])

    /// Every built-in device, the default first.
    public static let all: [Device] = [iphoneDuo, iphone]

    /// The device used when neither the command line nor the screen names one.
    public static var defaultDevice: Device { iphoneDuo }

    /// The built-in device with this id.
    public static func device(_ id: String) -> Device? { all.first { $0.id == id } }
}
