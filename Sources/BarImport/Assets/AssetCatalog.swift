import BarDiagnostics

/// The images of the app's asset catalogs (`*.xcassets`), so that an image the code names by the symbol Xcode
/// generates for it (`Image(.shareArrow)`, `UIImage(resource: .gearIcon)`, an `ImageResource`) imports with the
/// asset's own name (`share-arrow`), the name `Image("share-arrow")` and `bar generate` use.
///
/// Why it matters to the solver: an image is an icon, and only an item with an icon may go vertical under
/// `axis automatic` (P12). Read as anything else, such an item became text-only and stayed horizontal.
///
/// The generated symbol is the asset's name in lower camel case. The lookup does not rebuild that spelling; it
/// compares the letters and digits alone, case aside (`share-arrow`, `Share Arrow` and `shareArrow` all are
/// `sharearrow`), so separators and capitals never decide a match. A name that ends in `Image` is also found
/// without it (a symbol may leave that word out), and a namespace folder's name joins the front
/// (`Icons/share` is `iconsshare`), or, failing that, is left out (`share`). Two assets the comparison cannot tell apart name none: the import keeps the
/// symbol's spelling and says so in the spec.
public struct AssetCatalog: Sendable {
    /// Asset names by the key they are compared by; more than one name when the key is ambiguous.
    private var byKey: [String: [String]] = [:]
    /// The same, for names that end in `image`, by their key without it: asked only when the full key finds none.
    private var byKeyWithoutImage: [String: [String]] = [:]
    /// Names in a namespace (`Icons/share`) by the key of their last part alone (`share`): asked last.
    private var byLeafKey: [String: [String]] = [:]

    /// No catalogs: every generated symbol keeps its own spelling.
    public init() {}

    /// The catalogs' image and symbol sets, each by the name the code loads it by (`share-arrow`, or
    /// `Icons/share` inside a folder that provides a namespace).
    public init(imageNames: [String]) {
        for name in Set(imageNames).sorted(by: ByteOrder.precedes) {
            let key = Self.key(name)
            guard !key.isEmpty else { continue }
            byKey[key, default: []].append(name)
            if key.hasSuffix("image"), key.count > "image".count {
                byKeyWithoutImage[String(key.dropLast("image".count)), default: []].append(name)
            }
            if let slash = name.lastIndex(of: "/") {
                let leaf = Self.key(String(name[name.index(after: slash)...]))
                if !leaf.isEmpty { byLeafKey[leaf, default: []].append(name) }
            }
        }
    }

    /// Whether any catalog was read.
    public var isEmpty: Bool { byKey.isEmpty }

    /// What a generated symbol names.
    enum Lookup: Equatable {
        /// The one asset the symbol names.
        case asset(String)
        /// No asset of the catalogs read has that name.
        case missing
        /// More than one asset it could name, in byte order.
        case ambiguous([String])
    }

    /// The asset the symbol spelled by `parts` names (`["shareArrow"]`, or `["icons", "share"]` for `.icons.share`).
    func image(named parts: [String]) -> Lookup {
        let key = Self.key(parts.joined())
        for table in [byKey, byKeyWithoutImage, byLeafKey] {
            guard let names = table[key] else { continue }
            return names.count == 1 ? .asset(names[0]) : .ambiguous(names)
        }
        return .missing
    }

    /// The letters and digits of `name`, lowercased: what a symbol and an asset name share however either is
    /// written.
    static func key(_ name: String) -> String {
        var key = ""
        for character in name where character.isLetter || character.isNumber {
            key += character.lowercased()
        }
        return key
    }
}
