// swift-tools-version:6.2
// 6.2: from this version on, a package that uses unsafe flags (the static link of `bar` below) can still be
// used as a versioned dependency, as the plugins' users do.
// The layers are targets so that the compiler enforces who may depend on whom:
// diagnostics ← syntax ← model ← solver ← lint / diff / format / render ← workspace ← command line ← bar.
// docs/architecture.md draws them; a test keeps its diagram and this file in step.
import PackageDescription

let package = Package(
    name: "Bar",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "bar", targets: ["bar"]),
        .executable(name: "bar-bench", targets: ["bar-bench"]),
        .library(name: "BarCommandLine", targets: ["BarCommandLine"]),
        // SwiftPM plugins for app packages (docs/plugins.md): lint specs during the build, and
        // `swift package bar-lint | bar-format | bar-import`.
        .plugin(name: "BarLintBuildPlugin", targets: ["BarLintBuildPlugin"]),
        .plugin(name: "BarLintCommandPlugin", targets: ["BarLintCommandPlugin"]),
        .plugin(name: "BarFormatCommandPlugin", targets: ["BarFormatCommandPlugin"]),
        .plugin(name: "BarImportCommandPlugin", targets: ["BarImportCommandPlugin"]),
        .library(name: "BarWorkspace", targets: ["BarWorkspace"]),
    ],
    targets: [
        .target(name: "BarDiagnostics"),
        .target(name: "BarSyntax", dependencies: ["BarDiagnostics"]),
        .target(name: "BarModel", dependencies: ["BarDiagnostics", "BarSyntax"]),
        .target(name: "BarSolver", dependencies: ["BarModel"]),
        .target(name: "BarLint", dependencies: ["BarDiagnostics", "BarSyntax", "BarModel", "BarSolver"]),
        .target(name: "BarDiff", dependencies: ["BarDiagnostics", "BarSyntax", "BarModel", "BarSolver"]),
        .target(name: "BarFormat", dependencies: ["BarDiagnostics", "BarSyntax"]),
        .target(name: "BarRender", dependencies: ["BarDiagnostics", "BarModel", "BarSolver"]),
        .target(name: "BarGenerate", dependencies: ["BarDiagnostics", "BarSyntax", "BarModel"]),
        // `bar import`: reads SwiftUI and UIKit source into specs; see docs/import.md.
        .target(name: "BarImport", dependencies: ["BarDiagnostics", "BarSyntax", "BarModel"]),
        .target(
            name: "BarWorkspace",
            dependencies: ["BarDiagnostics", "BarSyntax", "BarModel", "BarSolver", "BarLint", "BarDiff"]
        ),
        // The language server: beside the command line, which only starts it (`bar lsp`).
        .target(
            name: "BarLanguageServer",
            dependencies: ["BarDiagnostics", "BarSyntax", "BarModel", "BarSolver", "BarLint", "BarFormat", "BarRender", "BarWorkspace"]
        ),
        .target(
            name: "BarCommandLine",
            dependencies: [
                "BarDiagnostics", "BarSyntax", "BarModel", "BarSolver",
                "BarLint", "BarDiff", "BarFormat", "BarRender", "BarWorkspace", "BarLanguageServer", "BarGenerate", "BarImport",
            ]
        ),
        // A release `bar` on Linux is one static executable: no dynamic loader resolving the Swift runtime's and
        // Foundation's symbols, which was most of a one-shot command's time (docs/performance.md, start-up).
        // The modules are compiled against the shared FoundationEssentials, whose module names only its own
        // library; linked statically it also needs the three archives the static module names.
        .executableTarget(
            name: "bar", dependencies: ["BarCommandLine"],
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-executable", "-Xlinker", "--start-group", "-lFoundationEssentials", "-l_FoundationCShims",
                        "-l_FoundationCollections", "-lswiftSynchronization", "-Xlinker", "--end-group",
                    ],
                    .when(platforms: [.linux], configuration: .release)),
            ]),
        // The benchmark (`swift run -c release bar-bench`); see docs/performance.md.
        .executableTarget(
            name: "bar-bench", dependencies: ["BarCommandLine", "BarDiagnostics", "BarSyntax", "BarModel", "BarSolver", "BarLanguageServer", "BarImport"]),

        .testTarget(name: "BarDiagnosticsTests", dependencies: ["BarDiagnostics"]),
        .testTarget(name: "BarSyntaxTests", dependencies: ["BarSyntax"]),
        .testTarget(name: "BarModelTests", dependencies: ["BarModel"]),
        .testTarget(name: "BarSolverTests", dependencies: ["BarSolver", "BarModel"]),
        .testTarget(name: "BarRenderTests", dependencies: ["BarRender", "BarModel", "BarSolver", "BarDiagnostics"], exclude: ["Golden"]),
        .testTarget(name: "BarFormatTests", dependencies: ["BarFormat", "BarSyntax", "BarModel", "BarSolver"], exclude: ["Fixtures"]),
        .testTarget(name: "BarLintTests", dependencies: ["BarLint", "BarModel", "BarSolver", "BarSyntax", "BarDiagnostics"]),
        .testTarget(name: "BarLanguageServerTests", dependencies: ["BarLanguageServer", "BarDiagnostics"], exclude: ["Transcripts"]),
        .testTarget(name: "BarDiffTests", dependencies: ["BarDiff", "BarModel", "BarSolver"]),
        .testTarget(name: "BarWorkspaceTests", dependencies: ["BarWorkspace", "BarModel", "BarSolver", "BarDiagnostics"]),
        // The interface module and goldens are read from the source tree, not bundled.
        .testTarget(name: "BarGenerateTests", dependencies: ["BarGenerate", "BarModel"], exclude: ["Interface", "Golden"]),
        .testTarget(
            name: "BarImportTests", dependencies: ["BarImport", "BarFormat", "BarSyntax", "BarModel", "BarDiagnostics"],
            exclude: ["Fixtures", "Golden"]),
        .testTarget(
            name: "BarCommandLineTests",
            dependencies: ["BarCommandLine"],
            // Fixtures and golden files are read from the source tree, not bundled.
            exclude: ["Fixtures", "Golden"]
        ),

        .plugin(name: "BarLintBuildPlugin", capability: .buildTool(), dependencies: ["bar"]),
        .plugin(
            name: "BarLintCommandPlugin",
            capability: .command(intent: .custom(verb: "bar-lint", description: "Lint the .bar specs of the package or of --target.")),
            dependencies: ["bar"]),
        .plugin(
            name: "BarFormatCommandPlugin",
            capability: .command(
                intent: .custom(verb: "bar-format", description: "Rewrite the .bar specs of the package or of --target in canonical form."),
                permissions: [.writeToPackageDirectory(reason: "Rewrites .bar spec files in their canonical layout.")]),
            dependencies: ["bar"]),
        .plugin(
            name: "BarImportCommandPlugin",
            capability: .command(
                intent: .custom(verb: "bar-import", description: "Write .bar specs from the SwiftUI and UIKit code of the package or of --target."),
                permissions: [.writeToPackageDirectory(reason: "Writes the imported .bar specs into Specs/.")]),
            dependencies: ["bar"]),
    ]
)
