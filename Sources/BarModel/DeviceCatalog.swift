import BarDiagnostics

/// The devices one spec can use: the built-in ones, overridden or extended by the file's own `device`
/// blocks (a file's device with a built-in name replaces it for that file).
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

    /// The device for `screen`: the one asked for on the command line, else the screen's own `device:`, else
    /// the default (`iphone-duo`). Fails with a sentence (and a suggestion) for an unknown name.
    public func device(for screen: Screen?, requested: String?) -> Result<Device, UnknownDevice> {
        let name = requested ?? screen?.settings.device ?? BuiltInDevices.defaultDevice.id
        if let device = device(name) { return .success(device) }
        return .failure(UnknownDevice(name: name, suggestion: Suggestion.closest(to: name, in: names), known: names))
    }

    public struct UnknownDevice: Error, Sendable, Hashable, CustomStringConvertible {
        public var name: String
        public var suggestion: String?
        public var known: [String]

        public var description: String {
            "unknown device '\(name)'\(suggestion.map { "; did you mean '\($0)'?" } ?? ""); known devices: \(known.joined(separator: ", "))"
        }
    }
}
