import BarDiagnostics

/// The asset catalogs `bar import` reads beside the code: the image and symbol sets of every `*.xcassets`
/// folder under the folders it searches, by the names the code loads them by (`AssetCatalog`).
///
/// A catalog is a folder tree: a set is a folder named `NAME.imageset` (or `.symbolset`), and a plain folder
/// groups sets, adding its name to theirs (`Icons/share`) when its `Contents.json` says it provides a namespace.
/// Only folder names and those small files are read, never the images.
enum AssetCatalogSearch {
    /// What a folder met in a search is, for the catalog walk.
    enum Folder: Equatable {
        /// `Assets.xcassets`: its sets are named from here.
        case catalog
        /// An image or symbol set, by its name (the folder's without the extension).
        case imageSet(String)
        /// Any other set (`AppIcon.appiconset`, `Accent.colorset`, `data.dataset`): nothing the import reads.
        case otherSet
        /// A group folder inside a catalog.
        case group
        /// A folder outside any catalog.
        case other
    }

    /// What the folder `name` is, `insideCatalog` or not.
    static func folder(_ name: String, insideCatalog: Bool) -> Folder {
        if name.hasSuffix(".xcassets") { return .catalog }
        guard insideCatalog else { return .other }
        for kind in [".imageset", ".symbolset"] where name.hasSuffix(kind) && name.utf8.count > kind.utf8.count {
            return .imageSet(String(name.dropLast(kind.count)))
        }
        // `NAME.appiconset`, `NAME.colorset`, … (a group's name has no such extension).
        if let dot = name.lastIndex(of: "."), name[name.index(after: dot)...].hasSuffix("set") { return .otherSet }
        return .group
    }

    /// Whether the group folder at `resolved` provides a namespace: its `Contents.json` holds
    /// `"provides-namespace" : true`. A file that is missing, unreadable or larger than a group's ever is
    /// provides none.
    static func providesNamespace(_ resolved: String) -> Bool {
        let path = resolved.hasSuffix("/") ? resolved + "Contents.json" : resolved + "/Contents.json"
        guard case .success(let bytes) = FileSystem.readFile(path, limit: 64 * 1024) else { return false }
        return providesNamespace(contents: bytes)
    }

    /// Whether a group's `Contents.json` bytes set `properties.provides-namespace` to `true`; text that is not
    /// JSON sets nothing.
    static func providesNamespace(contents bytes: [UInt8]) -> Bool {
        func member(_ key: String, of value: JSONValue) -> JSONValue? {
            guard case .object(let members) = value else { return nil }
            return members.first { $0.0 == key }?.1
        }
        guard case .success(let root) = JSONParser.parse(bytes), let properties = member("properties", of: root),
            case .bool(let provides)? = member("provides-namespace", of: properties)
        else { return false }
        return provides
    }
}
