import BarDiagnostics
import BarModel
import BarRender
import BarSolver
import BarWorkspace
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `bar preview` shows, rebuilt whenever a spec changes on disk: every screen of every spec under the
/// given paths, solved in every posture of its device, drawn, with its matrix and its lint findings.
///
/// Changes are found by polling: each spec's modification time and size are compared every
/// `pollInterval`; a change (or a file added or removed) rebuilds the snapshot and raises `generation`,
/// which the page hears about through server-sent events. Polling needs no platform API and costs little
/// for the few hundred files a repository has.
final class PreviewSite: @unchecked Sendable {
    /// The version of the snapshot's JSON (`/api/snapshot`); see docs/preview.md.
    static let jsonVersion = 2
    static let pollInterval: TimeInterval = 0.3

    private let inputs: [String]
    private let context: CommandContext
    private let device: String?
    private let lock = Lock()
    private var stamps: [String: [Double]] = [:]
    private var state: (generation: Int, snapshot: String, documents: [String: Document]) = (0, "{}", [:])

    init(inputs: [String], context: CommandContext, device: String?) {
        self.inputs = inputs
        self.context = context
        self.device = device
        _ = refreshIfChanged()
    }

    /// The `--device` name when none of the specs (nor the built-in devices) has it, as render and diff
    /// refuse it; a device a spec declares later, while serving, is not known yet.
    var unknownDevice: DeviceCatalog.UnknownDevice? {
        let specs = lock.withLock { state.documents.values.map(\.spec) }
        return DeviceCatalog.check(device, in: specs)
    }

    /// Said when the inputs hold no spec yet. They are served all the same: specs written later appear.
    var noSpecsWarning: String? {
        guard specFiles().isEmpty else { return nil }
        let named = inputs.map { "'\($0)'" }.joined(separator: ", ")
        return "warning: no .\(InputFiles.fileExtension) files in \(named) yet; the page shows them as they appear"
    }

    var generation: Int { lock.withLock { state.generation } }
    var snapshot: String { lock.withLock { state.snapshot } }

    /// The spec files under the inputs, as (path shown, path on disk), in byte order within each input; a
    /// file reached twice (named and inside a named folder, or through a link) once, where it is first found.
    func specFiles() -> [(shown: String, resolved: String)] {
        var all: [(String, String)] = []
        var seen: Set<FileSystem.FileID> = []
        for (shown, resolved) in allSpecFiles() {
            if case .success(let status) = FileSystem.status(resolved), !seen.insert(status.fileID).inserted { continue }
            all.append((shown, resolved))
        }
        return all
    }

    private func allSpecFiles() -> [(shown: String, resolved: String)] {
        var files: [(String, String)] = []
        for input in inputs {
            let resolved = context.resolve(input)
            guard case .success(let status) = FileSystem.status(resolved) else { continue }
            if !status.isDirectory {
                files.append((input, resolved))
                continue
            }
            var found: [String] = []
            FileSystem.walk(resolved) { relative, name, _ in
                if name.hasPrefix(".") { return .skipDescendants }
                if name.hasSuffix(".bar"), FileSystem.isRegularFile(resolved + "/" + relative) { found.append(relative) }
                return .next
            }
            let prefix = input.hasSuffix("/") ? input : input + "/"
            for relative in found.sorted(by: ByteOrder.precedes) {
                files.append((prefix + relative, resolved + "/" + relative))
            }
        }
        return files
    }

