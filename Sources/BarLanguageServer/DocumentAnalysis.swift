import BarDiagnostics
import BarLint
import BarModel
import BarSolver
import BarWorkspace

/// What the editor features need about one version of one open document. The semantic part — the model,
/// placements and findings — is the workspace's `Document`, computed once per version exactly as the
/// commands compute it; this adds what only an editor asks for (the outline of the tree, the hints), built
/// on first use and kept with the version.
final class DocumentAnalysis {
    let text: TextDocument
    let document: Document
    /// The `.bar-lint` that applies, if any (nil: defaults).
    let configuration: LintConfigurationLookup.Found?
    private var cachedOutline: SyntaxOutline?
    private var cachedHints: [PlacementHint]?
    private var cachedScreens: [String: SolvedScreenResult] = [:]
    private var cachedIdentifiers: IdentifierIndex?

    /// Every id declared and named in the document.
    var identifiers: IdentifierIndex {
        if let cachedIdentifiers { return cachedIdentifiers }
        let index = IdentifierIndex(outline)
        cachedIdentifiers = index
        return index
    }

    init(text: TextDocument, document: Document, configuration: LintConfigurationLookup.Found?) {
        self.text = text
        self.document = document
        self.configuration = configuration
    }

    var source: SourceFile { document.source }
    var result: LoadResult { document.loaded }

    /// Check and lint findings together, sorted: what `bar lint` reports for the file (only the check
    /// diagnostics when the configuration excludes it, as `bar lint` then skips it).
    var diagnostics: [Diagnostic] {
        if let configuration, configuration.excludesDocument { return document.loaded.diagnostics }
        return document.lint(configuration: configuration?.configuration ?? .defaults)
    }

    /// The tree's blocks and attributes in source order.
    var outline: SyntaxOutline {
        if let cachedOutline { return cachedOutline }
        let outline = SyntaxOutline(result.tree)
        cachedOutline = outline
        return outline
    }

    /// The screen with `id` solved in every posture of its device, or why it could not be (a device name the
    /// file does not know, already reported by check); nil when the file has no such screen.
    func solvedScreen(_ id: String) -> SolvedScreenResult? {
        guard let screen = result.spec.screens.first(where: { $0.id == id }) else { return nil }
        return solved(screen)
    }

    func solved(_ screen: Screen) -> SolvedScreenResult {
        if let cached = cachedScreens[screen.id] { return cached }
        let solved: SolvedScreenResult
        switch document.solve(screen, SolveRequest()) {
        case .success(let result): solved = SolvedScreenResult(screen: screen, solved: result, problem: nil)
        case .failure(let error): solved = SolvedScreenResult(screen: screen, solved: nil, problem: error.description)
        }
        cachedScreens[screen.id] = solved
        return solved
    }

    /// Where each declared item and tab lands, per posture, in source order.
    var placementHints: [PlacementHint] {
        if let cachedHints { return cachedHints }
        let hints = computePlacementHints()
        cachedHints = hints
        return hints
    }
}

/// One screen and its placements in each posture of its device, or why it has none.
struct SolvedScreenResult {
    let screen: Screen
    let solved: SolvedScreen?
    let problem: String?

    var placements: [Placement] { solved?.placements ?? [] }
}

/// The analyses of open documents: the workspace holds each document's current version; this keeps the
/// editor's part beside it, replaced when the version changes.
struct AnalysisCache {
    private let workspace = Workspace()
    private var entries: [String: DocumentAnalysis] = [:]
    var rootPath: String?
    private var configurations = LintConfigurationLookup()

    mutating func analysis(of text: TextDocument) -> DocumentAnalysis {
        if let cached = entries[text.uri], cached.text.version == text.version, cached.text.revision == text.revision {
            return cached
        }
        // Versions the editor sends only grow; the revision keeps changes without a new version apart.
        let document = workspace.update(text.source, version: text.version)
        let path = DocumentURI.path(of: text.uri)
        let folder = path.map(LintConfigurationLookup.parent(of:)) ?? rootPath
        let configuration = folder.flatMap { configurations.nearest(from: $0, documentPath: path) }
        let analysis = DocumentAnalysis(text: text, document: document, configuration: configuration)
        entries[text.uri] = analysis
        return analysis
    }

    mutating func remove(_ uri: String) {
        entries[uri] = nil
    }

    mutating func close(_ text: TextDocument) {
        entries[text.uri] = nil
        workspace.close(text.path)
    }

    mutating func removeAll() {
        entries.removeAll()
        configurations = LintConfigurationLookup()
    }

    /// Reads the `.bar-lint` files again (a document saved may follow an edit to one that the editor does not
    /// report, or be that file); when the settings changed, drops every analysis, all made under the old ones,
    /// and returns true.
    mutating func rereadConfigurations() -> Bool {
        guard configurations.reread() else { return false }
        entries.removeAll()
        return true
    }
}
