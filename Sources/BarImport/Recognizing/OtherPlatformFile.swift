/// A Swift file written for a platform other than iOS, told by a framework it imports that iOS does not have
/// (`import WatchKit`).
///
/// An app's repository holds its watch, TV and Mac targets beside the iOS one, often with views of the same
/// names (`UpNextView` on the phone and on the watch), and an import of the whole repository read their
/// screens as the phone's. Only an import outside any `#if` decides: a file that imports AppKit under `#if
/// os(macOS)` is written for several platforms.
enum OtherPlatformFile {
    /// Frameworks that exist only on other platforms, and the platform each says.
    static let platforms: [String: String] = [
        "WatchKit": "watchOS", "ClockKit": "watchOS", "TVUIKit": "tvOS", "TVServices": "tvOS", "TVMLKit": "tvOS",
        "AppKit": "macOS", "Cocoa": "macOS",
    ]

    /// The first such framework the file imports at its top level, and where.
    static func module(_ file: SwiftFile) -> (module: String, offset: Int)? {
        for statement in file.statements {
            guard case .other(_, let range) = statement else { continue }
            var words = file.code(range).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            // `@testable import`, `@_exported import`, `import struct AppKit.NSColor`.
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            let path = words.count >= 3 && ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(words[1]) ? words[2] : words[1]
            let module = String(path.split(separator: ".").first ?? path)
            if platforms[module] != nil { return (module, range.start) }
        }
        return nil
    }
}
