import BarDiagnostics
import BarLint
import BarModel
import BarSolver

/// One version of one spec document, and everything computed from it: the loaded model, the solver's
/// placements and the lint findings, each computed on first request and then kept for as long as this version
/// is the current one.
///
/// A document never changes: a new text is a new `Document` (see `Workspace.update`), so nothing cached can be
/// stale. It is a class only so that its caches are shared by everyone holding it; they are guarded by a lock,
/// so the commands may use documents from several threads and the language server from its own. Computing is
/// done outside the lock: two threads asking for the same thing at once may both compute it, and get equal
/// answers (everything here is deterministic).
public final class Document: @unchecked Sendable {
    /// The text as read, with its path as shown in diagnostics (`<stdin>` for standard input).
    public let source: SourceFile
    /// The editor's version number for this text; 0 for a file read once from disk.
    public let version: Int

    /// Results about screens kept across versions (only for documents a `Workspace` holds), and this
    /// version's place in their order.
    private let memo: ScreenMemo?
    private let serial: Int

    private let lock = Lock()
    private var loadedCache: LoadResult?
    private var catalogCache: DeviceCatalog?
    private var placements: [PlacementKey: Placement] = [:]
    private var findings: [LintKey: [Diagnostic]] = [:]

    public init(source: SourceFile, version: Int = 0) {
        self.source = source
        self.version = version
        self.memo = nil
        self.serial = 0
    }

    /// A version of a document whose earlier versions' results about unchanged screens may be taken over.
    init(source: SourceFile, version: Int, memo: ScreenMemo, serial: Int) {
        self.source = source
        self.version = version
        self.memo = memo
        self.serial = serial
    }

    public convenience init(path: String, text: String, version: Int = 0) {
        self.init(source: SourceFile(path: path, text: text), version: version)
    }

    public var path: String { source.path }

    // MARK: Loading

    /// The parsed and validated file, with every diagnostic of parsing and lowering.
    public var loaded: LoadResult {
        if let cached = locked({ loadedCache }) { return cached }
        let result = SpecLoader.load(source)
        locked { loadedCache = result }
        return result
    }

    public var spec: Spec { loaded.spec }
    public var hasErrors: Bool { loaded.hasErrors }

    /// The built-in devices and the file's own, by id.
    public var catalog: DeviceCatalog {
        if let cached = locked({ catalogCache }) { return cached }
        let catalog = DeviceCatalog(spec: spec)
        locked { catalogCache = catalog }
        return catalog
    }

    // MARK: Choosing

    /// The device for `screen`: `requested`, else the screen's `device:`, else `iphone-duo`.
    public func device(for screen: Screen?, requested: String?) -> Result<Device, SelectionError> {
        catalog.device(for: screen, requested: requested).mapError { .unknownDevice($0) }
    }

    /// The screens with the given ids in declaration order (all of them when none is given); an id the file
    /// does not declare is an error.
    public func screens(named ids: [String]) -> Result<[Screen], SelectionError> {
        ScreenChoice.select(ids, from: spec.screens.map(\.id)).map { selected in
            spec.screens.filter { selected.contains($0.id) }
        }
    }

    // MARK: Solving

