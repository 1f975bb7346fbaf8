extension UIKitRecognizer {
    /// The classes, extensions, type functions and static constants of every file, by name: what the UIKit
    /// recognizer follows a view controller's code into.
    ///
    /// Built from the files alone (not the program's index), so an import builds it while it indexes the
    /// program, on another processor.
    struct Declarations: Sendable {
        /// Classes declared in the files given, and the extensions of each, in file order.
        let classes: [String: (SwiftTypeDeclaration, SwiftFile)]
        let extensions: [String: [(SwiftTypeDeclaration, SwiftFile)]]
        /// Structs and enums declared in the files given: an extension of one is no view controller's.
        let valueTypes: Set<String>
        /// Functions of every type, by `Type.member` (the first declared).
        let typeFunctions: [MemberName: (SwiftFunction, SwiftFile)]
        /// Static constants of every type, by `Type.member` (the last declared).
        let staticValues: [MemberName: Located]

        init(files: [SwiftFile]) {
            self.init(files.map(FileDeclarations.init))
        }

        /// The indexes from what each file declares (listed on every processor by the import), in file order:
        /// each keeps the first declaration of a name, a static constant the last, as when one walk read the
        /// files one after another.
        init(_ declarations: [FileDeclarations]) {
            var classes: [String: (SwiftTypeDeclaration, SwiftFile)] = [:]
            var extensions: [String: [(SwiftTypeDeclaration, SwiftFile)]] = [:]
            var functions: [MemberName: (SwiftFunction, SwiftFile)] = [:]
            // Room for every function up front: grown as it filled, the index rehashed all its keys a dozen times.
            functions.reserveCapacity(declarations.reduce(0) { $0 + $1.functions.count })
            var values: [MemberName: Located] = [:]
            var valueTypes: Set<String> = []
            for file in declarations {
                for (name, type) in file.classes { classes.keepFirst(type, forKey: name) }
                for (name, type) in file.extensions { extensions[name, default: []].append(type) }
                valueTypes.formUnion(file.valueTypes)
                for (name, function) in file.functions { functions.keepFirst(function, forKey: name) }
                for (name, value) in file.staticValues { values[name] = value }
            }
            self.classes = classes
            self.extensions = extensions
            self.valueTypes = valueTypes
            self.typeFunctions = functions
            self.staticValues = values
        }

        /// What one file declares for the indexes, each kind in the order written: one walk over the file's types,
        /// which builds a `Type.member` key once per member (`MemberName`, no String joined).
        struct FileDeclarations: Sendable {
            fileprivate var classes: [(String, (SwiftTypeDeclaration, SwiftFile))] = []
            fileprivate var extensions: [(String, (SwiftTypeDeclaration, SwiftFile))] = []
            fileprivate var valueTypes: [String] = []
            fileprivate var functions: [(MemberName, (SwiftFunction, SwiftFile))] = []
            fileprivate var staticValues: [(MemberName, Located)] = []

            init(_ file: SwiftFile) {
                for type in file.types {
                    if type.kind == "class" { classes.append((type.name, (type, file))) }
                    if type.kind == "struct" || type.kind == "enum" { valueTypes.append(type.name) }
                    if type.kind == "extension" { extensions.append((type.name, (type, file))) }
                    for member in type.members {
                        switch member {
                        case .function(let function) where function.body != nil:
                            functions.append((MemberName(type.name, function.name), (function, file)))
                        case .variable(let variable) where variable.modifiers.contains("static"):
                            if let value = variable.initializer {
                                staticValues.append((MemberName(type.name, variable.name), Located(expression: value, file: file)))
                            }
                        default:
                            break
                        }
                    }
                }
            }
        }
    }
}
