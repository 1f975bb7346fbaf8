import BarDiagnostics

/// The devices one spec can use: the built-in ones, overridden or extended by the file's own `device`
/// blocks (a file's device with a built-in name replaces it for that file).
///
/// This is the one place a device is chosen for a screen (`device(for:requested:)`) and the one place an
/// unknown device name is put into words (`UnknownDevice`): the commands, the linter and the workspace all
/// ask it, so they cannot pick differently or say it differently.
public struct DeviceCatalog: Sendable {
    public let devices: [Device]

    public init(spec: Spec) {
        var devices = BuiltInDevices.all
        for device in spec.devices {
            if let index = devices.firstIndex(where: { $0.id == device.id }) {
                devices[index] = device
            } else {
                devices.append(device)
            }
        }
        self.devices = devices
    }

    public var names: [String] { devices.map(\.id) }

    public func device(_ name: String) -> Device? { devices.first { $0.id == name } }

    /// The device for `screen`: the one asked for (on the command line, say), else the screen's own
    /// `device:`, else the default (`iphone-duo`). Fails for a name no device in the catalog has.
    public func device(for screen: Screen?, requested: String?) -> Result<Device, UnknownDevice> {
        let name = requested ?? screen?.settings.device ?? BuiltInDevices.defaultDevice.id
        if let device = device(name) { return .success(device) }
        return .failure(UnknownDevice(name: name, known: names))
    }

    /// Checks a requested device name against several specs at once (a run over many files, the two sides of
    /// a version diff): nil when one of them knows it, else the error listing what all of them know.
    public static func check(_ requested: String?, in specs: [Spec]) -> UnknownDevice? {
        guard let requested else { return nil }
        let catalogs = specs.isEmpty ? [DeviceCatalog(spec: Spec())] : specs.map(DeviceCatalog.init(spec:))
        if catalogs.contains(where: { $0.device(requested) != nil }) { return nil }
        return UnknownDevice(name: requested, known: catalogs.flatMap(\.names))
    }

    /// A device name that no device has: the one wording of that mistake, wherever it is made.
    public struct UnknownDevice: Error, Sendable, Hashable, CustomStringConvertible {
        public var name: String
        /// Every known device id, sorted, each once.
        public var known: [String]
        /// The closest known id, for "did you mean".
        public var suggestion: String?

        public init(name: String, known: [String]) {
            self.name = name
            self.known = Set(known).sorted()
            self.suggestion = Suggestion.closest(to: name, in: self.known).flatMap { $0 == name ? nil : $0 }
        }

        /// What is wrong and what is known, without the suggestion: `unknown device 'iphone-dou'; known
        /// devices: iphone, iphone-duo`.
        public var message: String {
            "unknown device '\(name)'; known devices: \(known.joined(separator: ", "))"
        }

        /// The message followed by `; did you mean 'iphone-duo'?` when a known name is close.
        public var description: String {
            message + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        }
    }
}