    /// Every screen the request names (all when it names none; an absent id is skipped), each solved for its
    /// device in the requested postures. Fails at the first device or posture name that does not exist.
    public func solve(_ request: SolveRequest) -> Result<[SolvedScreen], SelectionError> {
        var solved: [SolvedScreen] = []
        for screen in spec.screens where request.screens.isEmpty || request.screens.contains(screen.id) {
            switch solve(screen, request) {
            case .success(let result): solved.append(result)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(solved)
    }

    /// Checks the request's device and posture names against every screen it selects, without solving. A
    /// command that streams its report (`forEachSolved`) asks this first, so a wrong name is said before any
    /// of the report is written.
    public func check(_ request: SolveRequest) -> SelectionError? {
        for screen in spec.screens where request.screens.isEmpty || request.screens.contains(screen.id) {
            if case .failure(let error) = device(for: screen, requested: request.device).flatMap({ PostureChoice.selections(request.postures, device: $0) }) {
                return error
            }
        }
        return nil
    }

    /// The screens the request selects, solved one at a time in declaration order and handed to `body`
    /// without being kept: the placement cache is not filled, so however many screens the file has, memory
    /// holds one screen's placements at a time (issue 18: a 5 MB spec of thousands of screens). The same
    /// placements as `solve(_:)`. Stops at the first device or posture name that does not exist.
    public func forEachSolved(_ request: SolveRequest, _ body: (SolvedScreen) -> Void) -> SelectionError? {
        for screen in spec.screens where request.screens.isEmpty || request.screens.contains(screen.id) {
            switch solve(screen, request, keepingPlacements: false) {
            case .failure(let error): return error
            case .success(let solved): body(solved)
            }
        }
        return nil
    }

    /// One screen of this document, solved for the request's device and postures. With `keepingPlacements`
    /// false the placements are not kept in the document's cache: a command that writes each screen's output
    /// and moves on (`forEachSolved`, `bar render`'s page) holds one screen's placements at a time.
    public func solve(_ screen: Screen, _ request: SolveRequest, keepingPlacements: Bool = true) -> Result<SolvedScreen, SelectionError> {
        device(for: screen, requested: request.device).flatMap { device in
            PostureChoice.selections(request.postures, device: device).map { selections in
                let placements = selections.map { posture in
                    keepingPlacements
                        ? placement(screen, device: device, posture: posture, layoutDirection: request.layoutDirection)
                        : Solver.solve(screen, device: device, posture: posture, layoutDirection: request.layoutDirection, explanations: request.explanations)
                }
                return SolvedScreen(screen: screen, device: device, postures: selections, placements: placements)
            }
        }
    }

    /// The solver's placement of one screen in one posture, computed once per document version.
    public func placement(
        _ screen: Screen, device: Device, posture: PostureSelection, layoutDirection: LayoutDirection? = nil
    ) -> Placement {
        let key = PlacementKey(screen: screen.id, device: device.id, posture: posture.name, layoutDirection: layoutDirection)
        if let cached = locked({ placements[key] }) { return cached }
        let placement = Solver.solve(screen, device: device, posture: posture, layoutDirection: layoutDirection)
        locked { placements[key] = placement }
        return placement
    }

    // MARK: Linting

    /// The loader's diagnostics and every enabled rule's findings, sorted for output, computed once per
    /// configuration, device and postures (empty: every posture with and without each obstruction).
    public func lint(configuration: LintConfiguration = .defaults, deviceOverride: String? = nil, postures: [String] = []) -> [Diagnostic] {
        let key = LintKey(configuration: configuration, deviceOverride: deviceOverride, postures: postures)
        if let cached = locked({ findings[key] }) { return cached }
        var options = LintOptions(configuration: configuration, deviceOverride: deviceOverride)
        options.postures = postures
        if memo != nil {
            options.screenFindings = { [self] screen, compute in
                reusing(key, for: screen, deviceOverride: deviceOverride, compute)
            }
        }
        let result = Linter.lint(loaded, options: options)
        locked { findings[key] = result }
        return result
    }

    // MARK: Reuse across versions

    /// A result about one `screen` of this document that depends only on the screen's text, the device it is
    /// solved for (its own `device:`, or `deviceOverride`) and `purpose` — computed, or, for a document a
    /// `Workspace` holds, taken over from an earlier version in which the same screen text had the same
    /// device (see `ScreenMemo`). `purpose` must name everything else `compute` reads (the configuration,
    /// the postures, which result it is).
    public func reusing<Value: ScreenRelocatable>(
        _ purpose: some Hashable & Sendable, for screen: Screen, deviceOverride: String? = nil, _ compute: () -> Value
    ) -> Value {
        guard let memo else { return compute() }
        // Whole lines: anything a check might read around the block (the indentation before it) is compared.
        let span = source.lineRange(source.lineIndex(of: screen.range.start)).lowerBound
            ..< source.lineRange(source.lineIndex(of: max(screen.range.start, screen.range.end - 1))).upperBound
        let device = try? self.device(for: screen, requested: deviceOverride).get()
        let key = ScreenMemo.Key(purpose: AnyHashable(purpose), text: Array(source.bytes[span]), device: device)
        return memo.value(key, start: span.lowerBound, span: span, serial: serial, compute: compute)
    }

    // MARK: Caches

    private struct PlacementKey: Hashable {
        var screen: String
        var device: String
        var posture: String
        var layoutDirection: LayoutDirection?
    }

    private struct LintKey: Hashable {
        var configuration: LintConfiguration
        var deviceOverride: String?
        var postures: [String]
    }

    /// How many placements and lint results are kept (for tests of the caches).
    var cacheCounts: (placements: Int, findings: Int) { locked { (placements.count, findings.count) } }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