    /// Rebuilds the snapshot when any spec changed since the last look; tells whether it did.
    func refreshIfChanged() -> Bool {
        let files = specFiles()
        var newStamps: [String: [Double]] = [:]
        for file in files {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.resolved)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (try? FileSystem.status(file.resolved, followingLinks: false).get()).map { Double($0.size) } ?? -1
            newStamps[file.shown] = [modified, size]
        }
        let changed = lock.withLock { newStamps != stamps || state.generation == 0 }
        guard changed else { return false }
        var documents: [String: Document] = [:]
        var entries: [JSONValue] = []
        for file in files {
            // Read as the other commands read a spec: its bytes, so invalid UTF-8 or a UTF-16 file is reported
            // where it is (decoded as a String, a failure was an empty file: "the file declares nothing").
            switch InputFiles.readSpec(file.resolved, shownAs: file.shown) {
            case .success(let source):
                let document = Document(source: source)
                documents[file.shown] = document
                entries.append(fileJSON(document))
            case .failure(let error):
                entries.append(.object([
                    ("path", .string(file.shown)),
                    ("screens", .array([])),
                    ("findings", .array([.object([
                        ("line", .int(1)), ("column", .int(1)), ("severity", .string(Severity.error.rawValue)),
                        ("id", .string(error.id)), ("message", .string(error.message)),
                    ])])),
                ]))
            }
        }
        lock.withLock {
            stamps = newStamps
            let generation = state.generation + 1
            let snapshot = JSONValue.object([
                ("version", .int(Self.jsonVersion)),
                ("generation", .int(generation)),
                ("files", .array(entries)),
            ]).rendered()
            state = (generation, snapshot, documents)
        }
        return true
    }

    /// Polls until `shouldStop` says so.
    func watch(until shouldStop: @escaping @Sendable () -> Bool) {
        DetachedThread.start { [self] in
            while !shouldStop() {
                DetachedThread.sleep(seconds: Self.pollInterval)
                _ = refreshIfChanged()
            }
        }
    }

    /// The `--explain` trail of entry `id` of `screen` in the spec shown as `path`, as `bar solve` prints it.
    func explanation(path: String, screen: String, id: String) -> String? {
        guard let document = lock.withLock({ state.documents[path] }),
              let model = document.spec.screens.first(where: { $0.id == screen }),
              case .success(let solved) = document.solve(model, SolveRequest(device: device))
        else { return nil }
        let text = SolveExplanation.render(id: id, in: SolvedFile(path: path, screens: [solved]), style: SolveTextStyle(usesColor: false))
        return text.isEmpty ? nil : text
    }

    private func fileJSON(_ document: Document) -> JSONValue {
        var screens: [JSONValue] = []
        for screen in document.spec.screens {
            switch document.solve(screen, SolveRequest(device: device)) {
            case .failure(let error):
                screens.append(.object([("id", .string(screen.id)), ("error", .string(error.description))]))
            case .success(let solved):
                let matrix = solved.matrix
                let pictures = zip(solved.postures, solved.placements).map { selection, placement in
                    JSONValue.object([
                        ("posture", .string(selection.name)),
                        ("svg", .string(PostureSVG.render(placement, screen: screen))),
                    ])
                }
                screens.append(.object([
                    ("id", .string(screen.id)),
                    ("title", .string(screen.title)),
                    ("device", .string(solved.device.id)),
                    ("postures", .array(solved.postures.map { .string($0.name) })),
                    ("pictures", .array(pictures)),
                    ("matrix", .object([
                        ("columns", .array(matrix.columns.map(JSONValue.string))),
                        ("rows", .array(matrix.rows.map { row in
                            .object([
                                ("id", .string(row.id)), ("kind", .string(row.kind.name)), ("title", .string(row.title)),
                                ("cells", .array(row.cells.map(JSONValue.string))),
                            ])
                        })),
                    ])),
                ]))
            }
        }
        let findings = document.lint(deviceOverride: device).map { diagnostic in
            let location = document.source.location(of: diagnostic.range.start)
            return JSONValue.object([
                ("line", .int(location.line)), ("column", .int(location.column)),
                ("severity", .string(diagnostic.severity.rawValue)), ("id", .string(diagnostic.id)),
                ("message", .string(diagnostic.message)),
            ])
        }
        return .object([
            ("path", .string(document.path)),
            ("screens", .array(screens)),
            ("findings", .array(findings)),
        ])
    }
}
