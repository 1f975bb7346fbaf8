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

    /// Whether a group's `Contents.json` bytes set `provides-namespace` to `true`.
    static func providesNamespace(contents bytes: [UInt8]) -> Bool {
        let key = Array("\"provides-namespace\"".utf8)
        guard bytes.count >= key.count else { return false }
        var index = 0
        while index + key.count <= bytes.count {
            if bytes[index] == key[0], Array(bytes[index..<(index + key.count)]) == key {
                var after = index + key.count
                func skipSpace() { while after < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[after]) { after += 1 } }
                skipSpace()
                guard after < bytes.count, bytes[after] == UInt8(ascii: ":") else { return false }
                after += 1
                skipSpace()
                return bytes[after...].starts(with: Array("true".utf8))
            }
            index += 1
        }
        return false
    }
}
