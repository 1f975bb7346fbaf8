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
        /// Protocols declared in the files given: a class that names one first has no superclass.
        let protocols: Set<String>
        /// Functions of every type, by `Type.member` (the first declared).
        let typeFunctions: [MemberName: (SwiftFunction, SwiftFile)]
        /// Static constants of every type, and static bar items a getter makes, by `Type.member` (the last declared).
        let staticValues: [MemberName: Located]

        /// One walk over each file's types fills all four indexes (each keeps the first declaration of a name, in
        /// file order, as before), and a `Type.member` key is built once per member (`MemberName`, no String
        /// joined): the index was two walks that built the key twice for every function.
        init(files: [SwiftFile]) {
            var classes: [String: (SwiftTypeDeclaration, SwiftFile)] = [:]
            var extensions: [String: [(SwiftTypeDeclaration, SwiftFile)]] = [:]
            var functions: [MemberName: (SwiftFunction, SwiftFile)] = [:]
            // Room for every member up front: grown as it filled, the index rehashed all its keys a dozen times.
            functions.reserveCapacity(files.reduce(0) { count, file in file.types.reduce(count) { $0 + $1.members.count } })
            var values: [MemberName: Located] = [:]
            var valueTypes: Set<String> = []
            var protocols: Set<String> = []
            // The members of a type, and those under a `#if` that can hold on iOS (`#if os(iOS)` around a static
            // item, as in a module shared with other platforms).
            func index(_ members: [SwiftStatement], of typeName: String, in file: SwiftFile) {
                for member in members {
                    switch member {
                    case .function(let function) where function.hasBody:
                        functions.keepFirst((function, file), forKey: MemberName(typeName, function.name))
                    case .variable(let variable) where variable.modifiers.contains("static"):
                        if let value = variable.initializer {
                            values[MemberName(typeName, variable.name)] = Located(expression: value, file: file)
                        } else if (variable.typeText ?? "").containsBytes("BarButtonItem"), let getter = variable.getter,
                            case let choices = UIKitRecognizer.returnedChoices(getter, conditions: []), choices.count == 1
                        {
                            // `static var helpItem: UIBarButtonItem { UIBarButtonItem(…) }`: the item it makes, as one
                            // declared with that value (its getter read only for a bar item's type).
                            values[MemberName(typeName, variable.name)] = Located(expression: choices[0].value, file: file)
                        }
                    case .conditionalCompilation(let clauses, _):
                        for (clause, kind) in zip(clauses, PlatformCondition.classify(clauses)) where kind != .otherPlatform {
                            index(clause.body, of: typeName, in: file)
                        }
                    default:
                        break
                    }
                }
            }
            for file in files {
                for type in file.types {
                    if type.kind == "class" { classes.keepFirst((type, file), forKey: type.name) }
                    if type.kind == "struct" || type.kind == "enum" { valueTypes.insert(type.name) }
                    if type.kind == "protocol" { protocols.insert(type.name) }
                    if type.kind == "extension" { extensions[type.name, default: []].append((type, file)) }
                    index(type.members, of: type.name, in: file)
                }
            }
            self.classes = classes
            self.extensions = extensions
            self.valueTypes = valueTypes
            self.protocols = protocols
            self.typeFunctions = functions
            self.staticValues = values
        }
    }
}
