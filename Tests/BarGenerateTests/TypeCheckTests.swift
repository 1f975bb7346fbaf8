import BarGenerate
import BarModel
import Foundation
import Testing

/// Every screen of every spec in `Specs/`, generated for both frameworks, must compile against the interface
/// modules in `Interface/` (SwiftUI's and UIKit's API as Apple's 27.1 reference declares it). The modules are
/// built once per run and all files of a framework are checked in one compiler invocation, to keep CI short.
@Suite("Generated code type-checks", .serialized, InterfaceModules())
struct TypeCheckTests {
    /// The folder holding the interface modules, built once for the suite (see `InterfaceModules`).
    static var modules: Result<String, TypeCheckFailure> {
        InterfaceModules.built ?? .failure(TypeCheckFailure(output: "the interface modules are built only inside the suite"))
    }

    struct TypeCheckFailure: Error, Sendable { var output: String }

    /// Type-checks `files` (name → text) together against the interface modules.
    static func typeCheck(_ files: [(name: String, text: String)]) throws -> (status: Int32, output: String) {
        let modules = try modules.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bar-generate-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        for file in files {
            let path = folder + "/" + file.name
            try file.text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        return Compiler.run(["-typecheck", "-I", modules] + paths)
    }

    @Test(arguments: UIFramework.allCases)
    func everySpecCompilesAgainstTheFramework(_ framework: UIFramework) throws {
        let files = try GenerateFixtures.allSpecFiles(framework)
        #expect(files.count >= 15, "expected a file per screen of Specs/")
        // Variants of one screen (Specs/duo-sample) declare the same types, so they go to separate batches;
        // everything else is checked together.
        var batches: [[GeneratedFile]] = []
        for file in files {
            if let index = batches.firstIndex(where: { !$0.contains { $0.fileName == file.fileName } }) {
                batches[index].append(file)
            } else {
                batches.append([file])
            }
        }
        for batch in batches {
            let result = try Self.typeCheck(batch.map { ($0.fileName, $0.text) })
            #expect(result.status == 0, "\(framework) code does not compile:\n\(result.output)")
        }
    }

    /// Ids the language allows but Swift does not as plain names: `Type` and `Protocol` (a metatype after a
    /// dot), `_` alone, keywords, and tab ids with a capital (whose pane property once named its own generic
    /// parameter, `var TypePane: TypePane`). Found by an exploratory review: `bar check` passed, the code did not
    /// compile.
    @Test(arguments: UIFramework.allCases)
    func awkwardIdsStillCompile(_ framework: UIFramework) throws {
        let text = """
            screen s {
              tab-view {
                tab Type {
                  title: "T" symbol: "t"
                  stack {
                    title: "A"
                    toolbar {
                      item Type2 { title: "T" symbol: "t" }
                      item _ { title: "U" symbol: "u" }
                      item Protocol { title: "P" symbol: "p" }
                      item default { title: "D" symbol: "d" }
                    }
                  }
                }
                tab self { title: "S" symbol: "s" stack { title: "B" } }
              }
            }
            screen Type { stack { title: "X" toolbar { item Type { title: "T" symbol: "t" } item Self { title: "S" symbol: "s" } } } }

            """
        let loaded = SpecLoader.load(path: "awkward.bar", text: text)
        #expect(!loaded.hasErrors)
        let output = Generator.generate(loaded.spec, specPath: "awkward.bar", framework: framework)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let result = try Self.typeCheck(output.files.map { ($0.fileName, $0.text) })
        #expect(result.status == 0, "\(framework) code does not compile:\n\(result.output)")
    }

    /// Entries labelled only by a symbol, or by nothing: a menu with only a symbol is `Menu { … } label: { … }`
    /// in SwiftUI, an entry with neither is `Button("", action:)` or `Menu("")`, and an untitled
    /// `UIBarButtonItem`, `UIAction` or `UIMenu` leaves out `title:` (docs/generate.md, "Labels"). Their ids
    /// have words starting with a digit, which become names with `_` (`filter_2`).
    @Test(arguments: UIFramework.allCases)
    func entriesWithoutATitleCompile(_ framework: UIFramework) throws {
        let text = """
            screen s {
              stack {
                toolbar {
                  menu sort {
                    symbol: "arrow.up.arrow.down"
                    badge: 1
                    item newest { title: "Newest" }
                    item by-symbol { symbol: "star" }
                  }
                  item filter-2 { placement: top-trailing }
                  item line-3-horizontal { symbol: "line.3.horizontal" }
                  menu more { item report { } }
                  overflow-menu {
                    item slideshow { symbol: "play.rectangle" }
                    item print { }
                    menu share { symbol: "square.and.arrow.up" item mail { title: "Mail" } }
                  }
                }
              }
            }

            """
        let loaded = SpecLoader.load(path: "untitled.bar", text: text)
        #expect(Generator.generate(loaded.spec, specPath: "untitled.bar", framework: framework).files.first?.text.contains("filter_2") == true)
        #expect(!loaded.hasErrors)
        let output = Generator.generate(loaded.spec, specPath: "untitled.bar", framework: framework)
        let result = try Self.typeCheck(output.files.map { ($0.fileName, $0.text) })
        #expect(result.status == 0, "\(framework) code does not compile:\n\(result.output)")
    }

    /// The harness can fail: a misspelled member, a wrong argument label and a missing argument are each
    /// caught, so the test above proves something.
    @Test(arguments: [
        (".topBarPinnedTrailing", ".topBarPinned"),
        ("systemImage:", "symbol:"),
        (".axisBehavior(.horizontalOnly)", ".axisBehavior()"),
        ("ToolbarItemVisibilityPriority(lowerThan:", "ToolbarItemVisibilityPriority(below:"),
    ])
    func aMistakeInSwiftUICodeFailsTheTypeCheck(_ mistake: (String, String)) throws {
        let file = try #require(try GenerateFixtures.allSpecFiles(.swiftUI).first { $0.text.contains(mistake.0) })
        let broken = file.text.replacingOccurrences(of: mistake.0, with: mistake.1)
        let result = try Self.typeCheck([(file.fileName, broken)])
        #expect(result.status != 0, "replacing \(mistake.0) with \(mistake.1) still compiled")
    }

    @Test(arguments: [
        (".prefersBarItems", ".prefersToolbarItems"),
        ("primaryAction: UIAction", "action: UIAction"),
        ("trailingItemGroups", "trailingItems"),
        ("UIBarButtonItemVisibilityPriority(higherThan:", "UIBarButtonItemVisibilityPriority(above:"),
    ])
    func aMistakeInUIKitCodeFailsTheTypeCheck(_ mistake: (String, String)) throws {
        let file = try #require(try GenerateFixtures.allSpecFiles(.uiKit).first { $0.text.contains(mistake.0) })
        let broken = file.text.replacingOccurrences(of: mistake.0, with: mistake.1)
        let result = try Self.typeCheck([(file.fileName, broken)])
        #expect(result.status != 0, "replacing \(mistake.0) with \(mistake.1) still compiled")
    }
}

/// Runs `swiftc` from the toolchain running the tests.
enum Compiler {
    /// The compiler's driver leaves a folder of its own in the temporary folder at every run; it is given a
    /// fresh one as TMPDIR, removed afterwards, so a test run leaves nothing behind.
    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bar-swiftc-\(UUID().uuidString)").path
        do { try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true) } catch {
            return (-1, "cannot make a temporary folder for swiftc: \(error)")
        }
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch]) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "cannot run swiftc: \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Builds the interface modules once for the suite into a fresh temporary folder, and removes the folder when
/// the suite is done, whatever its outcome: a test run leaves nothing behind.
struct InterfaceModules: SuiteTrait, TestScoping {
    @TaskLocal static var built: Result<String, TypeCheckTests.TypeCheckFailure>?

    var isRecursive: Bool { false }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bar-generate-interface-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try await Self.$built.withValue(Self.build(into: folder)) { try await function() }
    }

    static func build(into folder: String) -> Result<String, TypeCheckTests.TypeCheckFailure> {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return .failure(TypeCheckTests.TypeCheckFailure(output: "cannot create \(folder): \(error)"))
        }
        for framework in ["SwiftUI", "UIKit"] {
            let result = Compiler.run([
                "-emit-module", "-parse-as-library", "-module-name", framework,
                GenerateFixtures.interface(framework), "-emit-module-path", folder + "/\(framework).swiftmodule",
            ])
            if result.status != 0 { return .failure(TypeCheckTests.TypeCheckFailure(output: result.output)) }
        }
        return .success(folder)
    }
}
